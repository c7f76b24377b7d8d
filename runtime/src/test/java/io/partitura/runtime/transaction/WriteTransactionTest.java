package io.partitura.runtime.transaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.ItemCodec;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.InvalidTransactionException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The runtime's write transaction on its own: the limits it refuses before calling the client, and
 * how it reads a cancellation. dynalite has no TransactWriteItems, so the SDK's exception is built
 * here as DynamoDB sends it (reasons in action order, the stored item with a failed condition when
 * ALL_OLD was asked); nothing of DynamoDB's evaluation is emulated.
 */
class WriteTransactionTest {
  record Note(String id, String text) {}

  private static final ItemCodec<Note> NOTES = new ItemCodec<>() {
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
      item.put("id", AttributeValue.fromS(note.id()));
      item.put("text", AttributeValue.fromS(note.text()));
      return item;
    }

    @Override
    public Note fromItem(Map<String, AttributeValue> item) {
      return new Note(Items.getString(item, "id"), Items.getString(item, "text"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Note note) {
      return Map.of("PK", AttributeValue.fromS("NOTE#" + note.id()), "SK", AttributeValue.fromS("META"));
    }
  };

  /** Records each call; cancels every TransactWriteItems with {@code reasons} when given. */
  private static final class RecordingDynamoDb implements DynamoDbClient {
    final List<TransactWriteItemsRequest> sent = new ArrayList<>();
    final List<CancellationReason> reasons;

    RecordingDynamoDb(List<CancellationReason> reasons) {
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
      if (reasons != null) {
        throw TransactionCanceledException.builder()
            .message("Transaction cancelled, please refer cancellation reasons for specific reasons")
            .cancellationReasons(reasons).build();
      }
      return TransactWriteItemsResponse.builder().build();
    }
  }

  private static TableClient table(DynamoDbClient client) {
    return TableClient.builder().client(client).tableName("notes").partitionKeyName("PK").sortKeyName("SK")
        .typeAttributeName("_type").build();
  }

  private static Map<String, AttributeValue> item(String id, String text) {
    return NOTES.toItem(new Note(id, text));
  }

  @Test
  void aCancellationNamesEachActionWithItsReasonAndTheDecodedStoredItem() {
    RecordingDynamoDb dynamo = new RecordingDynamoDb(List.of(
        CancellationReason.builder().code("ConditionalCheckFailed").message("The conditional request failed")
            .item(item("1", "already here")).build(),
        CancellationReason.builder().code("None").build(),
        CancellationReason.builder().code("ConditionalCheckFailed").message("The conditional request failed")
            .item(item("3", "draft")).build()));
    TableClient table = table(dynamo);
    WriteTransaction transaction = new WriteTransaction(table, "transaction")
        .put("create", table.createItemRequest(item("1", "new")), TableClient.OwnChecks.ABSENT, NOTES)
        .put("put", table.putItemRequest(item("2", "other")), TableClient.OwnChecks.NONE, NOTES)
        .conditionCheck(NOTES.primaryKey(new Note("3", null)), new StringCondition("text", Items::string).is("final"),
            NOTES);

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, transaction::execute);

    assertEquals(1, dynamo.sent.size());
    List<CancelledTransactionException.Reason> reasons = cancelled.reasons();
    assertEquals(3, reasons.size());
    assertEquals("create Note at PK=\"NOTE#1\", SK=\"META\"", reasons.get(0).action());
    assertEquals("ConditionalCheckFailed", reasons.get(0).code());
    assertEquals(new Note("1", "already here"), reasons.get(0).storedRecord(Note.class).orElseThrow());
    // The create's own check failed, judged on the returned item: what create alone would throw.
    assertInstanceOf(ItemAlreadyExistsException.class, reasons.get(0).refusal());
    assertEquals("None", reasons.get(1).code());
    assertNull(reasons.get(1).refusal());
    ConditionFailedException check = assertInstanceOf(ConditionFailedException.class, reasons.get(2).refusal());
    assertEquals("\"text = \"final\"\"", check.condition());
    assertEquals(new Note("3", "draft"), check.storedRecord(Note.class).orElseThrow());
    assertEquals(List.of(reasons.get(0), reasons.get(2)), cancelled.failed());
    assertTrue(cancelled.getMessage().contains(
        "[0] create Note at PK=\"NOTE#1\", SK=\"META\": ConditionalCheckFailed (The conditional request failed)"),
        cancelled.getMessage());
  }

