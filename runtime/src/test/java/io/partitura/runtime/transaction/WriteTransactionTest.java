package io.partitura.runtime.transaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.InvalidTransactionException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.operation.DeleteItemOperation;
import io.partitura.runtime.operation.OwnChecks;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The runtime's write transaction on its own: the limits it refuses before anything is sent, and how
 * it reads a cancellation. Sent to moto (dynalite has no TransactWriteItems): each run asserts what is
 * stored afterwards and the reasons read from moto's answer, with the stored item of each failed
 * condition (ALL_OLD).
 */
class WriteTransactionTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerClass(name -> CreateTableRequest.builder()
      .tableName(name)
      .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH), k -> k.attributeName("SK").keyType(KeyType.RANGE))
      .attributeDefinitions(a -> a.attributeName("PK").attributeType(ScalarAttributeType.S),
          a -> a.attributeName("SK").attributeType(ScalarAttributeType.S))
      .billingMode(BillingMode.PAY_PER_REQUEST)
      .build());

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

  private static final RequestCounter REQUESTS = new RequestCounter();
  private static DynamoDbClient client;
  private static TableClient table;

  @BeforeAll
  static void connect(TestTable testTable) {
    client = testTable.server().newClient(REQUESTS);
    table = TableClient.builder().client(client).tableName(testTable.name()).partitionKeyName("PK").sortKeyName("SK")
        .typeAttributeName("_type").build();
  }

  @AfterAll
  static void closeTheClient() {
    client.close();
  }

  @BeforeEach
  void resetTheCounter() {
    REQUESTS.reset();
  }

  private static Map<String, AttributeValue> item(String id, String text) {
    return NOTES.toItem(new Note(id, text));
  }

  private static void store(String id, String text) {
    client.putItem(b -> b.tableName(table.tableName()).item(item(id, text)));
    REQUESTS.reset();
  }

  /** The note stored under {@code id}, read back; null when there is none. */
  private static Note stored(String id) {
    Map<String, AttributeValue> item = client.getItem(b -> b.tableName(table.tableName())
        .key(NOTES.primaryKey(new Note(id, null))).consistentRead(true)).item();
    return item.isEmpty() ? null : NOTES.fromItem(item);
  }

  @Test
  void everyActionIsAppliedInOneRequest() {
    store("apply-2", "old");
    store("apply-3", "doomed");
    store("apply-4", "checked");

    new WriteTransaction(table, "transaction")
        .put("create", PutItemOperation.createRequest(table.context(), item("apply-1", "new")), OwnChecks.ABSENT,
            NOTES)
        .put("put", PutItemOperation.putRequest(table.context(), item("apply-2", "other")), OwnChecks.NONE, NOTES)
        .delete(DeleteItemOperation.request(table.context(), NOTES.primaryKey(new Note("apply-3", null))),
            OwnChecks.NONE, NOTES)
        .conditionCheckExists(NOTES.primaryKey(new Note("apply-4", null)), NOTES)
        .execute();

    assertEquals(List.of("TransactWriteItems"), REQUESTS.operations());
    assertEquals(new Note("apply-1", "new"), stored("apply-1"));
    assertEquals(new Note("apply-2", "other"), stored("apply-2"));
    assertNull(stored("apply-3"));
    assertEquals(new Note("apply-4", "checked"), stored("apply-4"));
  }

  @Test
  void aCancellationNamesEachActionWithItsReasonAndTheDecodedStoredItem() {
    store("cancel-1", "already here");
    store("cancel-3", "draft");
    WriteTransaction transaction = new WriteTransaction(table, "transaction")
        .put("create", PutItemOperation.createRequest(table.context(), item("cancel-1", "new")), OwnChecks.ABSENT,
            NOTES)
        .put("put", PutItemOperation.putRequest(table.context(), item("cancel-2", "other")), OwnChecks.NONE, NOTES)
        .conditionCheck(NOTES.primaryKey(new Note("cancel-3", null)),
            new StringCondition("text", Items::string).is("final"), NOTES);

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, transaction::execute);

    assertEquals(List.of("TransactWriteItems"), REQUESTS.operations());
    List<CancelledTransactionException.Reason> reasons = cancelled.reasons();
    assertEquals(3, reasons.size());
    assertEquals("create Note at PK=\"NOTE#cancel-1\", SK=\"META\"", reasons.get(0).action());
    assertEquals("ConditionalCheckFailed", reasons.get(0).code());
    assertEquals(new Note("cancel-1", "already here"), reasons.get(0).storedRecord(Note.class).orElseThrow());
    // The create's own check failed, judged on the returned item: what create alone would throw.
    assertInstanceOf(ItemAlreadyExistsException.class, reasons.get(0).refusal());
    assertEquals("None", reasons.get(1).code());
    assertNull(reasons.get(1).refusal());
    ConditionFailedException check = assertInstanceOf(ConditionFailedException.class, reasons.get(2).refusal());
    assertEquals("\"text = \"final\"\"", check.condition());
    assertEquals(new Note("cancel-3", "draft"), check.storedRecord(Note.class).orElseThrow());
    assertEquals(List.of(reasons.get(0), reasons.get(2)), cancelled.failed());
    assertTrue(cancelled.getMessage().contains("[0] create Note at PK=\"NOTE#cancel-1\", SK=\"META\": "
        + "ConditionalCheckFailed (The conditional request failed)"), cancelled.getMessage());
    // Nothing was written, not even the put whose own reason is None.
    assertEquals(new Note("cancel-1", "already here"), stored("cancel-1"));
    assertNull(stored("cancel-2"));
  }

  @Test
  void everyKindOfActionGetsTheStoredItemBackWhenItsConditionFails() {
    store("old-1", "one");
    store("old-2", "two");
    store("old-3", "three");
    StringCondition text = new StringCondition("text", Items::string);

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> new WriteTransaction(table, "transaction")
            .put("create", PutItemOperation.createRequest(table.context(), item("old-1", "new")), OwnChecks.ABSENT,
                NOTES)
            .delete(DeleteItemOperation.withCondition(DeleteItemOperation.request(table.context(),
                NOTES.primaryKey(new Note("old-2", null))), text.is("final")), OwnChecks.NONE, NOTES)
            .conditionCheck(NOTES.primaryKey(new Note("old-3", null)), text.is("final"), NOTES)
            .conditionCheckExists(NOTES.primaryKey(new Note("old-4", null)), NOTES)
            .execute());

    List<CancelledTransactionException.Reason> reasons = cancelled.reasons();
    assertEquals(List.of("ConditionalCheckFailed", "ConditionalCheckFailed", "ConditionalCheckFailed",
        "ConditionalCheckFailed"), reasons.stream().map(CancelledTransactionException.Reason::code).toList());
    assertEquals(item("old-1", "one"), reasons.get(0).storedItem());
    assertEquals(item("old-2", "two"), reasons.get(1).storedItem());
    assertEquals(item("old-3", "three"), reasons.get(2).storedItem());
    // No item to return: the existence check's refusal is the ItemNotFoundException a replace would raise.
    assertNull(reasons.get(3).storedItem());
    assertInstanceOf(ItemNotFoundException.class, reasons.get(3).refusal());
    assertEquals(new Note("old-2", "two"), stored("old-2"));
  }

  /**
   * Request level, and why: moto 5.2.1 ignores ClientRequestToken, so what DynamoDB does with it (a
   * transaction sent again with the same token applied only once) cannot be seen on a local server; what is
   * checked is that the token is sent.
   */
  @Test
  void theIdempotencyTokenIsSentAsTheClientRequestToken() {
    WriteTransaction transaction = new WriteTransaction(table, "transaction")
        .put("put", PutItemOperation.putRequest(table.context(), item("token-1", "x")), OwnChecks.NONE, NOTES)
        .idempotencyToken("token-1");

    assertEquals("token-1", transaction.toRequest().clientRequestToken());
    assertEquals(0, REQUESTS.total());
  }

  @Test
  void aHundredAndFirstActionIsRefusedAndNothingIsSent() {
    WriteTransaction transaction = new WriteTransaction(table, "transaction");
    for (int i = 0; i < 100; i++) {
      transaction.put("put", PutItemOperation.putRequest(table.context(), item("n" + i, "x")), OwnChecks.NONE, NOTES);
    }
    InvalidTransactionException refused = assertThrows(InvalidTransactionException.class, () ->
        transaction.put("put", PutItemOperation.putRequest(table.context(), item("n100", "x")), OwnChecks.NONE, NOTES));
    assertTrue(refused.getMessage().contains("would be action 101"), refused.getMessage());
    assertEquals(100, transaction.size());
    assertEquals(0, REQUESTS.total());
  }

  @Test
  void twoActionsOnOneItemAreRefused() {
        WriteTransaction transaction = new WriteTransaction(table, "transaction")
        .put("create", PutItemOperation.createRequest(table.context(), item("1", "new")), OwnChecks.ABSENT, NOTES);
    InvalidTransactionException refused = assertThrows(InvalidTransactionException.class, () -> transaction
        .conditionCheckExists(NOTES.primaryKey(new Note("1", null)), NOTES));
    assertTrue(refused.getMessage().contains("same item as action [0] create Note at PK=\"NOTE#1\""),
        refused.getMessage());
  }

  @Test
  void tokensOutsideOneTo36CharactersAreRefused() {
    WriteTransaction transaction = new WriteTransaction(table, "transaction");
    assertThrows(InvalidTransactionException.class, () -> transaction.idempotencyToken(""));
    assertThrows(InvalidTransactionException.class, () -> transaction.idempotencyToken("x".repeat(37)));
    transaction.idempotencyToken("x".repeat(36));
  }

  @Test
  void itemsOverFourMegabytesInAllAreRefused() {
    WriteTransaction transaction = new WriteTransaction(table, "transaction");
    String text = "x".repeat(390_000);
    for (int i = 0; i < 10; i++) {
      transaction.put("put", PutItemOperation.putRequest(table.context(), item("n" + i, text)), OwnChecks.NONE, NOTES);
    }
    InvalidTransactionException refused = assertThrows(InvalidTransactionException.class, () ->
        transaction.put("put", PutItemOperation.putRequest(table.context(), item("n10", text)), OwnChecks.NONE, NOTES));
    assertTrue(refused.getMessage().contains("over DynamoDB's limit of 4194304 bytes"), refused.getMessage());
    assertEquals(0, REQUESTS.total());
  }

  @Test
  void anEmptyTransactionIsRefused() {
    WriteTransaction transaction = new WriteTransaction(table, "transaction");
    assertThrows(InvalidTransactionException.class, transaction::execute);
  }
}
