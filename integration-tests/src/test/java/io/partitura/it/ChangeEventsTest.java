package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.streams.Assignment;
import io.partitura.it.streams.AssignmentRepository;
import io.partitura.it.streams.Desk;
import io.partitura.it.streams.DeskRepository;
import io.partitura.it.streams.Draft;
import io.partitura.it.streams.DraftRepository;
import io.partitura.it.streams.NewsroomEvent;
import io.partitura.it.streams.NewsroomTable;
import io.partitura.it.streams.Reporter;
import io.partitura.it.streams.ReporterRepository;
import io.partitura.it.streams.Revision;
import io.partitura.it.streams.RevisionRepository;
import io.partitura.it.streams.Story;
import io.partitura.it.streams.StoryRepository;
import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.UnrecognisedItem;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.MotoServer;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Typed change events from a real stream: moto's DynamoDB Streams API (moto serves {@code dynamodbstreams} at the
 * same endpoint). Every kind of entity is written, rewritten and deleted through the generated repositories, the
 * stream is read through GetRecords, and each record decoded by {@code NewsroomEvent.decoder()}.
 */
class ChangeEventsTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerTest(NewsroomTable::createTableRequest);

  private static final ChangeDecoder<NewsroomEvent> EVENTS = NewsroomEvent.decoder();
  private static final Instant LATER = Instant.parse("2031-01-01T00:00:00Z");

  private final RequestCounter requests = new RequestCounter();

  private NewsroomTable db(TestTable table, DynamoDbClient client) {
    return NewsroomTable.builder().client(client).tableName(table.name()).build();
  }

  private static List<Record> stream(MotoServer server, TestTable table, DynamoDbClient client) {
    try (StreamReader reader = new StreamReader(server)) {
      return reader.readAll(StreamReader.streamArn(client, table.name()));
    }
  }

  /** The events, grouped by item (its primary key, as "PK SK"), each item's in stream order. */
  private static Map<String, List<NewsroomEvent>> byItem(List<NewsroomEvent> events) {
    Map<String, List<NewsroomEvent>> items = new LinkedHashMap<>();
    for (NewsroomEvent event : events) {
      Map<String, AttributeValue> keys = event.record().keys();
      items.computeIfAbsent(key(keys), k -> new ArrayList<>()).add(event);
    }
    return items;
  }

  @Test
  void theTableIsCreatedWithItsStream(MotoServer server, TestTable table) {
    assertEquals(StreamSpecification.builder().streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)
        .build(), NewsroomTable.createTableRequest("t").streamSpecification());
    DynamoDbClient client = server.newClient(requests);
    assertEquals(StreamSpecification.builder().streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)
        .build(), client.describeTable(r -> r.tableName(table.name())).table().streamSpecification());
    assertEquals(1, requests.total());
  }

  @Test
  void everyEntityKindInsertedModifiedAndRemovedInPerItemOrder(MotoServer server, TestTable table) {
    DynamoDbClient client = server.newClient(requests);
    NewsroomTable db = db(table, client);

    Desk politics = new Desk("d1", "Politics");
    Desk renamed = new Desk("d1", "Politics and Law");
    db.desks().put(politics);
    db.desks().put(renamed);
    Story story = new Story("d1", "s1", "The vote");
    db.stories().put(story);
    db.stories().update("d1", "s1").title("The vote, counted").apply();
    Reporter ann = db.reporters().create(new Reporter("r1", "Ann", "ann@example.com", 0));
    Reporter moved = db.reporters().update(new Reporter("r1", "Ann", "ann@example.org", ann.version()));
    Draft draft = new Draft("r1", "dr1", "First words", LATER);
    db.drafts().put(draft);
    Revision revision = new Revision("r1", "dr1", 1, "Second words");
    db.revisions().put(revision);
    Assignment assignment = new Assignment("r1", "d1", "editor");
    db.assignments().create(assignment);
    requests.reset();
    db.assignments().delete("r1", "d1");
    db.revisions().delete("r1", "dr1", 1);
    db.drafts().delete("r1", "dr1");
    db.stories().delete("d1", "s1");
    db.reporters().delete("r1", moved.version());
    db.desks().delete("d1");
    // Six deletes, the reporter's a read and a transaction (its uniqueness item goes with it): 7 requests.
    assertEquals(7, requests.total(), requests.toString());

    List<Record> records = stream(server, table, client);
    requests.reset();
    List<NewsroomEvent> events = EVENTS.decodeAll(records);
    assertEquals(0, requests.total(), "decoding sends nothing");

    // The uniqueness items: taken on create, moved on update (one released, one taken), released on delete.
    long uniqueness = records.stream().filter(r -> r.dynamodb().keys().get("PK").s().startsWith("UNIQ#")).count();
    assertEquals(4, uniqueness, "uniqueness item records in the stream");
    assertEquals(records.size() - uniqueness, events.size(), "one event per record of an entity");

    Map<String, List<NewsroomEvent>> items = byItem(events);
    assertEquals(List.of(key(DeskRepository.Codec.INSTANCE.primaryKey(politics)),
        key(StoryRepository.Codec.INSTANCE.primaryKey(story)),
        key(ReporterRepository.Codec.INSTANCE.primaryKey(ann)), key(DraftRepository.Codec.INSTANCE.primaryKey(draft)),
        key(RevisionRepository.Codec.INSTANCE.primaryKey(revision)),
            key(AssignmentRepository.Codec.INSTANCE.primaryKey(assignment))),
        List.copyOf(items.keySet()), "the items changed; nothing else, no uniqueness item");
    items.values().forEach(list -> list.forEach(e -> assertTrue(!(e instanceof NewsroomEvent.Unrecognised), e::toString)));

    assertEquals(List.of(new Change.Inserted<>(politics), new Change.Modified<>(politics, renamed),
        new Change.Removed<>(renamed, false)),
            changes(items.get(key(DeskRepository.Codec.INSTANCE.primaryKey(politics)))));
    Story retitled = new Story("d1", "s1", "The vote, counted");
    assertEquals(List.of(new Change.Inserted<>(story), new Change.Modified<>(story, retitled),
        new Change.Removed<>(retitled, false)),
            changes(items.get(key(StoryRepository.Codec.INSTANCE.primaryKey(story)))));
    assertEquals(List.of(new Change.Inserted<>(ann), new Change.Modified<>(ann, moved), new Change.Removed<>(moved,
        false)), changes(items.get(key(ReporterRepository.Codec.INSTANCE.primaryKey(ann)))));
    assertEquals(List.of(new Change.Inserted<>(draft), new Change.Removed<>(draft, false)),
        changes(items.get(key(DraftRepository.Codec.INSTANCE.primaryKey(draft)))));
    assertEquals(List.of(new Change.Inserted<>(revision), new Change.Removed<>(revision, false)),
        changes(items.get(key(RevisionRepository.Codec.INSTANCE.primaryKey(revision)))));
    assertEquals(List.of(new Change.Inserted<>(assignment), new Change.Removed<>(assignment, false)),
        changes(items.get(key(AssignmentRepository.Codec.INSTANCE.primaryKey(assignment)))));
    // Each event is its entity's case: the switch a consumer writes.
    assertInstanceOf(NewsroomEvent.AssignmentChange.class,
        items.get(key(AssignmentRepository.Codec.INSTANCE.primaryKey(assignment))).get(0));
    assertInstanceOf(NewsroomEvent.RevisionChange.class,
        items.get(key(RevisionRepository.Codec.INSTANCE.primaryKey(revision))).get(0));
  }

  private static String key(Map<String, AttributeValue> key) {
    return key.get("PK").s() + " " + key.get("SK").s();
  }

  private static List<Change<?>> changes(List<NewsroomEvent> events) {
    List<Change<?>> changes = new ArrayList<>();
    for (NewsroomEvent event : events) {
      if (event instanceof NewsroomEvent.DeskChange desk) {
        changes.add(desk.change());
      } else if (event instanceof NewsroomEvent.StoryChange story) {
        changes.add(story.change());
      } else if (event instanceof NewsroomEvent.ReporterChange reporter) {
        changes.add(reporter.change());
      } else if (event instanceof NewsroomEvent.DraftChange draft) {
        changes.add(draft.change());
      } else if (event instanceof NewsroomEvent.RevisionChange revision) {
        changes.add(revision.change());
      } else if (event instanceof NewsroomEvent.AssignmentChange assignment) {
        changes.add(assignment.change());
      } else {
        changes.add(null);
      }
    }
    return changes;
  }

  @Test
  void itemsOfOtherCodeAreUnrecognisedWithTheirKeysAndDoNotStopTheBatch(MotoServer server, TestTable table) {
    DynamoDbClient client = server.newClient(requests);
    NewsroomTable db = db(table, client);
    put(client, table, Map.of("PK", s("LEGACY#1"), "SK", s("LEGACY#1"), "payload", s("no type")));
    put(client, table, Map.of("PK", s("ALIEN#1"), "SK", s("META"), "_type", s("Alien")));
    put(client, table, Map.of("PK", s("DESK#d9"), "SK", s("META"), "_type", s("Desk"), "deskId", s("d9"),
        "name", AttributeValue.fromN("5")));
    Desk desk = new Desk("d1", "Politics");
    db.desks().put(desk);

    List<NewsroomEvent> events = EVENTS.decodeAll(stream(server, table, client));

    assertEquals(4, events.size());
    List<UnrecognisedItem.Reason> reasons = new ArrayList<>();
    for (NewsroomEvent event : events.subList(0, 3)) {
      NewsroomEvent.Unrecognised unrecognised = assertInstanceOf(NewsroomEvent.Unrecognised.class, event);
      assertEquals(event.record().keys(), unrecognised.item().keys());
      reasons.add(unrecognised.item().reason());
    }
    assertEquals(List.of(UnrecognisedItem.Reason.NO_TYPE, UnrecognisedItem.Reason.UNKNOWN_TYPE,
        UnrecognisedItem.Reason.REFUSED), reasons);
    assertEquals(Map.of("PK", s("ALIEN#1"), "SK", s("META")),
        ((NewsroomEvent.Unrecognised) events.get(1)).item().keys());
    assertEquals("_type is Alien", ((NewsroomEvent.Unrecognised) events.get(1)).item().detail());
    NewsroomEvent.Unrecognised refused = (NewsroomEvent.Unrecognised) events.get(2);
    assertTrue(refused.item().detail().startsWith("Desk: "), refused.item().detail());
    assertTrue(refused.item().cause() != null);
    // The batch goes on after them.
    assertEquals(new Change.Inserted<>(desk), ((NewsroomEvent.DeskChange) events.get(3)).change());
  }

  @Test
  void aKeysOnlyStreamCarriesNoRecordOnlyKeys(MotoServer server, TestTable table) {
    DynamoDbClient client = server.newClient(requests);
    String name = table.name() + "-keys";
    client.createTable(NewsroomTable.createTableRequest(name).toBuilder()
        .streamSpecification(StreamSpecification.builder().streamEnabled(true)
            .streamViewType(StreamViewType.KEYS_ONLY).build())
        .build());
    NewsroomTable db = NewsroomTable.builder().client(client).tableName(name).build();
    db.desks().put(new Desk("d1", "Politics"));
    db.reporters().create(new Reporter("r1", "Ann", "ann@example.com", 0));

    List<Record> records;
    try (StreamReader reader = new StreamReader(server)) {
      records = reader.readAll(StreamReader.streamArn(client, name));
    }
    List<NewsroomEvent> events = EVENTS.decodeAll(records);

    assertEquals(3, records.size(), "the desk, the reporter, the reporter's uniqueness item");
    assertEquals(2, events.size(), "the uniqueness item is recognised by its key alone");
    for (NewsroomEvent event : events) {
      NewsroomEvent.Unrecognised unrecognised = assertInstanceOf(NewsroomEvent.Unrecognised.class, event);
      assertEquals(UnrecognisedItem.Reason.NO_IMAGE, unrecognised.item().reason());
      assertNull(event.record().newImage());
    }
    assertEquals(DeskRepository.Codec.INSTANCE.primaryKey(new Desk("d1", null)), events.get(0).record().keys());
  }

  private static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }

  private static void put(DynamoDbClient client, TestTable table, Map<String, AttributeValue> item) {
    client.putItem(r -> r.tableName(table.name()).item(item));
  }

  /**
   * moto deviates: it writes a MODIFY record for a put that changes nothing, where DynamoDB writes none ("If you
   * perform a PutItem or UpdateItem operation that does not change any data in an item, DynamoDB Streams does not
   * write a stream record"). A consumer sees it as a modification whose old and new records are equal: harmless to
   * an idempotent consumer. A delete of no item gives no record on either.
   */
  @Test
  void onMotoAnUnchangingPutIsAModificationWithEqualRecords(MotoServer server, TestTable table) {
    DynamoDbClient client = server.newClient(requests);
    NewsroomTable db = db(table, client);
    Desk desk = new Desk("d1", "Politics");
    db.desks().put(desk);
    db.desks().put(desk);
    db.desks().delete("d9");

    List<NewsroomEvent> events = EVENTS.decodeAll(stream(server, table, client));

    assertEquals(List.of(new Change.Inserted<>(desk), new Change.Modified<>(desk, desk)), changes(events));
  }
}
