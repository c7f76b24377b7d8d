package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.ledger.Account;
import io.partitura.it.ledger.Branch;
import io.partitura.it.ledger.LedgerTable;
import io.partitura.it.ledger.Teller;
import io.partitura.runtime.batch.BatchWriteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.exceptions.BatchIncompleteException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.ThrottledException;
import io.partitura.runtime.exceptions.VersionedBatchWriteException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.FaultInjectingInterceptor;
import io.partitura.testkit.RequestCounter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Batches that lose nothing, optimistic locking, partial updates and typed failures, through the generated API. */
@ExtendWith(DynaliteExtension.class)
class ReliabilityTest {
  private static final int THREADS = 8;
  private static final int INCREMENTS_PER_THREAD = 250;

  private static RequestCounter requests;
  private static FaultInjectingInterceptor faults;
  private static List<RequestEvent> events;
  private static LedgerTable ledger;
  private static DynaliteServer dynalite;

  @BeforeAll
  static void createLedger(DynaliteServer server) {
    dynalite = server;
    requests = new RequestCounter();
    faults = new FaultInjectingInterceptor(42);
    events = new CopyOnWriteArrayList<>();
    ledger = LedgerTable.builder()
        .client(server.newClient(faults, requests))
        .tableName("ledger-" + UUID.randomUUID())
        .listener(events::add)
        .build();
    ledger.createTable();
  }

  @BeforeEach
  void reset() {
    faults.off();
    faults.resetCounts();
    requests.reset();
    events.clear();
  }

  private static RetryPolicy fastRetries(int attempts) {
    return RetryPolicy.defaults().withMaxAttempts(attempts).withBaseDelay(Duration.ofMillis(1))
        .withMaxDelay(Duration.ofMillis(5));
  }

  private static List<Object> mixedRecords(String prefix, int branches, int tellersPerBranch) {
    List<Object> records = new ArrayList<>();
    for (int b = 0; b < branches; b++) {
      String branchId = prefix + b;
      records.add(new Branch(branchId, "City " + b));
      for (int t = 0; t < tellersPerBranch; t++) {
        records.add(new Teller(branchId, t, "Teller " + b + "/" + t));
      }
    }
    return records;
  }

  @Test
  void aThousandMixedRecordsUnder30PercentUnprocessedItemsAreAllStored() {
    List<Object> records = mixedRecords("b", 100, 9);
    assertEquals(1000, records.size());
    faults.unprocessed(1.0, 0.3);
    BatchWriteResult result = ledger.putAll(records, fastRetries(10));
    faults.off();
    assertEquals(1000, result.written());
    assertTrue(faults.dropped() > 0, "faults were injected");
    int batchWrites = requests.count("BatchWriteItem");
    assertTrue(batchWrites > 40 && batchWrites == result.requests(), "40 chunks of 25 plus retries: " + batchWrites);
    System.out.println("putAll of 1000 records under 30% injected unprocessed items: " + batchWrites
        + " BatchWriteItem requests, " + faults.dropped() + " writes handed back");

    requests.reset();
    LedgerTable.BatchGetResult back = readAll(records);
    assertEquals(100, back.branches().size());
    assertEquals(900, back.tellers().size());
    assertEquals(10, requests.count("BatchGetItem"), "1000 keys in batches of 100");
    assertEquals(new Teller("b42", 7, "Teller 42/7"), ledger.tellers().get("b42", 7).orElseThrow());
  }

  private static LedgerTable.BatchGetResult readAll(List<Object> records) {
    var get = ledger.batchGet();
    for (Object record : records) {
      if (record instanceof Branch branch) {
        get.branch(branch.branchId());
      } else if (record instanceof Teller teller) {
        get.teller(teller.branchId(), teller.tellerNo());
      }
    }
    return get.execute();
  }

  @Test
  void whenRetriesRunOutTheExceptionCarriesExactlyTheMissingRecordsAndTheyCompleteTheWrite() {
    List<Object> records = mixedRecords("c", 20, 9);
    faults.unprocessed(1.0, 0.3);
    BatchIncompleteException incomplete = assertThrows(BatchIncompleteException.class,
        () -> ledger.putAll(records, RetryPolicy.none()));
    faults.off();
    List<?> missing = incomplete.unprocessed();
    assertTrue(!missing.isEmpty() && missing.size() < records.size(), "some but not all: " + missing.size());
    assertTrue(incomplete.getMessage().contains("putAll"), incomplete.getMessage());

    LedgerTable.BatchGetResult stored = readAll(records);
    Set<Object> present = new HashSet<>(stored.branches());
    present.addAll(stored.tellers());
    Set<Object> absent = new HashSet<>(records);
    absent.removeAll(present);
    assertEquals(absent, new HashSet<>(missing), "the exception lists exactly what is not stored");

    ledger.putAll(missing, RetryPolicy.none());
    LedgerTable.BatchGetResult complete = readAll(records);
    assertEquals(records.size(), complete.branches().size() + complete.tellers().size());
  }

