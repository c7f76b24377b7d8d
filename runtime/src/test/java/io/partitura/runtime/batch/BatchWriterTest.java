package io.partitura.runtime.batch;

import static io.partitura.runtime.batch.BatchFixtures.createTable;
import static io.partitura.runtime.batch.BatchFixtures.mixedEntities;
import static io.partitura.runtime.batch.BatchFixtures.normalize;
import static io.partitura.runtime.batch.BatchFixtures.puts;
import static io.partitura.runtime.batch.BatchFixtures.s;
import static io.partitura.runtime.batch.BatchFixtures.tableClient;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.batch.BatchFixtures.Entity;
import io.partitura.runtime.batch.BatchFixtures.HighestRandom;
import io.partitura.runtime.batch.BatchFixtures.RecordingListener;
import io.partitura.runtime.batch.BatchFixtures.RecordingSleeper;
import io.partitura.runtime.batch.BatchFixtures.Workspace;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.BatchIncompleteException;
import io.partitura.runtime.exceptions.ItemTooLargeException;
import io.partitura.runtime.exceptions.ThrottledException;
import io.partitura.runtime.item.ItemSize;
import io.partitura.runtime.operation.GetItemOperation;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.FaultInjectingInterceptor;
import io.partitura.testkit.RequestCounter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;

/** BatchWriter against dynalite, with DynamoDB's load behaviour injected by {@link FaultInjectingInterceptor}. */
@ExtendWith(DynaliteExtension.class)
class BatchWriterTest {
  private static final FaultInjectingInterceptor FAULTS = new FaultInjectingInterceptor(20260101L);
  private static final RequestCounter COUNTER = new RequestCounter();
  private static DynamoDbClient client;
  private static String tableName;

  private final RecordingListener listener = new RecordingListener();
  private final RecordingSleeper sleeper = new RecordingSleeper();
  private TableClient table;
  /** Default attempts and delays, seeded jitter, no real sleeping. */
  private RetryPolicy policy;

  @BeforeAll
  static void createTheTable(DynaliteServer server) {
    client = server.newClient(COUNTER, FAULTS);
    tableName = createTable(client, "batch-writer");
  }

  @AfterAll
  static void closeTheClient() {
    client.close();
  }

  @BeforeEach
  void reset() {
    FAULTS.off().resetCounts();
    COUNTER.reset();
    table = tableClient(client, tableName, listener);
    policy = RetryPolicy.defaults().withSleeper(sleeper).withRandom(new Random(5));
  }

  @Test
  void writesAThousandMixedItemsWhileDynamoDbLeavesThirtyPercentUnprocessed() {
    List<Entity> entities = mixedEntities(1_000, "thousand");
    FAULTS.unprocessed(1.0, 0.30); // every request: each write dropped with probability 0.3

    BatchWriteResult result = BatchWriter.write(table, "entities.putAll", puts(entities), policy);

    int requests = COUNTER.count("BatchWriteItem");
    System.out.printf("1,000 writes, 30%% unprocessed: %d BatchWriteItem requests, %d writes handed back, %d backoffs%n",
        requests, FAULTS.dropped(), sleeper.delays.size());
    assertEquals(1_000, result.written());
    assertEquals(requests, result.requests());
    // 40 is the minimum (1,000 / 25); every chunk needs retries here, and no chunk may take more than maxAttempts.
    assertTrue(requests > 40, "requests " + requests);
    assertTrue(requests <= 40 * policy.maxAttempts(), "requests " + requests);
    // each request resends only what came back: 1,000 writes + every handed-back write, in requests of <= 25
    assertTrue(requests >= (1_000 + FAULTS.dropped()) / 25, "requests " + requests);
    assertEquals(requests - 40, sleeper.delays.size(), "one backoff before each resend");
    // one listener event per request, and the events add up to the items written
    assertEquals(requests, listener.count("BatchWriteItem"));
    assertEquals(1_000, listener.events.stream().mapToInt(RequestEvent::itemCount).sum());
    assertTrue(listener.events.stream().allMatch(e -> e.succeeded() && e.tableName().equals(tableName)
        && e.operation().equals("entities.putAll")));

    FAULTS.off();
    assertAllStored(entities);
  }

