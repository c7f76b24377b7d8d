package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.indexupdates.Board;
import io.partitura.it.indexupdates.Incident;
import io.partitura.it.indexupdates.IncidentRepository;
import io.partitura.it.indexupdates.Severity;
import io.partitura.it.indexupdates.Status;
import io.partitura.it.indexupdates.Ticket;
import io.partitura.it.indexupdates.TicketRepository;
import io.partitura.it.indexupdates.TrackerTable;
import io.partitura.it.locking.Badge;
import io.partitura.it.locking.BadgeRepository;
import io.partitura.it.locking.Holding;
import io.partitura.it.locking.HoldingRepository;
import io.partitura.it.locking.LockingTable;
import io.partitura.it.locking.Seal;
import io.partitura.it.locking.SealRepository;
import io.partitura.it.locking.Tier;
import io.partitura.it.locking.Vault;
import io.partitura.runtime.backfill.BackfillClock;
import io.partitura.runtime.backfill.BackfillResult;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.exceptions.BackfillFailedException;
import io.partitura.runtime.exceptions.InvalidCheckpointException;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.FaultInjectingInterceptor;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * {@code db.backfill(index)} against dynalite: items stored before index GSI1 existed (written as
 * an older schema would have, without its key attributes) gain exactly the keys put writes, without
 * losing a concurrent write, under throttling, across an interruption, and a second run writes nothing.
 */
@ExtendWith(DynaliteExtension.class)
class BackfillTest {
  private static final Instant OPENED = Instant.parse("2026-03-01T09:00:00Z");
  private static final List<String> GSI1 = List.of("GSI1PK", "GSI1SK");

  private DynaliteServer server;
  private RequestCounter requests;
  private FaultInjectingInterceptor faults;
  /** The table the backfill runs through: counted, and throttled when a test asks. */
  private TrackerTable tracker;
  /** The same table through a client of its own: the concurrent writer's, and the test's reads. */
  private TrackerTable direct;
  private DynamoDbClient plain;

  @BeforeEach
  void newTable(DynaliteServer server) {
    this.server = server;
    String name = "backfill-" + UUID.randomUUID();
    requests = new RequestCounter();
    faults = new FaultInjectingInterceptor(7);
    plain = server.newClient();
    direct = TrackerTable.builder().client(plain).tableName(name).build();
    direct.createTable();
    tracker = TrackerTable.builder().client(server.newClient(faults, requests)).tableName(name).build();
  }

  // ---- the issue's test: 5,000 items, concurrent writes, throttling ----

