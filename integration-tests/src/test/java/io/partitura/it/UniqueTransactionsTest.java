package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.unique.Account;
import io.partitura.it.unique.Card;
import io.partitura.it.unique.Customer;
import io.partitura.it.unique.CustomerRepository;
import io.partitura.it.unique.UniqueShopTable;
import io.partitura.it.unique.UniqueShopTransaction;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.InvalidTransactionException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.UniqueValueTakenException;
import io.partitura.runtime.exceptions.VersionOverflowException;
import io.partitura.runtime.unique.UniqueValues;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * {@code @Unique} entities in the table's transaction ({@code db.transaction()}), on moto, which serves
 * TransactWriteItems: an update that sets no unique component is one Update action; a put, replace, delete or an
 * update that sets one reads the item first (one consistent GetItem, sent when the action is added) and moves the
 * uniqueness items inside the same transaction. Each test asserts the items stored afterwards (the entity's and its
 * uniqueness items, read raw), the requests sent, and for refusals what was and was not written.
 *
 * <p>One table for the class: every test uses ids and values of its own. The race (a value changed between the
 * read and the transaction) is made deterministic: the other writer writes between the action's add and
 * {@code execute()}.
 */
class UniqueTransactionsTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerClass(UniqueShopTable::createTableRequest);

  private static String table;
  private static RequestCounter requests;
  private static SentTransactions sent;
  private static UniqueShopTable db;
  /** Reads and writes around the calls under test: neither counted nor recorded. */
  private static DynamoDbClient raw;
  private static DynamoDbClient client;
  /** What the table's listener saw: the name each request is reported under. */
  private static final List<RequestEvent> EVENTS = Collections.synchronizedList(new ArrayList<>());

  /** Records every TransactWriteItems the client sends. */
  static final class SentTransactions implements ExecutionInterceptor {
    final List<TransactWriteItemsRequest> requests = new ArrayList<>();

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
      if (context.request() instanceof TransactWriteItemsRequest request) {
        requests.add(request);
      }
    }
  }

  @BeforeAll
  static void connect(TestTable created) {
    table = created.name();
    requests = new RequestCounter();
    sent = new SentTransactions();
    // No SDK retries: every request counted was sent once.
    client = created.server().newClient(AwsRetryStrategy.doNotRetry(), requests, sent);
    db = UniqueShopTable.builder().client(client).tableName(table).listener(EVENTS::add).build();
    raw = created.server().newClient();
  }

  @AfterAll
  static void close() {
    client.close();
    raw.close();
  }

  @BeforeEach
  void reset() {
    resetCounts();
  }

  /** Forgets the requests sent so far (the setup's): what follows is the call under test. */
  private static void resetCounts() {
    requests.reset();
    sent.requests.clear();
    EVENTS.clear();
  }

  private static String email(String value) {
    return "UNIQ#Customer.email#" + value;
  }

  private static Map<String, AttributeValue> rawItem(String partitionKey, String sortKey) {
    var response = raw.getItem(GetItemRequest.builder().tableName(table).consistentRead(true)
        .key(Map.of(UniqueShopTable.PARTITION_KEY, AttributeValue.fromS(partitionKey),
            UniqueShopTable.SORT_KEY, AttributeValue.fromS(sortKey)))
        .build());
    return response.hasItem() ? response.item() : null;
  }

  private static void assertOwned(String key, String ownerPartitionKey, String ownerSortKey) {
    assertEquals(Map.of(UniqueShopTable.PARTITION_KEY, AttributeValue.fromS(key), UniqueShopTable.SORT_KEY,
        AttributeValue.fromS(key), UniqueValues.OWNER_PARTITION_KEY, AttributeValue.fromS(ownerPartitionKey),
        UniqueValues.OWNER_SORT_KEY, AttributeValue.fromS(ownerSortKey)), rawItem(key, key), key);
  }

  private static void assertFree(String key) {
    assertNull(rawItem(key, key), key + " is free");
  }

  /** The keys of every uniqueness item that names this owner, sorted: a consistent Scan. */
  private static List<String> uniquenessItemsOwnedBy(String ownerPartitionKey, String ownerSortKey) {
    List<String> keys = new ArrayList<>();
    Map<String, AttributeValue> start = null;
    do {
      var response = raw.scan(ScanRequest.builder().tableName(table).consistentRead(true)
          .filterExpression("#opk = :opk AND #osk = :osk")
          .expressionAttributeNames(Map.of("#opk", UniqueValues.OWNER_PARTITION_KEY, "#osk", UniqueValues.OWNER_SORT_KEY))
          .expressionAttributeValues(Map.of(":opk", AttributeValue.fromS(ownerPartitionKey),
              ":osk", AttributeValue.fromS(ownerSortKey)))
          .exclusiveStartKey(start)
          .build());
      response.items().forEach(item -> keys.add(item.get(UniqueShopTable.PARTITION_KEY).s()));
      start = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty() ? response.lastEvaluatedKey() : null;
    } while (start != null);
    return keys.stream().sorted().toList();
  }

  /** The kinds of the actions of the one transaction sent, in order: {@code Update}, {@code Delete}, {@code Put}. */
  private static List<String> actionsSent() {
    assertEquals(1, sent.requests.size(), "TransactWriteItems requests");
    return sent.requests.get(0).transactItems().stream()
        .map(a -> a.put() != null ? "Put" : a.update() != null ? "Update" : a.delete() != null ? "Delete" : "Check")
        .toList();
  }

  private static Customer stored(String customerId) {
    return db.customers().get(customerId, ReadConsistency.STRONG).orElse(null);
  }

  // ---- update

  @Test
  void anUpdateThatSetsNoUniqueComponentIsOneUpdateActionAndReadsNothing() {
    db.customers().create(new Customer("u1", "Ann", "u1@example.com", null));
    resetCounts();

    db.transaction()
        .updateCustomer("u1", c -> c.name("Anna"))
        .create(new Card("u1", "k1", null, "travel"))
        .execute();

    assertEquals(List.of("TransactWriteItems"), requests.operations(), "no read: no uniqueness item moves");
    assertEquals(List.of("Update", "Put"), actionsSent());
    assertEquals(new Customer("u1", "Anna", "u1@example.com", null), stored("u1"));
    assertEquals(List.of(email("u1@example.com")), uniquenessItemsOwnedBy("CUST#u1", "META"));
  }

  @Test
  void anUpdateOfAUniqueComponentMovesItsUniquenessItemInTheSameTransaction() {
    db.customers().create(new Customer("u2", "Bo", "bo@example.com", null));
    resetCounts();

    UniqueShopTransaction transaction = db.transaction()
        .updateCustomer("u2", c -> c.email("bo@new.example.com"))
        .create(new Card("u2", "k1", "5500-0001", "home"));
    assertEquals(List.of("GetItem"), requests.operations(), "the read, when the update was added");
    transaction.execute();

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals(List.of("Update", "Delete", "Put", "Put", "Put"), actionsSent(),
        "the update, the old email's release, the new one's take; the card and its number's");
    assertEquals(new Customer("u2", "Bo", "bo@new.example.com", null), stored("u2"));
    assertFree(email("bo@example.com"));
    assertOwned(email("bo@new.example.com"), "CUST#u2", "META");
    assertEquals(List.of(email("bo@new.example.com")), uniquenessItemsOwnedBy("CUST#u2", "META"));
    assertOwned("UNIQ#Card.number#5500-0001", "CUST#u2", "CARD#k1");
    assertEquals(stored("u2"), db.customers().findByEmail("bo@new.example.com", ReadConsistency.STRONG).orElseThrow());
  }

  @Test
  void describeShowsTheReadAndEveryActionSentAndSendsNothingMore() {
    db.customers().create(new Customer("cyd", "Cyd", "cyd@example.com", 7));
    resetCounts();

    UniqueShopTransaction transaction = db.transaction("renameCustomer")
        .updateCustomer("cyd", c -> c.email("cyd@new.example.com"));
    String described = transaction.describe().toString();

    assertEquals(List.of("GetItem"), requests.operations(), "describe() sent nothing");
    assertEquals("""
        GetItem, then TransactWriteItems unique  (access pattern "renameCustomer")
          [read 1] GetItem
            Key                      { "PK": "CUST#cyd", "SK": "META" }
            ConsistentRead           true
            Sent                     already, when update Customer at PK="CUST#cyd", SK="META" was added: the unique \
        values stored, which its action requires unchanged and whose uniqueness items it moves
          [0] Update
            Key                      { "PK": "CUST#cyd", "SK": "META" }
            UpdateExpression         "SET #a0 = :v0"
            ConditionExpression      "(attribute_exists(#pk)) AND ((#c0 = :c0) AND (#c1 = :c1))"
            ExpressionAttributeNames { "#pk": "PK", "#a0": "email", "#c0": "email", "#c1": "loyaltyNumber" }
            ExpressionAttributeValues { ":v0": "cyd@new.example.com", ":c0": "cyd@example.com", ":c1": 7 }
            ReturnValuesOnConditionCheckFailure ALL_OLD
          [1] Delete
            Key                      { "PK": "UNIQ#Customer.email#cyd@example.com", "SK": "UNIQ#Customer.email#cyd@example.com" }
            ConditionExpression      "(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1))"
            ExpressionAttributeNames { "#c0": "PK", "#c1": "ownerPartitionKey", "#c2": "ownerSortKey" }
            ExpressionAttributeValues { ":c0": "CUST#cyd", ":c1": "META" }
            ReturnValuesOnConditionCheckFailure ALL_OLD
          [2] Put
            Item                     { "PK": "UNIQ#Customer.email#cyd@new.example.com", \
        "SK": "UNIQ#Customer.email#cyd@new.example.com", "ownerPartitionKey": "CUST#cyd", "ownerSortKey": "META" }
            ConditionExpression      "attribute_not_exists(#pk)"
            ExpressionAttributeNames { "#pk": "PK" }
            ReturnValuesOnConditionCheckFailure ALL_OLD""", described.replace(table, "unique"));
    transaction.execute();
    assertEquals(sent.requests.get(0), transaction.toRequest(), "what describe() showed is what was sent");
    assertEquals(List.of("renameCustomer GetItem", "renameCustomer TransactWriteItems"),
        EVENTS.stream().map(e -> e.operation() + " " + e.requestKind()).toList(),
        "the read is reported under the transaction's name too");
    assertEquals(new Customer("cyd", "Cyd", "cyd@new.example.com", 7), stored("cyd"));
  }

  @Test
  void aNewValueAnotherItemHoldsCancelsTheTransactionAndNothingIsWritten() {
    db.customers().create(new Customer("u4-owner", "Di", "taken@example.com", null));
    db.customers().create(new Customer("u4", "Ed", "ed@example.com", null));
    resetCounts();

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> db.transaction()
            .updateCustomer("u4", c -> c.email("taken@example.com").name("Eddie"))
            .create(new Card("u4", "k1", "6011-0004", "work"))
            .execute());

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    UniqueValueTakenException taken =
        assertInstanceOf(UniqueValueTakenException.class, cancelled.reasons().get(2).refusal());
    assertEquals("taken@example.com", taken.value());
    assertTrue(cancelled.getMessage().contains("nothing was written"), cancelled.getMessage());
    assertTrue(cancelled.getMessage().contains("[2] take Customer.email of item at PK=\"UNIQ#Customer.email#taken@example.com\""),
        cancelled.getMessage());
    assertEquals(new Customer("u4", "Ed", "ed@example.com", null), stored("u4"), "the update was not written");
    assertOwned(email("ed@example.com"), "CUST#u4", "META");
    assertOwned(email("taken@example.com"), "CUST#u4-owner", "META");
    assertNull(rawItem("CUST#u4", "CARD#k1"), "the other actions were not written either");
    assertFree("UNIQ#Card.number#6011-0004");
  }

  @Test
  void aValueChangedBetweenTheReadAndTheTransactionCancelsItAndLeavesNoStaleUniquenessItem() {
    db.customers().create(new Customer("u5", "Flo", "flo@example.com", null));
    resetCounts();
    UniqueShopTransaction transaction = db.transaction().updateCustomer("u5", c -> c.email("flo@new.example.com"));

    // Another writer, between the read and the transaction: a move of its own.
    db.customers().update("u5").email("flo@other.example.com").apply();
    resetCounts();
    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, transaction::execute);

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    ConditionFailedException changed =
        assertInstanceOf(ConditionFailedException.class, cancelled.reasons().get(0).refusal());
    assertTrue(changed.getMessage().contains("flo@other.example.com"), changed.getMessage());
    assertEquals(new Customer("u5", "Flo", "flo@other.example.com", null), stored("u5"), "the other writer's");
    assertEquals(List.of(email("flo@other.example.com")), uniquenessItemsOwnedBy("CUST#u5", "META"),
        "the one uniqueness item it holds: none released that it still holds, none taken for a value it lacks");
    assertFree(email("flo@new.example.com"));
    assertFree(email("flo@example.com"));
  }

  @Test
  void anUpdateOfAVersionedEntityKeepsItsVersionCheckAndMovesTheHandle() {
    db.accounts().create(new Account("a1", "Gus", "gus", 0));
    resetCounts();

    db.transaction().updateAccount("a1", a -> a.handle("gustav").expectVersion(1)).execute();

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals(List.of("Update", "Delete", "Put"), actionsSent());
    assertEquals(new Account("a1", "Gus", "gustav", 2), db.accounts().get("a1", ReadConsistency.STRONG).orElseThrow());
    assertEquals(List.of("UNIQ#Account.handle#gustav"), uniquenessItemsOwnedBy("ACCT#a1", "META"));
  }

  @Test
  void anUpdateOfAMissingItemIsRefusedAfterTheReadAndDoesNotJoin() {
    UniqueShopTransaction transaction = db.transaction().create(new Card("u6", "k1", null, "spare"));

    assertThrows(ItemNotFoundException.class,
        () -> transaction.updateCustomer("u6-missing", c -> c.email("nobody@example.com")));

    assertEquals(List.of("GetItem"), requests.operations());
    assertEquals(1, transaction.toRequest().transactItems().size(), "the card's Put alone");
  }

  // ---- put, replace, delete

  @Test
  void aPutMovesTheValuesThatChangeAndAReplaceOfAMissingItemDoesNotJoin() {
    db.customers().create(new Customer("p1", "Hal", "hal@example.com", 31));
    resetCounts();

    db.transaction().put(new Customer("p1", "Hal", "hal@new.example.com", 31)).execute();

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals(List.of("Put", "Delete", "Put"), actionsSent(), "the loyalty number did not change: not moved");
    assertEquals(new Customer("p1", "Hal", "hal@new.example.com", 31), stored("p1"));
    assertFree(email("hal@example.com"));
    assertOwned(email("hal@new.example.com"), "CUST#p1", "META");
    assertEquals(2, uniquenessItemsOwnedBy("CUST#p1", "META").size());

    resetCounts();
    UniqueShopTransaction transaction = db.transaction();
    assertThrows(ItemNotFoundException.class,
        () -> transaction.replace(new Customer("p1-missing", "Ida", "ida@example.com", null)));
    assertEquals(List.of("GetItem"), requests.operations());
    assertThrows(InvalidTransactionException.class, transaction::toRequest, "nothing joined");
    assertFree(email("ida@example.com"));
  }

  @Test
  void aVersionedPutIsAtTheNextVersionAndMovesTheHandleAndAStaleOneWritesNothing() {
    Account read = db.accounts().create(new Account("a2", "Ivy", "ivy", 0));
    resetCounts();

    db.transaction().put(new Account("a2", "Ivy", "ivy.b", read.version())).execute();

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals(List.of("Put", "Delete", "Put"), actionsSent());
    assertEquals(new Account("a2", "Ivy", "ivy.b", 2), db.accounts().get("a2", ReadConsistency.STRONG).orElseThrow());
    assertEquals(List.of("UNIQ#Account.handle#ivy.b"), uniquenessItemsOwnedBy("ACCT#a2", "META"));

    // The record as read at version 1, put again: the stored item is at 2.
    resetCounts();
    CancelledTransactionException stale = assertThrows(CancelledTransactionException.class,
        () -> db.transaction().put(new Account("a2", "Ivy", "ivy.c", read.version())).execute());
    assertInstanceOf(StaleVersionException.class, stale.reasons().get(0).refusal());
    assertEquals(new Account("a2", "Ivy", "ivy.b", 2), db.accounts().get("a2", ReadConsistency.STRONG).orElseThrow());
    assertEquals(List.of("UNIQ#Account.handle#ivy.b"), uniquenessItemsOwnedBy("ACCT#a2", "META"));
    assertFree("UNIQ#Account.handle#ivy.c");

    // At the largest version a long holds: refused as the repository's put refuses it, before any request.
    resetCounts();
    UniqueShopTransaction transaction = db.transaction();
    assertThrows(VersionOverflowException.class,
        () -> transaction.put(new Account("a2", "Ivy", "ivy.d", Long.MAX_VALUE)));
    assertThrows(VersionOverflowException.class,
        () -> db.accounts().put(new Account("a2", "Ivy", "ivy.d", Long.MAX_VALUE)), "the same refusal");
    assertEquals(List.of(), requests.operations());
    assertThrows(InvalidTransactionException.class, transaction::toRequest, "nothing joined");
  }

  @Test
  void aReplaceMovesTheValuesOfAStoredItem() {
    db.customers().create(new Customer("p2", "Jo", "jo@example.com", null));
    resetCounts();

    db.transaction().replace(new Customer("p2", "Jo", "jo@example.com", 52)).execute();

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals(List.of("Put", "Put"), actionsSent(), "the replace and the new loyalty number's take");
    assertEquals(new Customer("p2", "Jo", "jo@example.com", 52), stored("p2"));
    assertEquals(2, uniquenessItemsOwnedBy("CUST#p2", "META").size());
  }

  @Test
  void aDeleteReleasesEveryValueInTheSameTransaction() {
    db.customers().create(new Customer("d1", "Kit", "kit@example.com", 64));
    db.customers().create(new Customer("d2", "Lin", "lin@example.com", null));
    resetCounts();

    db.transaction().deleteCustomer("d1").deleteCustomer("d2", c -> c.name().is("Lin")).execute();

    assertEquals(List.of("GetItem", "GetItem", "TransactWriteItems"), requests.operations());
    assertEquals(List.of("Delete", "Delete", "Delete", "Delete", "Delete"), actionsSent());
    assertNull(stored("d1"));
    assertNull(stored("d2"));
    assertEquals(List.of(), uniquenessItemsOwnedBy("CUST#d1", "META"));
    assertEquals(List.of(), uniquenessItemsOwnedBy("CUST#d2", "META"));
  }

  @Test
  void aDeleteOfAMissingItemChecksItIsStillMissing() {
    UniqueShopTransaction transaction = db.transaction().deleteCustomer("d3");
    assertEquals(List.of("Check"), transaction.toRequest().transactItems().stream()
        .map(a -> a.conditionCheck() != null ? "Check" : "other").toList());

    // Created between the read and the transaction: the delete read nothing, so it cancels rather than let it be.
    db.customers().create(new Customer("d3", "Mo", "mo@example.com", null));
    resetCounts();
    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, transaction::execute);

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(CancelledTransactionException.CONDITIONAL_CHECK_FAILED, cancelled.reasons().get(0).code());
    assertEquals(new Customer("d3", "Mo", "mo@example.com", null), stored("d3"));
    assertOwned(email("mo@example.com"), "CUST#d3", "META");
  }

  // ---- DynamoDB's limits, refused before sending

  @Test
  void aValueReleasedAndTakenInOneTransactionIsRefusedBeforeSendingAndTheSecondWriteDoesNotJoin() {
    db.customers().create(new Customer("l1", "Ned", "ned@example.com", null));
    resetCounts();
    UniqueShopTransaction transaction = db.transaction().updateCustomer("l1", c -> c.email("ned@new.example.com"));

    // The release of ned@example.com and its take by another customer: two actions on one uniqueness item.
    InvalidTransactionException twice = assertThrows(InvalidTransactionException.class,
        () -> transaction.create(new Customer("l2", "Ola", "ned@example.com", null)));

    assertTrue(twice.getMessage().contains("is on the same item as action [1]"), twice.getMessage());
    assertTrue(twice.getMessage().contains("None of the actions of create Customer at PK=\"CUST#l2\""),
        twice.getMessage());
    assertEquals(3, transaction.toRequest().transactItems().size(), "l1's update and moves alone");
    assertEquals(List.of("GetItem"), requests.operations(), "nothing sent but the read");
    assertThrows(InvalidTransactionException.class,
        () -> transaction.updateCustomer("l1", c -> c.name("Ned again")), "a second action on l1");
    assertEquals(3, transaction.toRequest().transactItems().size());

    transaction.execute();
    assertEquals(List.of(email("ned@new.example.com")), uniquenessItemsOwnedBy("CUST#l1", "META"));
    assertNull(stored("l2"));
  }

  @Test
  void movesThatWouldTakeAction101AreRefusedBeforeSendingAndNoneJoins() {
    db.customers().create(new Customer("l3", "Pia", "pia@example.com", null));
    UniqueShopTransaction transaction = db.transaction();
    for (int i = 0; i < 98; i++) {
      transaction.create(new Card("l3", "k" + i, null, "filler"));
    }
    resetCounts();

    // The update (1), the release (2) and the take (3): actions 99 to 101.
    InvalidTransactionException tooMany = assertThrows(InvalidTransactionException.class,
        () -> transaction.updateCustomer("l3", c -> c.email("pia@new.example.com")));

    assertTrue(tooMany.getMessage().contains("would be action 101"), tooMany.getMessage());
    assertTrue(tooMany.getMessage().contains("None of the actions of update Customer at PK=\"CUST#l3\""),
        tooMany.getMessage());
    assertEquals(98, transaction.toRequest().transactItems().size(), "the update did not join without its moves");
    assertEquals(List.of("GetItem"), requests.operations());
  }

  @Test
  void aCreateWhoseUniquenessItemWouldBeAction101DoesNotJoinWithoutIt() {
    UniqueShopTransaction transaction = db.transaction();
    for (int i = 0; i < 99; i++) {
      transaction.create(new Card("l4", "k" + i, null, "filler"));
    }

    assertThrows(InvalidTransactionException.class,
        () -> transaction.create(new Customer("l4", "Quy", "quy@example.com", null)));

    assertEquals(99, transaction.toRequest().transactItems().size(), "no Put of l4 without its email's");
    transaction.execute();
    assertNull(stored("l4"));
    assertFree(email("quy@example.com"));
  }
}