  @Test
  void everyActionAsksForTheStoredItemWhenItsConditionFails() {
    RecordingDynamoDb dynamo = new RecordingDynamoDb(null);
    TableClient table = table(dynamo);
    new WriteTransaction(table, "transaction")
        .put("create", table.createItemRequest(item("1", "new")), TableClient.OwnChecks.ABSENT, NOTES)
        .delete(table.deleteItemRequest(NOTES.primaryKey(new Note("2", null))), TableClient.OwnChecks.NONE, NOTES)
        .conditionCheckExists(NOTES.primaryKey(new Note("3", null)), NOTES)
        .idempotencyToken("token-1")
        .execute();

    TransactWriteItemsRequest sent = dynamo.sent.get(0);
    assertEquals("token-1", sent.clientRequestToken());
    assertEquals("ALL_OLD", sent.transactItems().get(0).put().returnValuesOnConditionCheckFailureAsString());
    assertEquals("ALL_OLD", sent.transactItems().get(1).delete().returnValuesOnConditionCheckFailureAsString());
    assertEquals("ALL_OLD", sent.transactItems().get(2).conditionCheck().returnValuesOnConditionCheckFailureAsString());
    assertEquals("attribute_exists(#pk)", sent.transactItems().get(2).conditionCheck().conditionExpression());
  }

  @Test
  void aHundredAndFirstActionIsRefusedAndNothingIsSent() {
    RecordingDynamoDb dynamo = new RecordingDynamoDb(null);
    TableClient table = table(dynamo);
    WriteTransaction transaction = new WriteTransaction(table, "transaction");
    for (int i = 0; i < 100; i++) {
      transaction.put("put", table.putItemRequest(item("n" + i, "x")), TableClient.OwnChecks.NONE, NOTES);
    }
    InvalidTransactionException refused = assertThrows(InvalidTransactionException.class, () ->
        transaction.put("put", table.putItemRequest(item("n100", "x")), TableClient.OwnChecks.NONE, NOTES));
    assertTrue(refused.getMessage().contains("would be action 101"), refused.getMessage());
    assertEquals(100, transaction.size());
    assertEquals(0, dynamo.sent.size());
  }

  @Test
  void twoActionsOnOneItemAreRefused() {
    TableClient table = table(new RecordingDynamoDb(null));
    WriteTransaction transaction = new WriteTransaction(table, "transaction")
        .put("create", table.createItemRequest(item("1", "new")), TableClient.OwnChecks.ABSENT, NOTES);
    InvalidTransactionException refused = assertThrows(InvalidTransactionException.class, () -> transaction
        .conditionCheckExists(NOTES.primaryKey(new Note("1", null)), NOTES));
    assertTrue(refused.getMessage().contains("same item as action [0] create Note at PK=\"NOTE#1\""),
        refused.getMessage());
  }

  @Test
  void tokensOutsideOneTo36CharactersAreRefused() {
    WriteTransaction transaction = new WriteTransaction(table(new RecordingDynamoDb(null)), "transaction");
    assertThrows(InvalidTransactionException.class, () -> transaction.idempotencyToken(""));
    assertThrows(InvalidTransactionException.class, () -> transaction.idempotencyToken("x".repeat(37)));
    transaction.idempotencyToken("x".repeat(36));
  }

  @Test
  void itemsOverFourMegabytesInAllAreRefused() {
    RecordingDynamoDb dynamo = new RecordingDynamoDb(null);
    TableClient table = table(dynamo);
    WriteTransaction transaction = new WriteTransaction(table, "transaction");
    String text = "x".repeat(390_000);
    for (int i = 0; i < 10; i++) {
      transaction.put("put", table.putItemRequest(item("n" + i, text)), TableClient.OwnChecks.NONE, NOTES);
    }
    InvalidTransactionException refused = assertThrows(InvalidTransactionException.class, () ->
        transaction.put("put", table.putItemRequest(item("n10", text)), TableClient.OwnChecks.NONE, NOTES));
    assertTrue(refused.getMessage().contains("over DynamoDB's limit of 4194304 bytes"), refused.getMessage());
    assertEquals(0, dynamo.sent.size());
  }

  @Test
  void anEmptyTransactionIsRefused() {
    WriteTransaction transaction = new WriteTransaction(table(new RecordingDynamoDb(null)), "transaction");
    assertThrows(InvalidTransactionException.class, transaction::execute);
  }
}
