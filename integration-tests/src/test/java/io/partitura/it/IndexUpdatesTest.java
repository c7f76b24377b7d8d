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
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
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

/**
 * Index keys stay what put writes through partial updates, batches and the Enhanced Client: an item
 * is in an index exactly when every component of that index's key is non-null.
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

  // ---- item 2: a partial update writes the whole index key, exactly as put does ----

  @Test
  void anUpdateGivenBothComponentsOfATwoComponentKeyPutsTheItemInThatIndex() {
    tracker.tickets().put(bare("t1"));
    requests.reset();

    Ticket updated = tracker.tickets().update(board, "t1").statusAndOpenedAt(Status.OPEN, OPENED).apply();

    assertEquals(List.of("UpdateItem"), requests.operations());
    Ticket expected = new Ticket(board, "t1", "Title", Status.OPEN, OPENED, null, null, null);
    assertEquals(expected, updated);
    assertEquals(List.of("t1"), ids(tracker.tickets().byStatus(Status.OPEN).all()));
    assertEquals(indexKeysPutWrites(expected), storedIndexKeys("t1"));
  }

  @Test
  void settingTheStatusOfATicketWhoseOpenedAtIsStoredNeedsTheStoredOpenedAtAndThenListsIt() {
    tracker.tickets().put(new Ticket(board, "t2", "Title", null, OPENED, null, null, null));
    assertEquals(Map.of(), storedIndexKeys("t2"));

    tracker.tickets().update(board, "t2").statusAndOpenedAt(Status.OPEN, OPENED).apply();

    assertEquals(List.of("t2"), ids(tracker.tickets().byStatus(Status.OPEN).all()));
    assertEquals(indexKeysPutWrites(new Ticket(board, "t2", "Title", Status.OPEN, OPENED, null, null, null)),
        storedIndexKeys("t2"));
  }

  @Test
  void componentsOfAMultiComponentIndexKeyHaveNoSetterOfTheirOwn() {
    assertThrows(NoSuchMethodException.class, () -> TicketRepository.Update.class.getMethod("status", Status.class));
    assertThrows(NoSuchMethodException.class, () -> TicketRepository.Update.class.getMethod("openedAt", Instant.class));
    assertThrows(NoSuchMethodException.class, () -> IncidentRepository.Update.class.getMethod("severity",
        Severity.class));
    assertThrows(NoSuchMethodException.class, () -> IncidentRepository.Update.class.getMethod("service", String.class));
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
  void indexesSharingAComponentAreSetTogetherAndAKeyComponentIsReadFromTheItemsKey() {
    tracker.incidents().put(new Incident(board, "i1", "Down", null, null, null));
    requests.reset();

    Incident updated = tracker.incidents().update(board, "i1")
        .severityAndServiceAndOpenedAt(Severity.HIGH, "api", OPENED).apply();

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
        storedIndexKeys(IncidentRepository.Keys.primaryKey(board, "i1")));
  }

  // ---- item 3: an item is in an index only when every component of its key is non-null ----

  @Test
  void aNullSortComponentLeavesTheItemOutOfTheIndexWithNoHalfKeyOnPutBatchAndUpdate() {
    Ticket noOpenedAt = new Ticket(board, "t6", "Title", Status.CLOSED, null, null, null, null);
    tracker.tickets().put(noOpenedAt);
    tracker.putAll(List.of(new Ticket(board, "t7", "Title", Status.CLOSED, null, null, null, null)));
    tracker.tickets().put(new Ticket(board, "t8", "Title", Status.CLOSED, OPENED, null, null, null));

    tracker.tickets().update(board, "t8").statusAndOpenedAt(Status.CLOSED, null).apply();

    assertEquals(List.of(), ids(tracker.tickets().byStatus(Status.CLOSED).all()));
    assertEquals(Map.of(), storedIndexKeys("t6"));
    assertEquals(Map.of(), storedIndexKeys("t7"));
    assertEquals(Map.of(), storedIndexKeys("t8"));
  }

  @Test
  void aNullPartitionComponentTakesTheItemOutOfEveryIndexItKeys() {
    tracker.incidents().put(new Incident(board, "i2", "Slow", Severity.LOW, "db", OPENED));

    tracker.incidents().update(board, "i2").severityAndServiceAndOpenedAt(Severity.LOW, null, OPENED).apply();

    Incident expected = new Incident(board, "i2", "Slow", Severity.LOW, null, OPENED);
    assertEquals(List.of(), tracker.incidents().byService("db").all().stream()
        .filter(i -> i.boardId().equals(board)).toList());
    assertEquals(List.of("i2"), tracker.incidents().bySeverity(Severity.LOW).all().stream()
        .filter(i -> i.boardId().equals(board)).map(Incident::incidentId).toList());
    assertEquals(indexKeys(IncidentRepository.Codec.INSTANCE.toItem(expected)),
        storedIndexKeys(IncidentRepository.Keys.primaryKey(board, "i2")));
    assertEquals(List.of("GSI1PK", "GSI1SK"), List.copyOf(storedIndexKeys(IncidentRepository.Keys.primaryKey(board,
        "i2")).keySet()));
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
    assertFalse(storedItem(TicketRepository.Keys.primaryKey(board, "e1")).containsKey("title"));
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
    for (String attribute : List.of("title", "openedAt", "GSI1PK", "GSI1SK", "GSI2PK", "LSI1SK")) {
      assertEquals(AttributeValue.fromNul(true), all.get(attribute), attribute);
    }
    assertEquals(nonNull.get("status"), all.get("status"));
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
    return storedIndexKeys(TicketRepository.Keys.primaryKey(board, ticketId));
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