  @Test
  void fiveThousandItemsUnderConcurrentWritesAndThrottlingEndInTheIndexExactlyOnceWithNoWriteLost()
      throws Exception {
    Map<String, Ticket> expected = new LinkedHashMap<>();
    List<Object> seeded = new ArrayList<>();
    for (int b = 0; b < 10; b++) {
      seeded.add(new Board("b" + b, "Board " + b));
    }
    for (int i = 0; i < 4800; i++) {
      Ticket ticket = ticket(i);
      expected.put(ticket.ticketId(), ticket);
      seeded.add(ticket);
    }
    Map<String, Incident> incidents = new LinkedHashMap<>();
    for (int i = 0; i < 190; i++) {
      Incident incident = new Incident("b" + (i % 10), "i" + i, "Summary", i % 2 == 0 ? Severity.LOW : Severity.HIGH,
          "svc", OPENED.plusSeconds(i));
      incidents.put(incident.incidentId(), incident);
      seeded.add(incident);
    }
    writeWithoutIndexKeys(seeded);
    assertEquals(5000, seeded.size());
    assertEquals(List.of(), direct.tickets().byStatus(Status.OPEN).all(), "the seeded items are not in GSI1 yet");

    // One ticket in ten is written by another thread while the backfill runs: its key components
    // changed, a non-key attribute changed, replaced whole by a put, or deleted.
    List<Ticket> touched = expected.values().stream().filter(t -> number(t) % 10 == 3).toList();
    Map<String, Ticket> written = Collections.synchronizedMap(new HashMap<>());
    Set<String> deleted = Collections.synchronizedSet(new HashSet<>());
    CountDownLatch backfillStarted = new CountDownLatch(1);
    AtomicReference<Throwable> writerFailure = new AtomicReference<>();
    Thread writer = new Thread(() -> {
      try {
        backfillStarted.await();
        for (int j = 0; j < touched.size(); j++) {
          Ticket t = touched.get(j);
          switch (j % 4) {
            case 0 -> written.put(t.ticketId(), direct.tickets().update(t.boardId(), t.ticketId())
                .status(t.status() == Status.OPEN ? Status.CLOSED : Status.OPEN).openedAt(OPENED.plusSeconds(-j))
                .apply());
            case 1 -> written.put(t.ticketId(),
                direct.tickets().update(t.boardId(), t.ticketId()).title("retitled " + j).apply());
            case 2 -> {
              Ticket replaced = new Ticket(t.boardId(), t.ticketId(), "replaced", Status.OPEN, OPENED.plusSeconds(-j),
                  null, "team", null);
              direct.tickets().put(replaced);
              written.put(t.ticketId(), replaced);
            }
            default -> {
              direct.tickets().delete(t.boardId(), t.ticketId());
              deleted.add(t.ticketId());
            }
          }
        }
      } catch (Throwable e) {
        writerFailure.set(e);
      }
    }, "concurrent-writer");
    writer.start();
    faults.throttleEveryOperation(0.1);
    requests.reset();

    RecordingClock clock = new RecordingClock();
    BackfillResult result = tracker.backfill("GSI1")
        .segments(4)
        .pageSize(100)
        .clock(clock)
        .onProgress(progress -> backfillStarted.countDown())
        .run();
    writer.join(TimeUnit.MINUTES.toMillis(2));
    faults.off();
    assertEquals(null, writerFailure.get());

    expected.putAll(written);
    deleted.forEach(expected::remove);
    // No write lost: every ticket is stored as the writer (or the seed) left it.
    Map<String, Ticket> stored = new HashMap<>();
    for (int b = 0; b < 10; b++) {
      direct.tickets().inBoard("b" + b).all().forEach(t -> stored.put(t.ticketId(), t));
    }
    assertEquals(Map.of(), differences(expected, stored), "stored tickets that differ from the last write");
    // Every ticket with both components is in GSI1 exactly once, under its current status.
    for (Status status : Status.values()) {
      List<Ticket> listed = direct.tickets().byStatus(status).all();
      assertEquals(listed.size(), listed.stream().map(Ticket::ticketId).distinct().count(), "duplicates in " + status);
      assertEquals(Map.of(), differences(
          byId(expected.values().stream().filter(t -> t.status() == status && t.openedAt() != null).toList()),
          byId(listed)), "GSI1 " + status);
    }
    for (Severity severity : Severity.values()) {
      List<Incident> listed = direct.incidents().bySeverity(severity).all();
      assertEquals(incidents.values().stream().filter(i -> i.severity() == severity).collect(
          Collectors.toMap(Incident::incidentId, i -> i)), listed.stream().collect(
          Collectors.toMap(Incident::incidentId, i -> i)), "GSI1 " + severity);
    }

    assertTrue(result.complete());
    // Each scanned item is counted once; a ticket deleted before the Scan reached it was not scanned.
    assertEquals(result.scanned(), result.updated() + result.upToDate() + result.otherItems() + result.vanished());
    assertTrue(result.scanned() >= 5000 - deleted.size() && result.scanned() <= 5000, "scanned " + result.scanned());
    assertEquals(10, result.otherItems(), "the boards");
    assertTrue(result.throttled() > 0, "throttling was injected: " + result);
    assertEquals(faults.throttled(), result.throttled());
    // What was sent: one UpdateItem per updated item and per refused attempt, one consistent
    // GetItem per refusal; the throttled requests never reached the server.
    assertEquals(result.pages(), requests.count("Scan"));
    assertEquals(result.updated() + result.conflicts(), requests.count("UpdateItem"));
    assertEquals(result.conflicts(), requests.count("GetItem"));
    assertEquals(0, requests.count("PutItem"), "the backfill never puts an item whole");
    assertEquals(Set.of(), Set.copyOf(requests.operations()).stream()
        .filter(o -> !Set.of("Scan", "UpdateItem", "GetItem").contains(o)).collect(Collectors.toSet()));

    // Idempotent: a second run finds every key right and writes nothing.
    requests.reset();
    BackfillResult again = tracker.backfill("GSI1").segments(4).pageSize(100).run();
    assertEquals(0, again.updated());
    assertEquals(0, requests.count("UpdateItem"));
    assertEquals(expected.size() + incidents.size(), again.upToDate());
  }

