package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.time.LocalDate;
import io.partitura.runtime.keys.Shards;
import io.partitura.runtime.query.KeyRange;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.model.IgnoreNullsMode;
import software.amazon.awssdk.enhanced.dynamodb.model.UpdateItemEnhancedRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Index keys stay what put writes through partial updates, batches and the Enhanced Client: each index key
 * attribute is written from its own components, so a partial update sets one without reading the other, and
 * an item is in an index exactly when every component of that index's key is non-null.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class IndexUpdatesTest {
  private static final Instant OPENED = Instant.parse("2026-03-01T09:00:00Z");
  private static final LocalDate DUE = LocalDate.parse("2026-04-01");
  /** Every index key attribute of the tracker table. */
  private static final List<String> INDEX_ATTRIBUTES =
      List.of("GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK", "LSI1SK");

  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static TrackerTable tracker;

  private String board;

  @BeforeAll
  static void createTable(TestServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    tracker = TrackerTable.builder().client(client).tableName("tracker-" + UUID.randomUUID()).build();
    tracker.createTable();
  }

  @BeforeEach
  void newBoard() {
    board = "b-" + UUID.randomUUID();
    tracker.boards().put(new Board(board, "Board"));
    requests.reset();
  }

  private Ticket bare(String id) {
    return new Ticket(board, id, "Title", null, null, null, null, null);
  }

  // ---- a partial update writes the index key attributes of what it sets, exactly as put does ----

  @Test
  void anUpdateOfBothComponentsOfATwoComponentKeyPutsTheItemInThatIndex() {
    tracker.tickets().put(bare("t1"));
    requests.reset();

    Ticket updated = tracker.tickets().update(board, "t1").status(Status.OPEN).openedAt(OPENED).apply();

    assertEquals(List.of("UpdateItem"), requests.operations());
    Ticket expected = new Ticket(board, "t1", "Title", Status.OPEN, OPENED, null, null, null);
    assertEquals(expected, updated);
    assertEquals(List.of("t1"), ids(tracker.tickets().byStatus(Status.OPEN).all()));
    assertEquals(indexKeysPutWrites(expected), storedIndexKeys("t1"));
  }

  @Test
  void settingTheStatusOfATicketWhoseOpenedAtIsStoredListsItWithoutReadingOpenedAt() {
    tracker.tickets().put(new Ticket(board, "t2", "Title", null, OPENED, null, null, null));
    // Put writes each index key attribute whose own components are non-null: GSI1SK, not GSI1PK.
    assertEquals(List.of("GSI1SK"), List.copyOf(storedIndexKeys("t2").keySet()));
    assertEquals(List.of(), ids(tracker.tickets().byStatus(Status.OPEN).all()));
    requests.reset();

    tracker.tickets().update(board, "t2").status(Status.OPEN).apply();

    assertEquals(List.of("UpdateItem"), requests.operations());
    assertEquals(List.of("t2"), ids(tracker.tickets().byStatus(Status.OPEN).all()));
    assertEquals(indexKeysPutWrites(new Ticket(board, "t2", "Title", Status.OPEN, OPENED, null, null, null)),
        storedIndexKeys("t2"));
  }

  @Test
  void aStatusChangeIsOneUpdateItemThatWritesTheIndexPartitionKeyWithItsShardAndLeavesTheSortKey() {
    Ticket open = new Ticket(board, "s1", "Title", Status.OPEN, OPENED, null, null, null);
    tracker.tickets().put(open);
    Map<String, AttributeValue> before = storedIndexKeys("s1");
    requests.reset();

    TicketRepository.Update update = tracker.tickets().update(board, "s1").status(Status.CLOSED)
        .when(c -> c.status().is(Status.OPEN));
    UpdateItemRequest request = update.toRequest();
    Ticket closed = update.apply();

    // One UpdateItem, no read: SET status and GSI1PK (in the shard put computes from the item's key).
    assertEquals(List.of("UpdateItem"), requests.operations());
    assertEquals("SET #a0 = :v0, #a1 = :v1", request.updateExpression());
    assertEquals(Map.of("#pk", "PK", "#a0", "status", "#a1", "GSI1PK", "#c0", "status"),
        request.expressionAttributeNames());
    assertEquals(AttributeValue.fromS(TicketRepository.Codec.byStatusPartitionKey(Status.CLOSED,
        Shards.ofItem(TicketRepository.Codec.partitionKey(board), TicketRepository.Codec.sortKey("s1"), 2))),
        request.expressionAttributeValues().get(":v1"));
    assertEquals(new Ticket(board, "s1", "Title", Status.CLOSED, OPENED, null, null, null), closed);
    assertEquals(indexKeysPutWrites(closed), storedIndexKeys("s1"));
    assertEquals(before.get("GSI1SK"), storedIndexKeys("s1").get("GSI1SK"));
    assertEquals(List.of("s1"), ids(tracker.tickets().byStatus(Status.CLOSED).all()));
    assertEquals(List.of(), ids(tracker.tickets().byStatus(Status.OPEN).all()));
  }

  /**
   * Two status changes and an openedAt change (the other key attribute of the same index) sent at once, with an
   * assignee change (another index): whatever order DynamoDB applies them in, none is lost, and the stored index
   * key attributes are what put writes for the record they leave. Each is one UpdateItem; nothing is read.
   */
  @Test
  void concurrentStatusAndOpenedAtChangesLeaveTheIndexKeysPutWouldWrite() throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 15; round++) {
        String id = "race" + round;
        tracker.tickets().put(new Ticket(board, id, "Title", Status.OPEN, OPENED, "ana", null, null));
        Instant reopened = OPENED.plusSeconds(round + 1);
        CyclicBarrier start = new CyclicBarrier(4);
        List<Runnable> writes = List.of(
            () -> tracker.tickets().update(board, id).status(Status.CLOSED).apply(),
            () -> tracker.tickets().update(board, id).status(Status.OPEN).apply(),
            () -> tracker.tickets().update(board, id).openedAt(reopened).apply(),
            () -> tracker.tickets().update(board, id).assignee("bo").apply());
        requests.reset();
        List<Future<?>> done = new ArrayList<>();
        for (Runnable write : writes) {
          done.add(threads.submit(() -> {
            start.await();
            write.run();
            return null;
          }));
        }
        for (Future<?> each : done) {
          each.get(30, TimeUnit.SECONDS);
        }

        assertEquals(4, requests.count("UpdateItem"), "round " + round);
        assertEquals(4, requests.total(), "round " + round);
        Ticket stored = TicketRepository.Codec.INSTANCE.fromItem(storedItem(TicketRepository.Codec.primaryKey(board, id)));
        assertTrue(stored.status() == Status.CLOSED || stored.status() == Status.OPEN, stored.toString());
        assertEquals(reopened, stored.openedAt(), "round " + round);
        assertEquals("bo", stored.assignee(), "round " + round);
        assertEquals(indexKeysPutWrites(stored), storedIndexKeys(id), "round " + round);
        assertEquals(List.of(id), ids(tracker.tickets().byStatus(stored.status(), KeyRange.between(reopened, reopened)).all()));
      }
    } finally {
      threads.shutdownNow();
    }
  }

  @Test
  void componentsInDifferentKeyAttributesOfAnIndexKeepASetterEach() throws Exception {
    assertEquals(TicketRepository.Update.class,
        TicketRepository.Update.class.getMethod("status", Status.class).getReturnType());
    assertEquals(TicketRepository.Update.class,
        TicketRepository.Update.class.getMethod("openedAt", Instant.class).getReturnType());
    assertEquals(IncidentRepository.Update.class,
        IncidentRepository.Update.class.getMethod("severity", Severity.class).getReturnType());
    assertEquals(IncidentRepository.Update.class,
        IncidentRepository.Update.class.getMethod("service", String.class).getReturnType());
    assertThrows(NoSuchMethodException.class,
        () -> TicketRepository.Update.class.getMethod("statusAndOpenedAt", Status.class, Instant.class));
  }

  @Test
  void anUpdateOfTheOnlyComponentOfAnIndexWritesItsSortKeyAsPutDoes() throws Exception {
    assertTrue(TicketRepository.Update.class.getMethod("assignee", String.class) != null);
    tracker.tickets().put(bare("t3"));
    requests.reset();

    tracker.tickets().update(board, "t3").assignee("ana").apply();

    assertEquals(List.of("UpdateItem"), requests.operations());
    assertEquals(List.of("t3"), ids(tracker.tickets().byAssignee("ana").all()));
    assertEquals(indexKeysPutWrites(new Ticket(board, "t3", "Title", null, null, "ana", null, null)),
        storedIndexKeys("t3"));
  }

  @Test
  void anUpdateOfAShardedIndexComponentWritesTheShardPutComputes() {
    tracker.tickets().put(bare("t4"));

    tracker.tickets().update(board, "t4").team("core").apply();

    assertEquals(List.of("t4"), ids(tracker.tickets().byTeam("core").all()));
    assertEquals(indexKeysPutWrites(new Ticket(board, "t4", "Title", null, null, null, "core", null)),
        storedIndexKeys("t4"));
  }

  @Test
  void anUpdateOfALocalIndexComponentPutsTheItemInTheLocalIndex() {
    tracker.tickets().put(bare("t5"));

    tracker.tickets().update(board, "t5").dueOn(DUE).apply();

    assertEquals(List.of("t5"), ids(tracker.tickets().inBoardByDueOn(board).all()));
    assertEquals(indexKeysPutWrites(new Ticket(board, "t5", "Title", null, null, null, null, DUE)),
        storedIndexKeys("t5"));
  }

  @Test
  void indexesSharingAComponentAreEachWrittenAndAKeyComponentIsReadFromTheItemsKey() {
    tracker.incidents().put(new Incident(board, "i1", "Down", null, null, null));
    requests.reset();

    Incident updated = tracker.incidents().update(board, "i1")
        .severity(Severity.HIGH).service("api").openedAt(OPENED).apply();

    assertEquals(List.of("UpdateItem"), requests.operations());
    Incident expected = new Incident(board, "i1", "Down", Severity.HIGH, "api", OPENED);
    assertEquals(expected, updated);
    assertEquals(List.of("i1"), tracker.incidents().bySeverity(Severity.HIGH).all().stream()
        .filter(i -> i.boardId().equals(board)).map(Incident::incidentId).toList());
    assertEquals(List.of("i1"), tracker.incidents().byService("api").all().stream()
        .filter(i -> i.boardId().equals(board)).map(Incident::incidentId).toList());
    assertEquals(List.of("i1"), tracker.incidents().byServiceAndId("api").all().stream()
        .filter(i -> i.boardId().equals(board)).map(Incident::incidentId).toList());
    assertEquals(indexKeys(IncidentRepository.Codec.INSTANCE.toItem(expected)),
        storedIndexKeys(IncidentRepository.Codec.primaryKey(board, "i1")));
  }

  // ---- an item is in an index only when every component of its key is non-null ----

  @Test
  void aNullSortComponentLeavesTheItemOutOfTheIndexOnPutBatchAndUpdate() {
    Ticket noOpenedAt = new Ticket(board, "t6", "Title", Status.CLOSED, null, null, null, null);
    tracker.tickets().put(noOpenedAt);
    tracker.putAll(List.of(new Ticket(board, "t7", "Title", Status.CLOSED, null, null, null, null)));
    tracker.tickets().put(new Ticket(board, "t8", "Title", Status.CLOSED, OPENED, null, null, null));
    assertEquals(List.of("t8"), ids(tracker.tickets().byStatus(Status.CLOSED).all()));
    requests.reset();

    tracker.tickets().update(board, "t8").openedAt(null).apply();

    assertEquals(List.of("UpdateItem"), requests.operations());
    // The Query on GSI1 proves it: no item without openedAt is listed.
    assertEquals(List.of(), ids(tracker.tickets().byStatus(Status.CLOSED).all()));
    // GSI1PK stays, its own component being set; without GSI1SK, DynamoDB leaves the item out of GSI1.
    assertEquals(List.of("GSI1PK"), List.copyOf(storedIndexKeys("t6").keySet()));
    assertEquals(storedIndexKeys("t6").keySet(), storedIndexKeys("t7").keySet());
    assertEquals(indexKeysPutWrites(new Ticket(board, "t8", "Title", Status.CLOSED, null, null, null, null)),
        storedIndexKeys("t8"));
    assertEquals(List.of("GSI1PK"), List.copyOf(storedIndexKeys("t8").keySet()));
  }

  @Test
  void aNullStatusRemovesGsi1pkAndTheItemLeavesTheIndexThenComesBackWithItsSortKeyUntouched() {
    tracker.tickets().put(new Ticket(board, "t9", "Title", Status.OPEN, OPENED, null, null, null));
    Map<String, AttributeValue> listed = storedIndexKeys("t9");
    requests.reset();

    tracker.tickets().update(board, "t9").status(null).apply();

    assertEquals(List.of("UpdateItem"), requests.operations());
    assertEquals(List.of(), ids(tracker.tickets().byStatus(Status.OPEN).all()));
    assertEquals(List.of("GSI1SK"), List.copyOf(storedIndexKeys("t9").keySet()));

    tracker.tickets().update(board, "t9").status(Status.CLOSED).apply();

    assertEquals(List.of("t9"), ids(tracker.tickets().byStatus(Status.CLOSED).all()));
    assertEquals(listed.get("GSI1SK"), storedIndexKeys("t9").get("GSI1SK"));
  }

  @Test
  void aNullPartitionComponentTakesTheItemOutOfEveryIndexItKeys() {
    tracker.incidents().put(new Incident(board, "i2", "Slow", Severity.LOW, "db", OPENED));

    tracker.incidents().update(board, "i2").service(null).apply();

    Incident expected = new Incident(board, "i2", "Slow", Severity.LOW, null, OPENED);
    assertEquals(List.of(), tracker.incidents().byService("db").all().stream()
        .filter(i -> i.boardId().equals(board)).toList());
    assertEquals(List.of("i2"), tracker.incidents().bySeverity(Severity.LOW).all().stream()
        .filter(i -> i.boardId().equals(board)).map(Incident::incidentId).toList());
    assertEquals(indexKeys(IncidentRepository.Codec.INSTANCE.toItem(expected)),
        storedIndexKeys(IncidentRepository.Codec.primaryKey(board, "i2")));
    // GSI2PK and GSI3PK are gone; their sort key attributes stay, and the item is in neither index.
    assertEquals(List.of("GSI1PK", "GSI1SK", "GSI2SK", "GSI3SK"),
        List.copyOf(storedIndexKeys(IncidentRepository.Codec.primaryKey(board, "i2")).keySet()));
  }

  // ---- item 6: the Enhanced Client's updateItem clears what the record leaves null ----

  @Test
  void enhancedUpdateItemRemovesAFieldTheRecordLeavesNull() {
    tracker.tickets().put(new Ticket(board, "e1", "Title", null, null, null, null, null));
    requests.reset();

    Ticket returned = enhancedTickets().updateItem(new Ticket(board, "e1", null, null, null, null, null, null));

    assertEquals(List.of("UpdateItem"), requests.operations());
    assertNull(returned.title());
    assertNull(tracker.tickets().get(board, "e1").orElseThrow().title());
    assertFalse(storedItem(TicketRepository.Codec.primaryKey(board, "e1")).containsKey("title"));
  }

  @Test
  void enhancedUpdateItemTakesATicketWhoseStatusBecomesNullOutOfItsIndex() {
    Ticket open = new Ticket(board, "e2", "Title", Status.OPEN, OPENED, "bo", "ops", DUE);
    tracker.tickets().put(open);
    assertEquals(List.of("e2"), ids(tracker.tickets().byStatus(Status.OPEN).all()));

    Ticket noStatus = new Ticket(board, "e2", "Title", null, OPENED, null, "ops", DUE);
    enhancedTickets().updateItem(noStatus);

    assertEquals(List.of(), ids(tracker.tickets().byStatus(Status.OPEN).all()));
    assertEquals(List.of(), ids(tracker.tickets().byAssignee("bo").all()));
    assertEquals(List.of("e2"), ids(tracker.tickets().byTeam("ops").all()));
    assertEquals(indexKeysPutWrites(noStatus), storedIndexKeys("e2"));
  }

  @Test
  void enhancedUpdateItemWithIgnoreNullsKeepsWhatTheRecordLeavesNull() {
    Ticket stored = new Ticket(board, "e3", "Title", Status.OPEN, OPENED, null, null, null);
    tracker.tickets().put(stored);
    Ticket partial = new Ticket(board, "e3", null, Status.CLOSED, OPENED, null, null, null);

    enhancedTickets().updateItem(UpdateItemEnhancedRequest.builder(Ticket.class).item(partial).ignoreNulls(true).build());
    Ticket afterIgnoreNulls = tracker.tickets().get(board, "e3").orElseThrow();
    enhancedTickets().updateItem(UpdateItemEnhancedRequest.builder(Ticket.class)
        .item(new Ticket(board, "e3", null, Status.OPEN, OPENED, null, null, null))
        .ignoreNullsMode(IgnoreNullsMode.SCALAR_ONLY).build());

    assertEquals(new Ticket(board, "e3", "Title", Status.CLOSED, OPENED, null, null, null), afterIgnoreNulls);
    assertEquals(stored, tracker.tickets().get(board, "e3").orElseThrow());
    assertEquals(indexKeysPutWrites(stored), storedIndexKeys("e3"));
  }

  @Test
  void theTableSchemaMapsNullComponentsAndIndexKeysToNulOnlyWhenNullsAreNotIgnored() {
    Ticket ticket = new Ticket(board, "s1", null, Status.OPEN, null, null, null, null);
    Map<String, AttributeValue> all = TicketRepository.Codec.tableSchema().itemToMap(ticket, false);
    Map<String, AttributeValue> nonNull = TicketRepository.Codec.tableSchema().itemToMap(ticket, true);

    assertEquals(TicketRepository.Codec.INSTANCE.toItem(ticket), nonNull);
    for (String attribute : List.of("title", "openedAt", "GSI1SK", "GSI2PK", "LSI1SK")) {
      assertEquals(AttributeValue.fromNul(true), all.get(attribute), attribute);
    }
    assertEquals(nonNull.get("status"), all.get("status"));
    // GSI1PK is made of the status alone: written, though without GSI1SK the item is not in GSI1.
    assertTrue(nonNull.containsKey("GSI1PK"), nonNull::toString);
    assertEquals(nonNull.get("GSI1PK"), all.get("GSI1PK"));
  }

  private DynamoDbTable<Ticket> enhancedTickets() {
    return DynamoDbEnhancedClient.builder().dynamoDbClient(client).build()
        .table(tracker.tableName(), TicketRepository.Codec.tableSchema());
  }

  private List<String> ids(List<Ticket> tickets) {
    return tickets.stream().filter(t -> t.boardId().equals(board)).map(Ticket::ticketId).toList();
  }

  private static Map<String, AttributeValue> indexKeysPutWrites(Ticket ticket) {
    return indexKeys(TicketRepository.Codec.INSTANCE.toItem(ticket));
  }

  private Map<String, AttributeValue> storedIndexKeys(String ticketId) {
    return storedIndexKeys(TicketRepository.Codec.primaryKey(board, ticketId));
  }

  private static Map<String, AttributeValue> storedIndexKeys(Map<String, AttributeValue> key) {
    return indexKeys(storedItem(key));
  }

  private static Map<String, AttributeValue> storedItem(Map<String, AttributeValue> key) {
    return client.getItem(GetItemRequest.builder().tableName(tracker.tableName()).key(key).consistentRead(true).build())
        .item();
  }

  private static Map<String, AttributeValue> indexKeys(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> keys = new TreeMap<>();
    for (String attribute : INDEX_ATTRIBUTES) {
      if (item.containsKey(attribute)) {
        keys.put(attribute, item.get(attribute));
      }
    }
    return keys;
  }
}
