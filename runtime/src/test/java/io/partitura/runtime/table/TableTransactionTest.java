package io.partitura.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.runtime.table.Notes.Note;
import io.partitura.runtime.table.Notes.NotesTable;
import io.partitura.runtime.table.Notes.Vault;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The base of generated transactions: the checks each write makes by itself are chosen from the
 * entity's definition (versioned or not), as the single write chooses them. Sent to moto (dynalite has
 * no TransactWriteItems): a cancellation is read from moto's answer, with the stored item (ALL_OLD).
 */
class TableTransactionTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerClass(name -> Notes.definition(name).createTableRequest(name));

  private static final RequestCounter REQUESTS = new RequestCounter();
  private static DynamoDbClient client;
  private static NotesTable table;

  @BeforeAll
  static void connect(TestTable testTable) {
    client = testTable.server().newClient(REQUESTS);
    table = new NotesTable(TableClient.builder().definition(Notes.definition("notes")).tableName(testTable.name())
        .client(client).build());
  }

  @AfterAll
  static void closeTheClient() {
    client.close();
  }

  @BeforeEach
  void resetTheCounter() {
    REQUESTS.reset();
  }

  /** What the processor generates, by hand: one line per typed action. */
  static final class NotesTransaction extends TableTransaction<NotesTransaction> {
    private final NotesTable db;

    NotesTransaction(NotesTable db) {
      super(db);
      this.db = db;
    }

    NotesTransaction create(Vault vault) {
      return addCreate(PutItemOperation.createRequest(db.tableClient().context(), Notes.VAULTS.toItem(vault)),
          Notes.VAULTS);
    }

    NotesTransaction create(Note note) {
      return addCreate(PutItemOperation.createRequest(db.tableClient().context(), Notes.NOTES.toItem(note)),
          Notes.NOTES);
    }

    NotesTransaction put(Vault vault) {
      return addPut(PutItemOperation.versionedPutRequest(db.tableClient().context(), "transaction",
          Notes.VAULTS.toItem(vault), "version",
          vault.version()), Notes.VAULTS);
    }

    NotesTransaction replace(Note note) {
      return addReplace(note, Notes.NOTES);
    }

    <T> NotesTransaction createAny(T record, ItemCodec<T> codec) {
      return addCreate(PutItemOperation.createRequest(db.tableClient().context(), codec.toItem(record)), codec);
    }
  }

  private static void store(Map<String, AttributeValue> item) {
    client.putItem(b -> b.tableName(table.tableName()).item(item));
    REQUESTS.reset();
  }

  /** The record stored at {@code record}'s key, read back; null when there is none. */
  private static <T> T stored(ItemCodec<T> codec, T record) {
    Map<String, AttributeValue> item = client.getItem(b -> b.tableName(table.tableName())
        .key(codec.primaryKey(record)).consistentRead(true)).item();
    return item.isEmpty() ? null : codec.fromItem(item);
  }

  @Test
  void aCreateIsJudgedAsItsEntitysCreateWouldBeVersionedOrNot() {
    store(Notes.VAULTS.toItem(new Vault("taken-v", 4)));
    store(Notes.NOTES.toItem(new Note("taken-n", "old")));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> new NotesTransaction(table).create(new Vault("taken-v", 0)).create(new Note("taken-n", "new")).execute());

    assertEquals(List.of("TransactWriteItems"), REQUESTS.operations());
    ItemAlreadyExistsException vault =
        assertInstanceOf(ItemAlreadyExistsException.class, cancelled.reasons().get(0).refusal());
    assertTrue(vault.getMessage().contains("Its record has a @Version"), vault.getMessage());
    ItemAlreadyExistsException note =
        assertInstanceOf(ItemAlreadyExistsException.class, cancelled.reasons().get(1).refusal());
    assertTrue(note.getMessage().contains("Use put(...) to overwrite it"), note.getMessage());
    assertEquals(new Vault("taken-v", 4), stored(Notes.VAULTS, new Vault("taken-v", 0)));
    assertEquals(new Note("taken-n", "old"), stored(Notes.NOTES, new Note("taken-n", null)));
  }

  @Test
  void aPutOfAVersionedRecordRequiresTheVersionItWasReadAt() {
    store(Notes.VAULTS.toItem(new Vault("stale-v", 7)));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> new NotesTransaction(table).put(new Vault("stale-v", 3)).execute());

    assertEquals(List.of("TransactWriteItems"), REQUESTS.operations());
    StaleVersionException stale = assertInstanceOf(StaleVersionException.class, cancelled.reasons().get(0).refusal());
    assertEquals(2, stale.expectedVersion());
    assertEquals(7L, stale.storedVersion());
    assertEquals("put Vault at PK=\"VAULT#stale-v\", SK=\"META\"", cancelled.reasons().get(0).action());
    assertEquals(new Vault("stale-v", 7), stored(Notes.VAULTS, new Vault("stale-v", 0)));

    new NotesTransaction(table).put(new Vault("stale-v", 8)).execute();
    assertEquals(new Vault("stale-v", 8), stored(Notes.VAULTS, new Vault("stale-v", 0)));
  }

  @Test
  void aReplaceOfNoRecordIsRefusedNamingTheRecord() {
    NotesTransaction transaction = new NotesTransaction(table);

    NullPointerException refused = assertThrows(NullPointerException.class, () -> transaction.replace(null));

    assertEquals("note", refused.getMessage());
  }

  @Test
  void aRecordOfNoEntityOfTheTableIsRefused() {
    ItemCodec<String> strings = new ItemCodec<>() {
      @Override
      public Class<String> type() {
        return String.class;
      }

      @Override
      public String entityType() {
        return "String";
      }

      @Override
      public java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> toItem(String s) {
        return java.util.Map.of("PK", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(s),
            "SK", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(s));
      }

      @Override
      public String fromItem(java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> i) {
        return null;
      }

      @Override
      public java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> primaryKey(
          String s) {
        return toItem(s);
      }
    };
    NotesTransaction transaction = new NotesTransaction(table);

    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> transaction.createAny("x", strings));

    assertTrue(refused.getMessage().contains("java.lang.String is not an entity of table notes"),
        refused.getMessage());
  }
}
