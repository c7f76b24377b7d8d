package io.partitura.runtime.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.SortKeyBounds;
import io.partitura.runtime.operation.DeleteItemOperation;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.runtime.operation.TableContext;
import io.partitura.runtime.query.KeyCondition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The repository base sends the requests, under the operation names, that generated repositories built themselves
 * before it existed: each request here is compared with one built the old way, from the TableClient's own builders.
 * Nothing about DynamoDB's evaluation is emulated: the client only records what it is sent.
 */
class EntityRepositoryTest {
  record Note(String id, String text, long version) {}

  /** The hand-written twin of a generated {@code NoteConditions}. */
  static final class NoteConditions {
    static final NoteConditions INSTANCE = new NoteConditions();

    static Condition of(Function<NoteConditions, Condition> when) {
      return Condition.all(when == null ? null : when.apply(INSTANCE));
    }

    StringCondition text() {
      return new StringCondition("text", Items::string);
    }
  }

  static final ItemCodec<Note> CODEC = new ItemCodec<>() {
    @Override
    public Class<Note> type() {
      return Note.class;
    }

    @Override
    public String entityType() {
      return "Note";
    }

    @Override
    public Map<String, AttributeValue> toItem(Note note) {
      Map<String, AttributeValue> item = new HashMap<>(primaryKey(note));
      item.put("_type", AttributeValue.fromS("Note"));
      item.put("text", AttributeValue.fromS(note.text()));
      item.put("version", AttributeValue.fromN(Long.toString(note.version())));
      return item;
    }

    @Override
    public Note fromItem(Map<String, AttributeValue> item) {
      return new Note(Items.getString(item, "id"), Items.getString(item, "text"),
          Long.parseLong(item.get("version").n()));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Note note) {
      return key(note.id());
    }
  };

  static Map<String, AttributeValue> key(String id) {
    return Map.of("PK", AttributeValue.fromS("NOTE#" + id), "SK", AttributeValue.fromS("NOTE#" + id));
  }

  /** Records every request; every write succeeds, every read finds nothing. */
  static final class RecordingDynamoDb implements DynamoDbClient {
    final List<Object> requests = new ArrayList<>();

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
      requests.add(request);
      return PutItemResponse.builder().build();
    }