  @Test
  void withoutRetriesTheExceptionCarriesExactlyTheObjectsNotWrittenAndWritingThemCompletesTheBatch() {
    List<Entity> entities = mixedEntities(300, "noretry");
    FAULTS.unprocessed(1.0, 0.30);

    BatchIncompleteException e = assertThrows(BatchIncompleteException.class,
        () -> BatchWriter.write(table, "entities.putAll", puts(entities), RetryPolicy.none()));

    List<Entity> unprocessed = e.unprocessed(Entity.class);
    assertEquals(FAULTS.dropped(), unprocessed.size());
    assertFalse(unprocessed.isEmpty());
    assertEquals(12, COUNTER.count("BatchWriteItem"), "one request per chunk of 25, no retry");
    assertEquals("entities.putAll", e.operation());
    assertEquals(1, e.attempts());
    assertEquals(300, e.total());
    assertTrue(e.getMessage().contains(unprocessed.size() + " of 300 writes were not applied"), e.getMessage());
    assertTrue(e.getMessage().contains("exception.unprocessed()"), e.getMessage());
    assertTrue(e.getMessage().contains(tableName), e.getMessage());
    // in the caller's order
    List<Entity> inOrder = new ArrayList<>(entities);
    inOrder.retainAll(new HashSet<>(unprocessed));
    assertEquals(inOrder, unprocessed);

    FAULTS.off();
    assertEquals(Set.copyOf(unprocessed), Set.copyOf(absent(entities)), "unprocessed() == objects absent from the table");

    BatchWriteResult retry = BatchWriter.write(table, "entities.putAll", puts(unprocessed), RetryPolicy.none());
    assertEquals(unprocessed.size(), retry.written());
    assertAllStored(entities);
  }

  @Test
  void throttlingOnEveryAttemptEndsInThrottledExceptionWithTheUnwrittenObjects() {
    List<Entity> entities = mixedEntities(60, "throttled");
    FAULTS.throttleAfter(1); // the first chunk goes through, every later call is throttled
    RetryPolicy threeAttempts = policy.withMaxAttempts(3);

    ThrottledException e = assertThrows(ThrottledException.class,
        () -> BatchWriter.write(table, "entities.putAll", puts(entities), threeAttempts));

    assertEquals(entities.subList(25, 60), e.unprocessed(Entity.class), "chunks 2 and 3 were never written");
    assertEquals(3, e.attempts());
    assertEquals("entities.putAll", e.operation());
    assertTrue(e.getCause() instanceof ProvisionedThroughputExceededException);
    assertTrue(e.getMessage().contains("35 of 60 writes were not applied"), e.getMessage());
    assertTrue(e.getMessage().contains("ProvisionedThroughputExceededException"), e.getMessage());
    assertEquals(1 + 3, FAULTS.batchCalls());
    assertEquals(2, sleeper.delays.size(), "backoff between the three attempts only");
    assertEquals(4, listener.events.size());
    assertEquals(3, listener.events.stream().filter(ev -> !ev.succeeded()).count());

    FAULTS.off();
    assertEquals(e.unprocessed(), absent(entities));
    BatchWriter.write(table, "entities.putAll", puts(e.unprocessed(Entity.class)), policy);
    assertAllStored(entities);
  }

  @Test
  void throttlingThatStopsWithinTheAttemptsIsRetriedAway() {
    List<Entity> entities = mixedEntities(200, "flaky");
    FAULTS.throttle(0.4).unprocessed(0.5, 0.2);

    BatchWriteResult result = BatchWriter.write(table, "entities.putAll", puts(entities), policy);

    assertEquals(200, result.written());
    assertTrue(FAULTS.throttled() > 0);
    System.out.printf("200 writes, 40%% of calls throttled: %d calls (%d throttled)%n",
        FAULTS.batchCalls(), FAULTS.throttled());
    FAULTS.off();
    assertAllStored(entities);
  }

  @Test
  void backoffGrowsWithEachAttemptAndNeverExceedsMaxDelay() {
    FAULTS.throttle(1.0);
    RetryPolicy ceilings = RetryPolicy.defaults().withSleeper(sleeper).withRandom(new HighestRandom());

    assertThrows(ThrottledException.class,
        () -> BatchWriter.write(table, "entities.putAll", puts(mixedEntities(5, "backoff")), ceilings));
    assertEquals(List.of(50L, 100L, 200L, 400L, 800L, 1600L, 2000L),
        sleeper.delays.stream().map(Duration::toMillis).toList(), "the ceilings: 50 ms doubling, capped at 2 s");

    // with real jitter: each wait within [0, ceiling(retry)]
    sleeper.delays.clear();
    FAULTS.off().unprocessed(1.0, 0.5);
    RetryPolicy jittered = RetryPolicy.defaults().withMaxAttempts(20).withSleeper(sleeper).withRandom(new Random(9));
    BatchWriter.write(table, "entities.putAll", puts(mixedEntities(25, "jitter")), jittered);
    assertFalse(sleeper.delays.isEmpty());
    for (int i = 0; i < sleeper.delays.size(); i++) {
      Duration d = sleeper.delays.get(i);
      assertTrue(!d.isNegative() && d.compareTo(jittered.ceiling(i + 1)) <= 0, "delay " + i + ": " + d);
      assertTrue(d.compareTo(jittered.maxDelay()) <= 0);
    }
  }