  // ---- concurrent writes between the Scan and the UpdateItem, made to happen every time ----

  @Test
  void aWriteBetweenTheScanAndTheUpdateIsKeptAndTheIndexKeyFollowsIt() {
    Map<String, Ticket> expected = new LinkedHashMap<>();
    List<Object> seeded = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      Ticket ticket = new Ticket("b0", "t" + i, "Title", Status.OPEN, OPENED.plusSeconds(i), null, null, null);
      expected.put(ticket.ticketId(), ticket);
      seeded.add(ticket);
    }
    writeWithoutIndexKeys(seeded);
    // Right after the Scan page is read, before any UpdateItem: five tickets change status (which
    // writes their index key), five change a non-key attribute, five are replaced by put, five deleted.
    AtomicLong scans = new AtomicLong();
    TrackerTable racing = TrackerTable.builder().client(server.newClient(requests)).tableName(tracker.tableName())
        .listener(event -> {
          if (event.requestKind().equals("Scan") && scans.incrementAndGet() == 1) {
            for (int i = 0; i < 5; i++) {
              expected.put("t" + i, direct.tickets().update("b0", "t" + i)
                  .status(Status.CLOSED).openedAt(OPENED.minusSeconds(i)).apply());
              expected.put("t" + (5 + i), direct.tickets().update("b0", "t" + (5 + i)).title("renamed").apply());
              Ticket replaced = new Ticket("b0", "t" + (10 + i), "replaced", Status.CLOSED, OPENED, "ann", null, null);
              direct.tickets().put(replaced);
              expected.put(replaced.ticketId(), replaced);
              direct.tickets().delete("b0", "t" + (15 + i));
              expected.remove("t" + (15 + i));
            }
          }
        })
        .build();
    requests.reset();

    BackfillResult result = racing.backfill("GSI1").segments(1).run();