    @Override
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
      requests.add(request);
      return DeleteItemResponse.builder().build();
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
      requests.add(request);
      return GetItemResponse.builder().build();
    }

    @Override
    public QueryResponse query(QueryRequest request) {
      requests.add(request);
      return QueryResponse.builder().items(List.of()).count(0).build();
    }
  }

  static final class NoteRepository extends UnversionedRepository<Note, NoteConditions> {
    NoteRepository(TableClient table) {
      super(table, "notes", CODEC, NoteConditions.INSTANCE);
    }

    LoadedCollection<Note> getWithChildren(String id) {
      return loadCollection("getWithChildren", List.of(queryRequest(onTable("NOTE#" + id, null), ReadConsistency.STRONG)),
          CODEC);
    }
  }

  static final class VersionedNoteRepository extends VersionedRepository<Note, NoteConditions> {
    VersionedNoteRepository(TableClient table) {
      super(table, "notes", CODEC, NoteConditions.INSTANCE,
          new Versioning<>(Note::version, (note, version) -> new Note(note.id(), note.text(), version)));
    }

    boolean deleteVersion(String id, long expectedVersion) {
      return deleteAt(key(id), expectedVersion);
    }
  }

  private final RecordingDynamoDb dynamo = new RecordingDynamoDb();
  private final List<String> operations = new ArrayList<>();
  private final TableClient table = TableClient.builder().client(dynamo).tableName("notes").partitionKeyName("PK")
      .sortKeyName("SK").typeAttributeName("_type").listener(event -> operations.add(event.operation())).build();
  private static final Note NOTE = new Note("n1", "hello", 3);
  /** A client whose definition versions notes in {@code version}: the versioned repository reads it there. */
  private final TableClient versionedTable = TableClient.builder().client(dynamo).definition(
      io.partitura.runtime.schema.TableDefinition.builder("notes", "PK", "SK", "_type")
          .entity(io.partitura.runtime.schema.TableDefinition.entity(CODEC, "notes", "note", "NOTE", 1)
              .versioned("version", Long.MAX_VALUE))
          .build()).listener(event -> operations.add(event.operation())).build();

  @Test
  void theWritesOfARecordSendTheRequestsGeneratedCodeBuiltUnderItsOperationNames() {
    NoteRepository notes = new NoteRepository(table);
    Function<NoteConditions, Condition> when = c -> c.text().is("hello");

    notes.put(NOTE);
    notes.create(NOTE);
    notes.put(NOTE, when);
    notes.create(NOTE, when);

    Map<String, AttributeValue> item = CODEC.toItem(NOTE);
    Condition condition = NoteConditions.of(when);
    TableContext context = table.context();
    assertEquals(List.of(PutItemOperation.putRequest(context, item), PutItemOperation.createRequest(context, item),
        PutItemOperation.withCondition(PutItemOperation.putRequest(context, item), condition),
        PutItemOperation.withCondition(PutItemOperation.createRequest(context, item), condition)), dynamo.requests);
    assertEquals(List.of("notes.put", "notes.create", "notes.put", "notes.create"), operations);
    assertEquals(PutItemOperation.withCondition(PutItemOperation.replaceRequest(context, item), condition),
        notes.updateRequest(NOTE, when));
  }

  @Test
  void aVersionedPutWritesTheNextVersionAndReturnsIt() {
    VersionedNoteRepository notes = new VersionedNoteRepository(versionedTable);

    Note stored = notes.put(NOTE);
    Note created = notes.create(NOTE);

    Note next = new Note("n1", "hello", 4);
    assertEquals(next, stored);
    assertEquals(new Note("n1", "hello", 1), created);
    assertEquals(List.of(
        PutItemOperation.versionedPutRequest(table.context(), "notes.put", CODEC.toItem(next), "version", 4),
        PutItemOperation.createRequest(table.context(), CODEC.toItem(created))), dynamo.requests);
    assertEquals(List.of("notes.put", "notes.create"), operations);
  }

  @Test
  void versionedDeletesAreConditionedOnTheVersionGiven() {
    VersionedNoteRepository notes = new VersionedNoteRepository(versionedTable);

    notes.delete(NOTE);
    notes.deleteVersion("n1", 7);

    assertEquals(List.of(DeleteItemOperation.versionedRequest(table.context(), key("n1"), "version", 3),
        DeleteItemOperation.versionedRequest(table.context(), key("n1"), "version", 7)), dynamo.requests);
    assertEquals(List.of("notes.delete", "notes.delete"), operations);
  }

  @Test
  void aVersionedRepositoryOverAClientWithoutTheDefinitionIsRefused() {
    InvalidConfigurationException refused = assertThrows(InvalidConfigurationException.class,
        () -> new VersionedNoteRepository(table));

    assertEquals("table notes: notes needs a TableClient built with the table's definition "
        + "(TableClient.builder().definition(...)), where " + Note.class.getName() + " is a versioned entity",
        refused.getMessage());
    assertEquals(List.of(), dynamo.requests);
  }

  @Test
  void aNullRecordIsRefusedNamingTheEntityBeforeAnyRequest() {
    NoteRepository notes = new NoteRepository(table);

    NullPointerException refused = assertThrows(NullPointerException.class, () -> notes.put(null));

    assertEquals("note", refused.getMessage());
    assertEquals(List.of(), dynamo.requests);
  }

  @Test
  void aCollectionLoadWithoutItsOwnerIsNotFound() {
    NoteRepository notes = new NoteRepository(table);

    LoadedCollection<Note> loaded = notes.getWithChildren("n1");

    assertFalse(loaded.found());
    IllegalStateException refused = assertThrows(IllegalStateException.class, loaded::owner);
    assertEquals("the collection has no owner item: check found() first", refused.getMessage());

    assertEquals(List.of(KeyCondition.onTable(table, "NOTE#n1", null).toRequest("notes").consistentRead(true).build()),
        dynamo.requests);
    assertEquals(List.of("notes.getWithChildren"), operations);
  }

  @Test
  void keyConditionFactoriesTakeTheKeyNamesFromTheTable() {
    TableClient defined = TableClient.builder().client(dynamo).definition(
        io.partitura.runtime.schema.TableDefinition.builder("notes", "PK", "SK", "_type")
            .localIndex("LSI1", "LSI1SK")
            .globalIndex("GSI1", "GSI1PK", "GSI1SK", software.amazon.awssdk.services.dynamodb.model.ProjectionType.ALL)
            .build()).build();
    assertEquals(new KeyCondition(null, "PK", "WS#a", "SK", "PROJ#", List.of("PK", "SK")),
        KeyCondition.onTable(table, "WS#a", "PROJ#"));
    assertEquals(new KeyCondition("LSI1", "PK", "WS#a", "LSI1SK", "PROJ#", List.of("PK", "SK", "LSI1SK")),
        KeyCondition.onIndex(defined, "LSI1", "WS#a", "PROJ#"));
    assertEquals(new KeyCondition("GSI1", "GSI1PK", "U#a", "GSI1SK", null, List.of("PK", "SK", "GSI1PK", "GSI1SK")),
        KeyCondition.onIndex(defined, "GSI1", "U#a", null));
    IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
        () -> KeyCondition.onIndex(defined, "GSI9", "U#a", null));
    assertEquals("table notes has no index GSI9; it has [LSI1, GSI1]", unknown.getMessage());
    SortKeyBounds below = SortKeyBounds.itemAndBelow("ORDER#o1");
    assertEquals(new KeyCondition(null, "PK", "C#c", "SK", null, List.of(), below).toRequest("notes").build(),
        KeyCondition.onTableRange(table, "C#c", below).toRequest("notes").build());
  }
}