  @Test
  void batchesRefuseVersionedRecordsBeforeAnyRequest() {
    VersionedBatchWriteException refused = assertThrows(VersionedBatchWriteException.class,
        () -> ledger.putAll(List.of(new Account("x", "X", 0, 0))));
    assertTrue(refused.getMessage().contains("accounts().put"), refused.getMessage());
    assertEquals(0, requests.total());
  }

  @Test
  void batchDeletesRemoveEveryRecord() {
    List<Object> records = mixedRecords("d", 10, 4);
    ledger.putAll(records);
    ledger.deleteAll(records);
    LedgerTable.BatchGetResult left = readAll(records);
    assertTrue(left.branches().isEmpty() && left.tellers().isEmpty());
  }

  @Test
  void aStaleWriteFailsNamingTheItemAndBothVersions() {
    Account created = ledger.accounts().put(new Account("stale", "Sam", 10, 0));
    assertEquals(1, created.version());
    Account updated = ledger.accounts().put(new Account("stale", "Sam", 20, created.version()));
    assertEquals(2, updated.version());

    StaleVersionException stale = assertThrows(StaleVersionException.class,
        () -> ledger.accounts().put(new Account("stale", "Sam", 999, created.version())));
    assertEquals(1, stale.expectedVersion());
    assertEquals(2L, stale.storedVersion());
    assertTrue(stale.getMessage().contains("PK=\"ACC#stale\""), stale.getMessage());
    assertEquals(20, ledger.accounts().get("stale", ReadConsistency.STRONG).orElseThrow().balance(), "the stale write changed nothing");

    assertThrows(StaleVersionException.class, () -> ledger.accounts().put(new Account("stale", "Other", 0, 0)),
        "version 0 means new: an existing account is not overwritten");
  }

  @Test
  void aCreatedVersionedItemStartsAtVersionOneAndCanBeUpdatedByPut() {
    Account created = ledger.accounts().create(new Account("fresh", "Fay", 1, 0));
    assertEquals(1, created.version());
    assertEquals(created, ledger.accounts().get("fresh", ReadConsistency.STRONG).orElseThrow());
    Account updated = ledger.accounts().put(new Account("fresh", "Fay", 2, created.version()));
    assertEquals(2, updated.version());
  }

  @Test
  void eightThreadsTimes250ReadModifyWritesWithRetryApplyExactly2000Increments() throws Exception {
    ledger.accounts().put(new Account("hot", "Hot", 0, 0));
    AtomicInteger staleRetries = new AtomicInteger();
    runConcurrently(() -> {
      for (int i = 0; i < INCREMENTS_PER_THREAD; i++) {
        while (true) {
          Account current = ledger.accounts().get("hot", ReadConsistency.STRONG).orElseThrow();
          try {
            ledger.accounts().put(new Account("hot", "Hot", current.balance() + 1, current.version()));
            break;
          } catch (StaleVersionException e) {
            staleRetries.incrementAndGet();
          }
        }
      }
    });
    Account end = ledger.accounts().get("hot", ReadConsistency.STRONG).orElseThrow();
    assertEquals(THREADS * INCREMENTS_PER_THREAD, end.balance());
    assertEquals(THREADS * INCREMENTS_PER_THREAD + 1, end.version());
    System.out.println("versioned increments with retry: " + staleRetries.get() + " stale-version retries");
  }

  @Test
  void withoutRetryStaleWritesAreCountedAndNoUpdateIsLost() throws Exception {
    ledger.accounts().put(new Account("cold", "Cold", 0, 0));
    AtomicInteger applied = new AtomicInteger();
    AtomicInteger stale = new AtomicInteger();
    runConcurrently(() -> {
      for (int i = 0; i < INCREMENTS_PER_THREAD; i++) {
        Account current = ledger.accounts().get("cold", ReadConsistency.STRONG).orElseThrow();
        try {
          ledger.accounts().put(new Account("cold", "Cold", current.balance() + 1, current.version()));
          applied.incrementAndGet();
        } catch (StaleVersionException e) {
          stale.incrementAndGet();
        }
      }
    });
    Account end = ledger.accounts().get("cold", ReadConsistency.STRONG).orElseThrow();
    assertEquals(THREADS * INCREMENTS_PER_THREAD, applied.get() + stale.get());
    assertEquals(applied.get(), end.balance(), "every acknowledged increment is there, none twice");
    assertEquals(applied.get() + 1, end.version());
    System.out.println("versioned increments without retry: " + applied.get() + " applied, " + stale.get() + " stale");
  }

