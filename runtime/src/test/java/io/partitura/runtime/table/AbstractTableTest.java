package io.partitura.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.batch.BatchWriteResult;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.exceptions.UniqueValuesBypassedException;
import io.partitura.runtime.exceptions.VersionedBatchWriteException;
import io.partitura.runtime.table.Notes.Badge;
import io.partitura.runtime.table.Notes.Note;
import io.partitura.runtime.table.Notes.NotesTable;
import io.partitura.runtime.table.Notes.Vault;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The base of generated tables against dynalite: the table its definition creates, and batch writes
 * dispatched by record class through the definition's codecs, refused before any request for what
 * a batch cannot write.
 */
@ExtendWith(DynaliteExtension.class)
class AbstractTableTest {
  private static final RequestCounter REQUESTS = new RequestCounter();
  private static DynamoDbClient client;
  private static NotesTable table;

  @BeforeAll
  static void createTheTable(DynaliteServer server) {
    client = server.newClient(REQUESTS);
    String name = "notes-" + UUID.randomUUID().toString().substring(0, 8);
    table = new NotesTable(TableClient.builder().definition(Notes.definition("notes")).tableName(name)
        .client(client).build());
    table.createTable();
  }

  @AfterAll
  static void closeTheClient() {
    client.close();
  }

  @BeforeEach
  void resetTheCounter() {
    REQUESTS.reset();
  }

  @Test
  void theCreatedTableHasTheDefinitionsKeysAndIndexes() {
    TableDescription described = client.describeTable(b -> b.tableName(table.tableName())).table();

    assertEquals(List.of("GSI1"), described.globalSecondaryIndexes().stream().map(i -> i.indexName()).toList());
    assertEquals(List.of("_type", "text"), described.globalSecondaryIndexes().get(0).projection().nonKeyAttributes());
    assertEquals(List.of("LSI1"), described.localSecondaryIndexes().stream().map(i -> i.indexName()).toList());
    assertEquals("PK", described.keySchema().get(0).attributeName());
  }

  @Test
  void putAllWritesEachRecordThroughItsEntitysCodecAndDeleteAllRemovesThem() {
    List<Note> notes = List.of(new Note("a", "first"), new Note("b", "second"), new Note("c", "third"));

    BatchWriteResult written = table.putAll(notes);

    assertEquals(3, written.written());
    assertEquals(1, REQUESTS.count("BatchWriteItem"));
    assertEquals(Notes.NOTES.toItem(notes.get(1)), stored(notes.get(1)));

    REQUESTS.reset();
    table.deleteAll(notes);

    assertEquals(1, REQUESTS.count("BatchWriteItem"));
    assertEquals(Map.of(), stored(notes.get(1)));
  }

  @Test
  void aRecordOfNoEntityOfTheTableIsRefusedBeforeAnyRequest() {
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> table.putAll(List.of(new Note("d", "fourth"), "not a record")));

    assertEquals("putAll: not an entity of table notes: java.lang.String", refused.getMessage());
    assertEquals(0, REQUESTS.total());
    assertEquals(Map.of(), stored(new Note("d", "fourth")));
    IllegalArgumentException nullRefused = assertThrows(IllegalArgumentException.class,
        () -> table.deleteAll(java.util.Arrays.asList(new Note("d", "fourth"), null)));
    assertEquals("deleteAll: not an entity of table notes: null", nullRefused.getMessage());
    assertEquals(0, REQUESTS.total());
  }

  @Test
  void aVersionedRecordIsRefusedBeforeAnyRequestNamingTheRepositoryCallToUse() {
    Vault vault = new Vault("v", 3);

    VersionedBatchWriteException put = assertThrows(VersionedBatchWriteException.class,
        () -> table.putAll(List.of(new Note("e", "fifth"), vault)));
    VersionedBatchWriteException delete = assertThrows(VersionedBatchWriteException.class,
        () -> table.deleteAll(List.of(vault)));

    assertTrue(put.getMessage().startsWith("putAll: Vault has a @Version"), put.getMessage());
    assertTrue(put.getMessage().contains("Use vaults().put(vault) for each"), put.getMessage());
    assertTrue(delete.getMessage().contains("Use vaults().delete(vault) for each"), delete.getMessage());
    assertSame(vault, put.record());
    assertEquals(0, REQUESTS.total());
    assertEquals(Map.of(), stored(new Note("e", "fifth")));
  }

  @Test
  void aRecordWithUniqueValuesIsRefusedBeforeAnyRequest() {
    Badge badge = new Badge("b", "ann@example.com");

    UniqueValuesBypassedException refused = assertThrows(UniqueValuesBypassedException.class,
        () -> table.putAll(List.of(badge)));

    assertTrue(refused.getMessage().contains("Use badges().put(...) for each"), refused.getMessage());
    assertSame(badge, refused.record());
    assertEquals(0, REQUESTS.total());
  }

  @Test
  void aTableClientWithoutADefinitionIsRefused() {
    TableClient bare = TableClient.builder().client(client).tableName("notes").partitionKeyName("PK")
        .sortKeyName("SK").typeAttributeName("_type").build();

    assertThrows(InvalidConfigurationException.class, () -> new NotesTable(bare));
  }

  @Test
  void theDefinitionSetsTheClientsNamesAndATableNameSetAfterItWins() {
    TableClient named = TableClient.builder().definition(Notes.definition("notes")).tableName("other")
        .client(client).build();

    assertEquals("other", named.tableName());
    assertEquals("PK", named.partitionKeyName());
    assertEquals("SK", named.sortKeyName());
    assertEquals("_type", named.typeAttributeName());
    assertEquals("notes", named.definition().tableName());
    assertEquals("notes", TableClient.builder().definition(Notes.definition("notes")).client(client).build()
        .tableName());
  }

  private static Map<String, AttributeValue> stored(Note note) {
    Map<String, AttributeValue> item = client.getItem(b -> b.tableName(table.tableName())
        .key(Notes.NOTES.primaryKey(note)).consistentRead(true)).item();
    REQUESTS.reset();
    return item;
  }
}
