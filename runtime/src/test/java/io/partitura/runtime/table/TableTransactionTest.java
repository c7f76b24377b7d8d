package io.partitura.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.ItemCodec;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.table.Notes.Note;
import io.partitura.runtime.table.Notes.NotesTable;
import io.partitura.runtime.table.Notes.Vault;
import io.partitura.runtime.transaction.TableTransaction;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The base of generated transactions: the checks each write makes by itself are chosen from the
 * entity's definition (versioned or not), as the single write chooses them. dynalite has no
 * TransactWriteItems, so the cancellation is built here as DynamoDB sends it (the stored item with
 * ALL_OLD); nothing of DynamoDB's evaluation is emulated.
 */
class TableTransactionTest {
  /** What the processor generates, by hand: one line per typed action. */
  static final class NotesTransaction extends TableTransaction<NotesTransaction> {
    private final NotesTable db;

    NotesTransaction(NotesTable db) {
      super(db);
      this.db = db;
    }

    NotesTransaction create(Vault vault) {
      return addCreate(db.tableClient().createItemRequest(Notes.VAULTS.toItem(vault)), Notes.VAULTS);
    }

    NotesTransaction create(Note note) {
      return addCreate(db.tableClient().createItemRequest(Notes.NOTES.toItem(note)), Notes.NOTES);
    }

    NotesTransaction put(Vault vault) {
      return addPut(db.tableClient().versionedPutRequest("transaction", Notes.VAULTS.toItem(vault), "version",
          vault.version()), Notes.VAULTS);
    }

    NotesTransaction replace(Note note) {
      return addReplace(note, Notes.NOTES);
    }

    <T> NotesTransaction createAny(T record, ItemCodec<T> codec) {
      return addCreate(db.tableClient().createItemRequest(codec.toItem(record)), codec);
    }
  }

  /** Cancels every TransactWriteItems with {@code reasons}. */
  private static final class CancellingDynamoDb implements DynamoDbClient {
    final List<TransactWriteItemsRequest> sent = new ArrayList<>();
    final List<CancellationReason> reasons;

    CancellingDynamoDb(List<CancellationReason> reasons) {
      this.reasons = reasons;
    }

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}

    @Override
    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
      sent.add(request);
      throw TransactionCanceledException.builder().message("Transaction cancelled").cancellationReasons(reasons)
          .build();
    }
  }

  private static NotesTable table(DynamoDbClient client) {
    return new NotesTable(TableClient.builder().definition(Notes.definition("notes")).client(client).build());
  }

  private static CancellationReason failedOver(java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> stored) {
    return CancellationReason.builder().code("ConditionalCheckFailed").message("The conditional request failed")
        .item(stored).build();
  }

  @Test
  void aCreateIsJudgedAsItsEntitysCreateWouldBeVersionedOrNot() {
    CancellingDynamoDb dynamo = new CancellingDynamoDb(List.of(
        failedOver(Notes.VAULTS.toItem(new Vault("v", 4))), failedOver(Notes.NOTES.toItem(new Note("n", "old")))));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> new NotesTransaction(table(dynamo)).create(new Vault("v", 0)).create(new Note("n", "new")).execute());

    assertEquals(1, dynamo.sent.size());
    ItemAlreadyExistsException vault =
        assertInstanceOf(ItemAlreadyExistsException.class, cancelled.reasons().get(0).refusal());
    assertTrue(vault.getMessage().contains("Its record has a @Version"), vault.getMessage());
    ItemAlreadyExistsException note =
        assertInstanceOf(ItemAlreadyExistsException.class, cancelled.reasons().get(1).refusal());
    assertTrue(note.getMessage().contains("Use put(...) to overwrite it"), note.getMessage());
  }

  @Test
  void aPutOfAVersionedRecordRequiresTheVersionItWasReadAt() {
    CancellingDynamoDb dynamo = new CancellingDynamoDb(List.of(failedOver(Notes.VAULTS.toItem(new Vault("v", 7)))));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> new NotesTransaction(table(dynamo)).put(new Vault("v", 3)).execute());

    StaleVersionException stale = assertInstanceOf(StaleVersionException.class, cancelled.reasons().get(0).refusal());
    assertTrue(stale.getMessage().contains("2"), stale.getMessage());
    assertEquals("put Vault at PK=\"VAULT#v\", SK=\"META\"", cancelled.reasons().get(0).action());
  }

  @Test
  void aReplaceOfNoRecordIsRefusedNamingTheRecord() {
    NotesTransaction transaction = new NotesTransaction(table(new CancellingDynamoDb(List.of())));

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
    NotesTransaction transaction = new NotesTransaction(table(new CancellingDynamoDb(List.of())));

    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> transaction.createAny("x", strings));

    assertTrue(refused.getMessage().contains("java.lang.String is not an entity of table notes"),
        refused.getMessage());
  }
}