  private static void runConcurrently(ThrowingRunnable work) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    CountDownLatch start = new CountDownLatch(1);
    List<Future<?>> futures = new ArrayList<>();
    for (int t = 0; t < THREADS; t++) {
      futures.add(pool.submit(() -> {
        start.await();
        work.run();
        return null;
      }));
    }
    start.countDown();
    for (Future<?> future : futures) {
      future.get(5, TimeUnit.MINUTES);
    }
    pool.shutdown();
  }

  private interface ThrowingRunnable {
    void run() throws Exception;
  }

  @Test
  void aPartialUpdateChangesNamedAttributesOnlyIfTheItemExists() {
    ledger.branches().put(new Branch("p1", "Lisbon"));
    ledger.tellers().put(new Teller("p1", 1, "Ana"));
    requests.reset();
    Teller renamed = ledger.tellers().update("p1", 1).name("Ana Maria").apply();
    assertEquals(new Teller("p1", 1, "Ana Maria"), renamed);
    assertEquals(1, requests.count("UpdateItem"));
    assertEquals(1, requests.total());

    Teller cleared = ledger.tellers().update("p1", 1).name(null).apply();
    assertNull(cleared.name(), "a null removes the attribute");

    ItemNotFoundException missing = assertThrows(ItemNotFoundException.class,
        () -> ledger.tellers().update("p1", 2).name("Nobody").apply());
    assertTrue(missing.getMessage().contains("TELLER#0000000002"), missing.getMessage());
    assertTrue(ledger.tellers().get("p1", 2, ReadConsistency.STRONG).isEmpty(), "a failed update creates nothing");
  }

  @Test
  void aPartialUpdateOfAVersionedRecordIncrementsTheVersionAndChecksItWhenAsked() {
    Account account = ledger.accounts().put(new Account("part", "Pat", 5, 0));
    Account renamed = ledger.accounts().update("part").owner("Patricia").apply();
    assertEquals(account.version() + 1, renamed.version());
    assertEquals(5, renamed.balance());
    StaleVersionException stale = assertThrows(StaleVersionException.class,
        () -> ledger.accounts().update("part").balance(0).expectVersion(account.version()).apply());
    assertEquals(renamed.version(), stale.storedVersion());
    assertEquals(5, ledger.accounts().get("part", ReadConsistency.STRONG).orElseThrow().balance());
  }

  @Test
  void throttlingBeyondTheSdksRetriesBecomesAThrottledExceptionNamingTheOperation() {
    faults.throttleEveryOperation(1.0);
    ThrottledException throttled = assertThrows(ThrottledException.class, () -> ledger.branches().get("any"));
    faults.off();
    assertEquals("branches.get", throttled.operation());
    assertTrue(throttled.getMessage().contains("BR#any"), throttled.getMessage());
  }

  @Test
  void aMissingTableIsARequestFailedExceptionWithTheOperationAndKey() {
    LedgerTable missing = LedgerTable.builder().client(dynalite.newClient()).tableName("no-such-table").build();
    RequestFailedException failed = assertThrows(RequestFailedException.class, () -> missing.branches().get("x"));
    assertEquals("branches.get", failed.operation());
    assertEquals("ResourceNotFoundException", failed.awsErrorCode());
    assertTrue(failed.getMessage().contains("no-such-table") && failed.getMessage().contains("BR#x"), failed.getMessage());
  }

  @Test
  void theListenerSeesEveryRequestWithItsOperationKindItemsCapacityAndLatency() {
    ledger.branches().put(new Branch("obs", "Porto"));
    ledger.tellers().put(new Teller("obs", 1, "T1"));
    ledger.branches().getWithTellers("obs");
    ledger.tellers().inBranch("obs").page();
    assertEquals(List.of("branches.put", "tellers.put", "branches.getWithTellers", "tellers.inBranch"),
        events.stream().map(RequestEvent::operation).toList());
    assertEquals(List.of("PutItem", "PutItem", "Query", "Query"), events.stream().map(RequestEvent::requestKind).toList());
    assertEquals(2, events.get(2).itemCount());
    assertTrue(events.stream().allMatch(e -> e.consumedCapacityUnits() != null && e.latency().toNanos() > 0));
    assertEquals(requests.total(), events.size(), "one event per request sent");
  }
}