    // The renamed tickets got their keys; the others were refused, re-read, and found already
    // indexed by the write that changed them (or gone).
    assertEquals(5, result.updated());
    assertEquals(15, result.conflicts());
    assertEquals(10, result.upToDate());
    assertEquals(5, result.vanished());
    assertEquals(List.of("Scan"), requests.operations().subList(0, 1));
    assertEquals(20, requests.count("UpdateItem"));
    assertEquals(15, requests.count("GetItem"));
    assertEquals(expected, byId(direct.tickets().inBoard("b0").all()));
    assertEquals(byId(expected.values().stream().filter(t -> t.status() == Status.OPEN).toList()),
        byId(direct.tickets().byStatus(Status.OPEN).all()));
    assertEquals(byId(expected.values().stream().filter(t -> t.status() == Status.CLOSED).toList()),
        byId(direct.tickets().byStatus(Status.CLOSED).all()));
    assertEquals(Map.of(), storedIndexKeys("b0", "t15"), "a deleted ticket is not re-created by its index key");
  }

  @Test
  void anItemAnIndexLeavesOutIsNotWrittenAndStaleKeysAreRemoved() {
    Ticket sparse = new Ticket("b0", "t1", "Title", null, OPENED, null, null, null);
    Ticket indexed = new Ticket("b0", "t2", "Title", Status.OPEN, OPENED, null, null, null);
    writeWithoutIndexKeys(List.of(sparse, indexed));
    // An item holding index keys its components no longer give (left by an older writer).
    plain.updateItem(r -> r.tableName(tracker.tableName()).key(TicketRepository.Codec.INSTANCE.primaryKey(sparse))
        .updateExpression("SET GSI1PK = :pk, GSI1SK = :sk")
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("TICKET#OPEN#00"),
            ":sk", AttributeValue.fromS("stale"))));
    requests.reset();

    BackfillResult result = tracker.backfill("GSI1").segments(1).run();

    assertEquals(2, result.updated());
    assertEquals(2, requests.count("UpdateItem"));
    // The stale GSI1PK is removed; GSI1SK is what put writes from openedAt, and without GSI1PK GSI1 leaves it out.
    assertEquals(Map.of("GSI1SK", TicketRepository.Codec.INSTANCE.toItem(sparse).get("GSI1SK")),
        storedIndexKeys("b0", "t1"));
    assertEquals(List.of("t2"), direct.tickets().byStatus(Status.OPEN).all().stream().map(Ticket::ticketId).toList());
  }

  /**
   * Before each index key attribute was written from its own components, put wrote GSI1's both or neither: a
   * ticket stored with a status and no openedAt had neither. Setting openedAt alone then writes GSI1SK, and the
   * ticket stays out of GSI1 though both components are set. The backfill the schema lock names
   * (PARTITURA-SCHEMA-019) writes the GSI1PK it lacks, and nothing to a ticket stored in the new form.
   */
  @Test
  void aTicketStoredBeforeKeyAttributesWereWrittenApartIsListedOnceTheBackfillTheSchemaLockNamesRan() {
    Ticket storedBefore = new Ticket("b0", "t1", "Title", Status.OPEN, null, null, null, null);
    writeWithoutIndexKeys(List.of(storedBefore));
    direct.tickets().put(new Ticket("b0", "t2", "Title", Status.OPEN, null, null, null, null));
    assertEquals(Map.of(), storedIndexKeys("b0", "t1"));
    assertEquals(List.of("GSI1PK"), List.copyOf(storedIndexKeys("b0", "t2").keySet()));

    direct.tickets().update("b0", "t1").openedAt(OPENED).apply();
    direct.tickets().update("b0", "t2").openedAt(OPENED).apply();

    assertEquals(List.of("t2"), direct.tickets().byStatus(Status.OPEN).all().stream().map(Ticket::ticketId).toList());
    assertEquals(List.of("GSI1SK"), List.copyOf(storedIndexKeys("b0", "t1").keySet()));
    requests.reset();

    BackfillResult result = tracker.backfill("GSI1").segments(1).run();

    assertEquals(1, result.updated());
    assertEquals(1, result.upToDate());
    assertEquals(List.of("Scan", "UpdateItem"), requests.operations());
    assertEquals(List.of("t1", "t2"),
        direct.tickets().byStatus(Status.OPEN).all().stream().map(Ticket::ticketId).toList());
    Ticket now = new Ticket("b0", "t1", "Title", Status.OPEN, OPENED, null, null, null);
    Map<String, AttributeValue> putWrites = new HashMap<>(TicketRepository.Codec.INSTANCE.toItem(now));
    putWrites.keySet().retainAll(GSI1);
    assertEquals(putWrites, storedIndexKeys("b0", "t1"));
  }

  // ---- an edge index, and versioned entities ----

  @Test
  void edgesAndTheEntityTheyPointAtGainTheirKeysAndAVersionedWriteMeanwhileWins() {
    LockingTable locking = LockingTable.builder().client(plain).tableName("locking-" + UUID.randomUUID()).build();
    locking.createTable();
    for (int v = 0; v < 3; v++) {
      locking.vaults().put(new Vault("v" + v, "owner", 10, 0));
    }
    for (int s = 0; s < 2; s++) {
      locking.seals().put(new Seal("s" + s, "Seal " + s, 0));
      for (int v = 0; v < 3; v++) {
        locking.holdings().put(new Holding("v" + v, "s" + s, 0));
      }
    }
    // As a schema without index GSI3 would have stored them.
    for (Map<String, AttributeValue> item : plain.scan(r -> r.tableName(locking.tableName())).items()) {
      plain.updateItem(r -> r.tableName(locking.tableName())
          .key(Map.of("PK", item.get("PK"), "SK", item.get("SK"))).updateExpression("REMOVE GSI3PK, GSI3SK"));
    }
    assertEquals(List.of(), locking.holdings().ofSeal("s0").all());
    // Between the Scan and the UpdateItems, one seal and one holding are written at their next version.
    LockingTable racing = LockingTable.builder().client(server.newClient(requests)).tableName(locking.tableName())
        .listener(event -> {
          if (event.requestKind().equals("Scan") && event.itemCount() > 0) {
            locking.seals().put(locking.seals().get("s1", ReadConsistency.STRONG).orElseThrow());
            locking.holdings().put(locking.holdings().get("v2", "s1", ReadConsistency.STRONG).orElseThrow());
          }
        })
        .build();
    requests.reset();

    BackfillResult result = racing.backfill("GSI3").segments(1).run();

    assertEquals(3, result.otherItems(), "the vaults");
    assertEquals(2, result.conflicts(), "the version each read was taken at no longer held");
    assertEquals(2, result.upToDate(), "the versioned puts wrote the index keys themselves");
    assertEquals(6, result.updated());
    for (int s = 0; s < 2; s++) {
      assertEquals(List.of("v0", "v1", "v2"),
          locking.holdings().ofSeal("s" + s).all().stream().map(Holding::vaultId).sorted().toList());
    }
    assertEquals(2, locking.holdings().get("v2", "s1", ReadConsistency.STRONG).orElseThrow().version());
    assertEquals(2, locking.seals().get("s1", ReadConsistency.STRONG).orElseThrow().version());
    // Every item holds exactly the GSI3 key attributes put writes for it.
    for (Map<String, AttributeValue> item : plain.scan(r -> r.tableName(locking.tableName())).items()) {
      String type = item.get("_type").s();
      Map<String, AttributeValue> putWrites = type.equals("Seal") ? SealRepository.Codec.INSTANCE.toItem(SealRepository.Codec.INSTANCE.fromItem(item))
          : type.equals("Holding") ? HoldingRepository.Codec.INSTANCE.toItem(HoldingRepository.Codec.INSTANCE.fromItem(item)) : Map.of();
      assertEquals(gsi3(putWrites), gsi3(item), item.toString());
    }
  }

  @Test
  void anItemThatCannotBeReadStopsTheBackfillWithItsKeyAndNothingWrittenToIt() {
    LockingTable locking = LockingTable.builder().client(server.newClient(requests))
        .tableName("locking-" + UUID.randomUUID()).build();
    locking.createTable();
    Map<String, AttributeValue> unreadable = new HashMap<>(BadgeRepository.Codec.INSTANCE.toItem(
        new Badge("b1", "name", Tier.GOLD, List.of())));
    unreadable.keySet().removeAll(List.of("name", "GSI1PK", "GSI1SK"));
    plain.putItem(r -> r.tableName(locking.tableName()).item(unreadable));
    requests.reset();

    BackfillFailedException stopped = assertThrows(BackfillFailedException.class,
        () -> locking.backfill("GSI1").segments(1).run());

    assertTrue(stopped.getCause() instanceof ItemMappingException, String.valueOf(stopped.getCause()));
    assertTrue(stopped.getMessage().contains("PK=\"BADGE#b1\""), stopped.getMessage());
    assertEquals(0, stopped.updated());
    assertEquals(List.of("Scan"), requests.operations());
    assertEquals("partitura-backfill:v1:" + locking.tableName() + ":GSI1:1:new", stopped.checkpoint());
  }

  private static Map<String, AttributeValue> gsi3(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> keys = new HashMap<>(item);
    keys.keySet().retainAll(Set.of("GSI3PK", "GSI3SK"));
    return keys;
  }

  // ---- checkpoints ----

  @Test
  void aRunInterruptedAfterFivePagesResumesFromItsCheckpointAndEveryItemIsUpdatedOnce() {
    List<Object> seeded = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      seeded.add(ticket(i));
    }
    writeWithoutIndexKeys(seeded);
    long inIndex = seeded.stream().map(Ticket.class::cast).filter(t -> t.status() != null).count();
    AtomicReference<String> stored = new AtomicReference<>();
    RuntimeException crash = new IllegalStateException("the job was stopped");

    BackfillFailedException stopped = assertThrows(BackfillFailedException.class,
        () -> tracker.backfill("GSI1").segments(4).pageSize(50).onProgress(progress -> {
          if (progress.pages() > 5) {
            throw crash;
          }
          stored.set(progress.checkpoint());
        }).run());

    assertEquals(crash, stopped.getCause());
    assertNotEquals(null, stored.get());
    long firstRun = stopped.updated();
    assertTrue(firstRun > 0 && firstRun < inIndex, "stopped part way: " + firstRun);
    requests.reset();

    BackfillResult resumed = tracker.backfill("GSI1").from(stored.get()).pageSize(50).run();

    assertTrue(resumed.complete());
    assertTrue(resumed.scanned() < 1000, "resumed, not restarted: " + resumed.scanned());
    // Items processed after the stored checkpoint but before the stop are found indexed, not updated again. Each
    // ticket is updated once: one without a status gains GSI1SK alone, which GSI1 leaves out.
    assertEquals(seeded.size(), firstRun + resumed.updated());
    List<Ticket> listed = new ArrayList<>(direct.tickets().byStatus(Status.OPEN).all());
    listed.addAll(direct.tickets().byStatus(Status.CLOSED).all());
    assertEquals(inIndex, listed.size());
    assertEquals(inIndex, listed.stream().map(Ticket::ticketId).distinct().count());

    requests.reset();
    BackfillResult finished = tracker.backfill("GSI1").from(resumed.checkpoint()).run();
    assertEquals(0, requests.total(), "a complete checkpoint leaves nothing to scan");
    assertEquals(0, finished.scanned());
  }

  @Test
  void aCheckpointOfAnotherIndexOrSegmentCountOrMalformedIsRefusedBeforeAnyRequest() {
    writeWithoutIndexKeys(List.of(ticket(1)));
    String gsi1 = tracker.backfill("GSI1").segments(2).run().checkpoint();
    requests.reset();

    assertThrows(InvalidCheckpointException.class, () -> tracker.backfill("GSI2").from(gsi1));
    assertThrows(InvalidCheckpointException.class, () -> tracker.backfill("GSI1").from(gsi1).segments(3).run());
    assertThrows(InvalidCheckpointException.class, () -> tracker.backfill("GSI1").from("not a checkpoint"));
    assertThrows(InvalidCheckpointException.class,
        () -> tracker.backfill("GSI1").from(gsi1.replace(tracker.tableName(), "another-table")));
    InvalidConfigurationException unknown =
        assertThrows(InvalidConfigurationException.class, () -> tracker.backfill("GSI9"));
    assertTrue(unknown.getMessage().contains("[GSI1, GSI2, GSI3, LSI1]"), unknown.getMessage());
    assertThrows(InvalidConfigurationException.class, () -> tracker.backfill("GSI1").rate(0, 10));
    assertThrows(InvalidConfigurationException.class, () -> tracker.backfill("GSI1").rate(10, Double.NaN));
    assertThrows(InvalidConfigurationException.class, () -> tracker.backfill("GSI1").segments(0));
    assertThrows(InvalidConfigurationException.class, () -> tracker.backfill("GSI1").pageSize(0));
    assertEquals(0, requests.total());
  }

  // ---- pacing by consumed capacity ----

  @Test
  void readsArePacedByTheCapacityEachScanPageConsumed() {
    List<Object> seeded = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      seeded.add(ticket(i));
    }
    writeWithoutIndexKeys(seeded);
    List<RequestEvent> events = new CopyOnWriteArrayList<>();
    TrackerTable listened = TrackerTable.builder().client(server.newClient(requests)).tableName(tracker.tableName())
        .listener(events::add).build();
    RecordingClock clock = new RecordingClock();

    BackfillResult result = listened.backfill("GSI1").segments(1).pageSize(40).rate(4, Double.POSITIVE_INFINITY)
        .clock(clock).run();

    List<Double> scanUnits = events.stream().filter(e -> e.requestKind().equals("Scan"))
        .map(RequestEvent::consumedCapacityUnits).toList();
    assertTrue(scanUnits.size() >= 5, "five pages of 40, and maybe an empty last one: " + scanUnits);
    assertTrue(scanUnits.stream().allMatch(units -> units != null) && result.consumedReadUnits() > 0, scanUnits.toString());
    // Before each Scan after the first, the backfill waited the previous page's units at 4 per second.
    assertEquals(scanUnits.subList(0, scanUnits.size() - 1).stream().map(units -> Math.round(units / 4 * 1e9))
        .filter(nanos -> nanos > 0).toList(), clock.sleeps());
    assertEquals(scanUnits.stream().mapToDouble(Double::doubleValue).sum(), result.consumedReadUnits(), 1e-9);
    assertTrue(events.stream().allMatch(e -> e.operation().equals("backfill.GSI1")));
  }

  @Test
  void writesArePacedByTheCapacityEachUpdateConsumed() {
    List<Object> seeded = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      seeded.add(ticket(i));
    }
    writeWithoutIndexKeys(seeded);
    List<RequestEvent> events = new CopyOnWriteArrayList<>();
    TrackerTable listened = TrackerTable.builder().client(server.newClient(requests)).tableName(tracker.tableName())
        .listener(events::add).build();
    RecordingClock clock = new RecordingClock();

    BackfillResult result = listened.backfill("GSI1").segments(1).pageSize(10).rate(Double.POSITIVE_INFINITY, 2)
        .clock(clock).run();

    List<Double> updateUnits = events.stream().filter(e -> e.requestKind().equals("UpdateItem"))
        .map(RequestEvent::consumedCapacityUnits).toList();
    assertEquals(result.updated(), updateUnits.size());
    assertTrue(updateUnits.stream().allMatch(units -> units != null && units > 0), updateUnits.toString());
    int last = updateUnits.size() - 1;
    assertEquals(updateUnits.subList(0, last).stream().map(units -> Math.round(units / 2 * 1e9)).toList(),
        clock.sleeps());
    assertEquals(updateUnits.stream().mapToDouble(Double::doubleValue).sum(), result.consumedWriteUnits(), 1e-9);
  }

  // ---- helpers ----

  private static Ticket ticket(int i) {
    // One in seven has no status: GSI1 leaves it out (a sparse index).
    Status status = i % 7 == 0 ? null : i % 2 == 0 ? Status.OPEN : Status.CLOSED;
    return new Ticket("b" + (i % 10), "t" + i, "Ticket " + i, status, OPENED.plusSeconds(i), "a" + (i % 5),
        "team" + (i % 3), LocalDate.parse("2026-04-01").plusDays(i % 30));
  }

  private static int number(Ticket ticket) {
    return Integer.parseInt(ticket.ticketId().substring(1));
  }

  /** Writes items as a schema without GSI1 did: the codec's item minus GSI1's key attributes. */
  private void writeWithoutIndexKeys(List<?> records) {
    List<WriteRequest> writes = new ArrayList<>();
    for (Object record : records) {
      Map<String, AttributeValue> item = new HashMap<>(record instanceof Ticket t ? TicketRepository.Codec.INSTANCE.toItem(t)
          : record instanceof Incident i ? IncidentRepository.Codec.INSTANCE.toItem(i)
          : io.partitura.it.indexupdates.BoardRepository.Codec.INSTANCE.toItem((Board) record));
      GSI1.forEach(item::remove);
      writes.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
    }
    for (int from = 0; from < writes.size(); from += 25) {
      List<WriteRequest> batch = writes.subList(from, Math.min(writes.size(), from + 25));
      var response = plain.batchWriteItem(BatchWriteItemRequest.builder()
          .requestItems(Map.of(tracker.tableName(), batch)).build());
      assertFalse(response.hasUnprocessedItems() && !response.unprocessedItems().isEmpty());
    }
  }

  private Map<String, AttributeValue> storedIndexKeys(String board, String ticket) {
    var response = plain.getItem(r -> r.tableName(tracker.tableName()).consistentRead(true)
        .key(Map.of("PK", AttributeValue.fromS("BOARD#" + board), "SK", AttributeValue.fromS("TICKET#" + ticket))));
    Map<String, AttributeValue> keys = new HashMap<>(response.item());
    keys.keySet().retainAll(GSI1);
    return keys;
  }

  /** The tickets stored otherwise than expected: expected and stored, side by side. */
  private static Map<String, List<Ticket>> differences(Map<String, Ticket> expected, Map<String, Ticket> stored) {
    Set<String> ids = new HashSet<>(expected.keySet());
    ids.addAll(stored.keySet());
    Map<String, List<Ticket>> differences = new HashMap<>();
    for (String id : ids) {
      if (!java.util.Objects.equals(expected.get(id), stored.get(id))) {
        differences.put(id, java.util.Arrays.asList(expected.get(id), stored.get(id)));
      }
    }
    return differences;
  }

  private static Map<String, Ticket> byId(List<Ticket> tickets) {
    return tickets.stream().collect(Collectors.toMap(Ticket::ticketId, t -> t));
  }

  /** Time passes only when the backfill asks to wait; every wait is recorded. */
  private static final class RecordingClock implements BackfillClock {
    private final AtomicLong now = new AtomicLong();
    private final List<Long> sleeps = new CopyOnWriteArrayList<>();

    @Override
    public long nanoTime() {
      return now.get();
    }

    @Override
    public void sleep(long nanos) {
      sleeps.add(nanos);
      now.addAndGet(nanos);
    }

    List<Long> sleeps() {
      return List.copyOf(sleeps);
    }
  }
}