  @Test
  void twoWritesToOneKeyAreRefusedBeforeAnyRequest() {
    Workspace a = new Workspace("dup", "first", "FREE");
    Workspace b = new Workspace("dup", "second", "PRO");
    List<WriteRequestFor<Entity>> writes = new ArrayList<>(puts(mixedEntities(30, "dupkeys")));
    writes.add(WriteRequestFor.put(a, a.item()));
    writes.add(WriteRequestFor.delete(b, b.key()));

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> BatchWriter.write(table, "entities.putAll", writes, policy));

    assertTrue(e.getMessage().contains("writes #30 and #31 both target PK=\"WS#dup\", SK=\"META\""), e.getMessage());
    assertTrue(e.getMessage().contains("nothing was written"), e.getMessage());
    assertEquals(0, COUNTER.total());
    assertTrue(listener.events.isEmpty());
  }

  @Test
  void anItemOver400KbIsRefusedBeforeAnyRequest() {
    String big = "x".repeat(400 * 1024);
    Workspace huge = new Workspace("huge", big, "PRO");
    List<WriteRequestFor<Entity>> writes = new ArrayList<>(puts(mixedEntities(10, "big")));
    writes.add(WriteRequestFor.put(huge, huge.item()));

    ItemTooLargeException e = assertThrows(ItemTooLargeException.class,
        () -> BatchWriter.write(table, "entities.putAll", writes, policy));

    assertTrue(e.getMessage().contains("PK=\"WS#huge\", SK=\"META\""), e.getMessage());
    assertTrue(e.getMessage().startsWith("entities.putAll (write #10, "), e.getMessage());
    assertTrue(e.getMessage().contains("over DynamoDB's limit of 409600 bytes"), e.getMessage());
    assertEquals(0, COUNTER.total());
  }

  @Test
  void theSizeEstimateMatchesTheServerAtThe400KbLimit() {
    // PK "PK"+"WS#edge" = 2+7, SK "SK"+"META" = 2+4, "_type"+"Workspace" = 5+9, "plan"+"PRO" = 4+3, "name" = 4
    int overhead = 9 + 6 + 14 + 7 + 4;
    Workspace atLimit = new Workspace("edge", "y".repeat(409_600 - overhead), "PRO");
    assertEquals(409_600, ItemSize.of(atLimit.item()));
    BatchWriter.write(table, "entities.putAll", puts(List.of(atLimit)), policy);
    assertEquals(1, COUNTER.count("BatchWriteItem"));

    Workspace overLimit = new Workspace("edge", "y".repeat(409_601 - overhead), "PRO");
    assertThrows(ItemTooLargeException.class,
        () -> BatchWriter.write(table, "entities.putAll", puts(List.of(overLimit)), policy));
    // and the server agrees: it refuses the same item
    DynamoDbException server = assertThrows(DynamoDbException.class,
        () -> client.putItem(b -> b.tableName(tableName).item(overLimit.item())));
    assertTrue(server.getMessage().contains("size"), server.getMessage());
  }

  @Test
  void requestsAreSplitAt16MbAsWellAsAt25Writes() {
    // 10 items of 1,041 bytes under a 3,200-byte request limit: 3 + 3 + 3 + 1
    List<Entity> entities = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      entities.add(new Workspace("kb-" + i, "z".repeat(1_000), "FREE"));
    }
    BatchWriteResult result = BatchWriter.write(table, "entities.putAll", puts(entities), policy, 25, 3_200);
    assertEquals(4, result.requests());
    assertEquals(4, COUNTER.count("BatchWriteItem"));
    assertAllStored(entities);
  }

  @Test
  void deletesAndPutsMix() {
    List<Entity> entities = mixedEntities(40, "mixed");
    BatchWriter.write(table, "entities.putAll", puts(entities), policy);
    List<WriteRequestFor<Entity>> writes = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      Entity e = entities.get(i);
      writes.add(i % 2 == 0 ? WriteRequestFor.delete(e, e.key()) : WriteRequestFor.put(e, e.item()));
    }
    FAULTS.unprocessed(1.0, 0.3);
    BatchWriteResult result = BatchWriter.write(table, "entities.replace", writes, policy);
    assertEquals(40, result.written());
    FAULTS.off();
    for (int i = 0; i < 40; i++) {
      Map<String, AttributeValue> item = table.send("get",
          GetItemOperation.of(GetItemOperation.request(table.context(), entities.get(i).key(), true)));
      if (i % 2 == 0) {
        assertNull(item);
      } else {
        assertEquals(normalize(entities.get(i).item()), normalize(item));
      }
    }
  }

  @Test
  void otherFailuresEndTheBatchWithEveryObjectNotWrittenNamingOperationAndTable() {
    TableClient missing = tableClient(client, "no-such-table-batch", listener);
    List<Entity> entities = mixedEntities(3, "nt");
    BatchIncompleteException e = assertThrows(BatchIncompleteException.class,
        () -> BatchWriter.write(missing, "entities.putAll", puts(entities), policy));
    assertTrue(e.getMessage().contains("entities.putAll"), e.getMessage());
    assertTrue(e.getMessage().contains("no-such-table-batch"), e.getMessage());
    assertEquals("ResourceNotFoundException", e.awsErrorCode());
    assertEquals(entities, e.unprocessed());
    assertTrue(sleeper.delays.isEmpty(), "not retried");
    assertEquals(1, listener.events.size());
    assertFalse(listener.events.get(0).succeeded());
  }

  @Test
  void aClientSideFailureInALaterChunkListsItsWritesEveryLaterOneAndEarlierLeftovers(DynaliteServer server) {
    // The network fails on the 3rd BatchWriteItem: an SdkClientException, not a service error.
    AtomicInteger calls = new AtomicInteger();
    ExecutionInterceptor brokenNetwork = new ExecutionInterceptor() {
      @Override
      public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
        if (context.request() instanceof BatchWriteItemRequest && calls.incrementAndGet() == 3) {
          throw SdkClientException.create("Connection reset (injected by the test)");
        }
      }
    };
    try (DynamoDbClient flaky = server.newClient(FAULTS, brokenNetwork)) {
      TableClient flakyTable = tableClient(flaky, tableName, listener);
      List<Entity> entities = mixedEntities(100, "netfail"); // 4 chunks of 25
      FAULTS.unprocessed(1.0, 0.2);
      BatchIncompleteException e = assertThrows(BatchIncompleteException.class,
          () -> BatchWriter.write(flakyTable, "entities.putAll", puts(entities), RetryPolicy.none()));
      FAULTS.off();

      assertTrue(e.getCause() instanceof SdkClientException, String.valueOf(e.getCause()));
      assertTrue(e.getMessage().contains("Connection reset"), e.getMessage());
      assertTrue(e.unprocessed().containsAll(entities.subList(50, 100)), "chunks 3 and 4");
      assertTrue(e.unprocessed().size() > 50, "and the leftovers of chunks 1 and 2: " + e.unprocessed().size());
      List<Entity> missing = absent(entities);
      assertEquals(new HashSet<>(missing), new HashSet<>(e.unprocessed()), "exactly what is not stored");
      assertEquals(3, calls.get(), "chunk 4 was not sent");
    }
  }

  @Test
  void anInterruptWhileWaitingToRetryListsEveryWriteNotAppliedAndKeepsTheInterruptFlag() {
    List<Entity> entities = mixedEntities(100, "interrupted"); // 4 chunks of 25
    FAULTS.unprocessed(1.0, 0.2);
    RetryPolicy interrupted = policy.withSleeper(delay -> {
      throw new InterruptedException("test");
    });
    try {
      BatchIncompleteException e = assertThrows(BatchIncompleteException.class,
          () -> BatchWriter.write(table, "entities.putAll", puts(entities), interrupted));
      assertTrue(Thread.interrupted(), "the interrupt flag is set again (and cleared here)");
      FAULTS.off();
      assertTrue(e.getCause() instanceof InterruptedException);
      assertTrue(e.unprocessed().containsAll(entities.subList(25, 100)), "chunks 2 to 4 were never sent");
      assertEquals(new HashSet<>(absent(entities)), new HashSet<>(e.unprocessed()), "exactly what is not stored");
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void aWriteWithoutTheKeyAttributesIsRefused() {
    List<WriteRequestFor<String>> writes = List.of(WriteRequestFor.put("keyless", Map.of("PK", s("A"), "x", s("1"))));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> BatchWriter.write(table, "things.putAll", writes, policy));
    assertTrue(e.getMessage().contains("lacks the key attribute SK"), e.getMessage());
    assertEquals(0, COUNTER.total());
  }

  @Test
  void anEmptyBatchSendsNothing() {
    BatchWriteResult result = BatchWriter.write(table, "entities.putAll", List.<WriteRequestFor<Entity>>of(), policy);
    assertEquals(new BatchWriteResult(0, 0, 0), result);
    assertEquals(0, COUNTER.total());
  }

  private List<Entity> absent(List<Entity> entities) {
    BatchGetResult<Entity> read = BatchGetter.get(table, "check", entities, Entity::key, RetryPolicy.none(), true);
    return read.missing();
  }

  private void assertAllStored(List<Entity> entities) {
    BatchGetResult<Entity> read = BatchGetter.get(table, "check", entities, Entity::key, RetryPolicy.none(), true);
    assertEquals(List.of(), read.missing());
    assertEquals(entities.stream().map(e -> normalize(e.item())).toList(),
        read.items().stream().map(BatchFixtures::normalize).toList());
  }
}
