package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.unique.Account;
import io.partitura.it.unique.AccountCodec;
import io.partitura.it.unique.Card;
import io.partitura.it.unique.CardCodec;
import io.partitura.it.unique.Customer;
import io.partitura.it.unique.CustomerCodec;
import io.partitura.it.unique.UniqueShopTable;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.UniqueValueTakenException;
import io.partitura.runtime.exceptions.UniqueValuesBypassedException;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.unique.UniqueValues;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * {@code @Unique}. dynalite has no TransactWriteItems, and it is not emulated: the transactions the
 * generated writes send are caught before they leave the client ({@link Transactions}), rendered and
 * compared with what they must be, and answered with a constructed {@link TransactionCanceledException}
 * to test how each cancellation reason is reported. Everything else (the consistent read a move makes
 * first, {@code findBy}, the refusals) runs against dynalite, with the requests counted.
 */
@ExtendWith(DynaliteExtension.class)
class UniqueValuesTest {
  private static final String TABLE = "unique-" + UUID.randomUUID();

  private static RequestCounter requests;
  private static Transactions transactions;
  private static UniqueShopTable db;
  private static DynamoDbClient raw;
  private static DynamoDbClient client;

  /**
   * Catches every TransactWriteItems before it is sent (so it reaches neither dynalite nor the
   * {@link RequestCounter}), keeps it, and refuses it with the cancellation reasons set for the test.
   */
  static final class Transactions implements ExecutionInterceptor {
    final List<TransactWriteItemsRequest> sent = new ArrayList<>();
    /** One reason per action, as DynamoDB reports them; none given: every action {@code None}. */
    volatile List<CancellationReason> reasons = List.of();

    @Override
    public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
      if (context.request() instanceof TransactWriteItemsRequest request) {
        sent.add(request);
        List<CancellationReason> given = reasons.isEmpty()
            ? request.transactItems().stream().map(i -> none()).toList() : reasons;
        throw TransactionCanceledException.builder()
            .message("Transaction cancelled, please refer cancellation reasons for specific reasons "
                + given.stream().map(CancellationReason::code).toList())
            .cancellationReasons(given)
            .awsErrorDetails(AwsErrorDetails.builder().errorCode("TransactionCanceledException").build())
            .statusCode(400)
            .build();
      }
      return context.request();
    }
  }

  private static CancellationReason none() {
    return CancellationReason.builder().code("None").build();
  }

  /** A failed condition; DynamoDB returns the item it was evaluated on (ALL_OLD) when there is one. */
  private static CancellationReason failed(Map<String, AttributeValue> stored) {
    CancellationReason.Builder reason = CancellationReason.builder().code("ConditionalCheckFailed")
        .message("The conditional request failed");
    return (stored == null ? reason : reason.item(stored)).build();
  }

  private static CancellationReason conflict() {
    return CancellationReason.builder().code("TransactionConflict")
        .message("Transaction is ongoing for the item").build();
  }

  @BeforeAll
  static void createTable(DynaliteServer server) {
    requests = new RequestCounter();
    transactions = new Transactions();
    client = server.newClient(requests, transactions);
    db = UniqueShopTable.builder().client(client).tableName(TABLE).build();
    db.createTable();
    raw = server.newClient();
  }

  @BeforeEach
  void reset() {
    requests.reset();
    transactions.sent.clear();
    transactions.reasons = List.of();
  }

  /** Stores the customer and the uniqueness items of its values with raw PutItems, as a create would. */
  private static void store(Customer customer) {
    Map<String, AttributeValue> item = CustomerCodec.INSTANCE.toItem(customer);
    raw.putItem(r -> r.tableName(TABLE).item(item));
    if (customer.email() != null) {
      storeUniqueness("UNIQ#Customer.email#" + customer.email(), item);
    }
    if (customer.loyaltyNumber() != null) {
      storeUniqueness("UNIQ#Customer.loyaltyNumber#" + KeyCodec.encodeInteger("n", customer.loyaltyNumber()), item);
    }
  }

  private static void storeUniqueness(String key, Map<String, AttributeValue> owner) {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put(UniqueShopTable.PARTITION_KEY, AttributeValue.fromS(key));
    item.put(UniqueShopTable.SORT_KEY, AttributeValue.fromS(key));
    item.put(UniqueValues.OWNER_PARTITION_KEY, owner.get(UniqueShopTable.PARTITION_KEY));
    item.put(UniqueValues.OWNER_SORT_KEY, owner.get(UniqueShopTable.SORT_KEY));
    raw.putItem(r -> r.tableName(TABLE).item(item));
  }

  private static Map<String, AttributeValue> uniquenessItem(String key, String ownerPartitionKey) {
    return Map.of(UniqueShopTable.PARTITION_KEY, AttributeValue.fromS(key), UniqueShopTable.SORT_KEY,
        AttributeValue.fromS(key), UniqueValues.OWNER_PARTITION_KEY, AttributeValue.fromS(ownerPartitionKey),
        UniqueValues.OWNER_SORT_KEY, AttributeValue.fromS("META"));
  }

  private static Map<String, AttributeValue> rawItem(String partitionKey, String sortKey) {
    var response = raw.getItem(GetItemRequest.builder().tableName(TABLE).consistentRead(true)
        .key(Map.of(UniqueShopTable.PARTITION_KEY, AttributeValue.fromS(partitionKey),
            UniqueShopTable.SORT_KEY, AttributeValue.fromS(sortKey)))
        .build());
    return response.hasItem() ? response.item() : null;
  }

  /**
   * The one transaction caught, one action a line: the SDK's rendering with each put item's attributes
   * in name order (a codec's item map has no order) and the random table name replaced.
   */
  private static String rendered() {
    assertEquals(1, transactions.sent.size(), "TransactWriteItems requests");
    return transactions.sent.get(0).transactItems().stream()
        .map(action -> action.put() == null ? action
            : action.toBuilder().put(action.put().toBuilder().item(new TreeMap<>(action.put().item())).build()).build())
        .map(TransactWriteItem::toString)
        .map(s -> s.replace(TABLE, "unique")).collect(Collectors.joining("\n"));
  }

  // ---- create

  @Test
  void createPutsTheItemAndOneUniquenessItemPerValueInOneTransaction() {
    assertThrows(CancelledTransactionException.class,
        () -> db.customers().create(new Customer("c1", "Ann", "ann@example.com", 42)));

    assertEquals("""
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=CUST#c1), SK=AttributeValue(S=META), _type=AttributeValue(S=Customer), customerId=AttributeValue(S=c1), email=AttributeValue(S=ann@example.com), loyaltyNumber=AttributeValue(N=42), name=AttributeValue(S=Ann)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Customer.email#ann@example.com), SK=AttributeValue(S=UNIQ#Customer.email#ann@example.com), ownerPartitionKey=AttributeValue(S=CUST#c1), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Customer.loyaltyNumber#LOYALTY), SK=AttributeValue(S=UNIQ#Customer.loyaltyNumber#LOYALTY), ownerPartitionKey=AttributeValue(S=CUST#c1), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))"""
        .replace("LOYALTY", KeyCodec.encodeInteger("n", 42)), rendered());
    assertEquals(0, requests.total(), "nothing but the transaction");
  }

  @Test
  void aNullValueHasNoUniquenessItem() {
    assertThrows(CancelledTransactionException.class, () -> db.customers().create(new Customer("c2", "Bo", null, null)));

    assertEquals(1, transactions.sent.get(0).transactItems().size(), "the item alone");
  }

  @Test
  void aTakenValueIsReportedWithTheEntityComponentAndValue() {
    transactions.reasons = List.of(none(), failed(uniquenessItem("UNIQ#Customer.email#taken@example.com", "CUST#other")), none());

    UniqueValueTakenException taken = assertThrows(UniqueValueTakenException.class,
        () -> db.customers().create(new Customer("c3", "Cy", "taken@example.com", 7)));

    assertEquals("Customer", taken.entityType());
    assertEquals("email", taken.component());
    assertEquals("taken@example.com", taken.value());
    assertTrue(taken.getMessage().contains("Customer.email \"taken@example.com\" is already taken"), taken.getMessage());
    assertTrue(taken.getMessage().contains("nothing was written"), taken.getMessage());
  }

  @Test
  void theSecondValueTakenIsNamedByItsOwnReason() {
    transactions.reasons = List.of(none(), none(), failed(uniquenessItem("UNIQ#Customer.loyaltyNumber#" + KeyCodec.encodeInteger("n", 7), "CUST#other")));

    UniqueValueTakenException taken = assertThrows(UniqueValueTakenException.class,
        () -> db.customers().create(new Customer("c3", "Cy", "free@example.com", 7)));

    assertEquals("loyaltyNumber", taken.component());
    assertEquals("7", taken.value());
  }

  @Test
  void createOnATakenKeyIsItemAlreadyExists() {
    transactions.reasons = List.of(failed(CustomerCodec.INSTANCE.toItem(new Customer("c4", "Di", null, null))), none(), none());

    assertThrows(ItemAlreadyExistsException.class,
        () -> db.customers().create(new Customer("c4", "Di", "di@example.com", 8)));
  }

  @Test
  void aTransactionConflictIsTheCancellationThatSaysNothingWasWritten() {
    transactions.reasons = List.of(conflict(), none());

    CancelledTransactionException failed = assertThrows(CancelledTransactionException.class,
        () -> db.customers().create(new Customer("c5", "Ed", "ed@example.com", null)));

    assertEquals("TransactionConflict", failed.reasons().get(0).code());
    assertTrue(failed.getMessage().contains("nothing was written"), failed.getMessage());
  }

  // ---- replace, put, setter: a change moves the uniqueness item

  @Test
  void replaceWithANewValueReadsTheItemThenMovesItsUniquenessItem() {
    store(new Customer("m1", "Fay", "fay@example.com", null));
    requests.reset();

    assertThrows(CancelledTransactionException.class,
        () -> db.customers().update(new Customer("m1", "Fay", "fay@new.example.com", null)));

    assertEquals(List.of("GetItem"), requests.operations(), "one consistent read first");
    assertEquals("""
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=CUST#m1), SK=AttributeValue(S=META), _type=AttributeValue(S=Customer), customerId=AttributeValue(S=m1), email=AttributeValue(S=fay@new.example.com), name=AttributeValue(S=Fay)}, TableName=unique, ConditionExpression=(attribute_exists(#pk)) AND ((#c0 = :c0) AND (attribute_not_exists(#c1))), ExpressionAttributeNames={#pk=PK, #c0=email, #c1=loyaltyNumber}, ExpressionAttributeValues={:c0=AttributeValue(S=fay@example.com)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Customer.email#fay@example.com), SK=AttributeValue(S=UNIQ#Customer.email#fay@example.com)}, TableName=unique, ConditionExpression=(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1)), ExpressionAttributeNames={#c0=PK, #c1=ownerPartitionKey, #c2=ownerSortKey}, ExpressionAttributeValues={:c0=AttributeValue(S=CUST#m1), :c1=AttributeValue(S=META)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Customer.email#fay@new.example.com), SK=AttributeValue(S=UNIQ#Customer.email#fay@new.example.com), ownerPartitionKey=AttributeValue(S=CUST#m1), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void putWithTheSameValuesOnlyGuardsThem() {
    store(new Customer("m2", "Gus", "gus@example.com", null));

    assertThrows(CancelledTransactionException.class,
        () -> db.customers().put(new Customer("m2", "Gustav", "gus@example.com", null)));

    assertEquals("""
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=CUST#m2), SK=AttributeValue(S=META), _type=AttributeValue(S=Customer), customerId=AttributeValue(S=m2), email=AttributeValue(S=gus@example.com), name=AttributeValue(S=Gustav)}, TableName=unique, ConditionExpression=(attribute_exists(#c0)) AND (#c1 = :c0) AND (attribute_not_exists(#c2)), ExpressionAttributeNames={#c0=PK, #c1=email, #c2=loyaltyNumber}, ExpressionAttributeValues={:c0=AttributeValue(S=gus@example.com)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void putOfANewItemGuardsThatNoneAppearedSinceTheRead() {
    assertThrows(CancelledTransactionException.class,
        () -> db.customers().put(new Customer("m3", "Hal", "hal@example.com", null)));

    assertEquals(List.of("GetItem"), requests.operations());
    String transaction = rendered();
    assertTrue(transaction.startsWith("TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=CUST#m3)"), transaction);
    assertTrue(transaction.contains("ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, "
        + "ReturnValuesOnConditionCheckFailure=ALL_OLD"), transaction);
    assertTrue(transaction.contains("Put=Put(Item={PK=AttributeValue(S=UNIQ#Customer.email#hal@example.com)"), transaction);
  }

  @Test
  void theSetterOfAUniqueComponentReadsTheItemThenSendsTheUpdateWithTheMove() {
    store(new Customer("s1", "Ivy", "ivy@example.com", null));
    requests.reset();

    assertThrows(CancelledTransactionException.class,
        () -> db.customers().update("s1").email("ivy@new.example.com").apply());

    assertEquals(List.of("GetItem"), requests.operations());
    assertEquals("""
        TransactWriteItem(Update=Update(Key={PK=AttributeValue(S=CUST#s1), SK=AttributeValue(S=META)}, UpdateExpression=SET #a0 = :v0, TableName=unique, ConditionExpression=(attribute_exists(#pk)) AND ((#c0 = :c0) AND (attribute_not_exists(#c1))), ExpressionAttributeNames={#pk=PK, #a0=email, #c0=email, #c1=loyaltyNumber}, ExpressionAttributeValues={:v0=AttributeValue(S=ivy@new.example.com), :c0=AttributeValue(S=ivy@example.com)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Customer.email#ivy@example.com), SK=AttributeValue(S=UNIQ#Customer.email#ivy@example.com)}, TableName=unique, ConditionExpression=(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1)), ExpressionAttributeNames={#c0=PK, #c1=ownerPartitionKey, #c2=ownerSortKey}, ExpressionAttributeValues={:c0=AttributeValue(S=CUST#s1), :c1=AttributeValue(S=META)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Customer.email#ivy@new.example.com), SK=AttributeValue(S=UNIQ#Customer.email#ivy@new.example.com), ownerPartitionKey=AttributeValue(S=CUST#s1), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void settingAUniqueValueToNullOnlyReleasesIt() {
    store(new Customer("s2", "Jo", "jo@example.com", null));

    assertThrows(CancelledTransactionException.class, () -> db.customers().update("s2").email(null).apply());

    String transaction = rendered();
    assertEquals(2, transactions.sent.get(0).transactItems().size(), transaction);
    assertTrue(transaction.contains("UpdateExpression=REMOVE #a0"), transaction);
    assertTrue(transaction.contains("Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Customer.email#jo@example.com)"),
        transaction);
  }

  @Test
  void aSetterOfAnotherComponentIsOneUpdateItemAsBefore() {
    store(new Customer("s3", "Kim", "kim@example.com", null));
    requests.reset();

    Customer updated = db.customers().update("s3").name("Kimberly").apply();

    assertEquals(new Customer("s3", "Kimberly", "kim@example.com", null), updated);
    assertEquals(List.of("UpdateItem"), requests.operations());
    assertTrue(transactions.sent.isEmpty());
  }

  @Test
  void aMoveToATakenValueIsUniqueValueTaken() {
    store(new Customer("s4", "Lu", "lu@example.com", null));
    transactions.reasons = List.of(none(), none(), failed(uniquenessItem("UNIQ#Customer.email#kim@example.com", "CUST#s3")));

    UniqueValueTakenException taken = assertThrows(UniqueValueTakenException.class,
        () -> db.customers().update("s4").email("kim@example.com").apply());

    assertEquals("kim@example.com", taken.value());
    assertEquals("lu@example.com", rawItem("CUST#s4", "META").get("email").s(), "nothing written");
  }

  @Test
  void anItemChangedBetweenTheReadAndTheTransactionIsAConditionFailure() {
    store(new Customer("s5", "Max", "max@example.com", null));
    Map<String, AttributeValue> changedMeanwhile = CustomerCodec.INSTANCE.toItem(new Customer("s5", "Max", "max@other.example.com", null));
    transactions.reasons = List.of(failed(changedMeanwhile), none(), none());

    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> db.customers().update(new Customer("s5", "Max", "max@new.example.com", null)));

    assertTrue(failed.condition().contains("email = \"max@example.com\""), failed.condition());
    assertEquals(new Customer("s5", "Max", "max@other.example.com", null), failed.storedRecord().orElseThrow());
  }

  @Test
  void anOldUniquenessItemOwnedByAnotherItemIsAConditionFailureOnIt() {
    store(new Customer("s6", "Ned", "ned@example.com", null));
    transactions.reasons = List.of(none(), failed(uniquenessItem("UNIQ#Customer.email#ned@example.com", "CUST#someoneElse")), none());

    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> db.customers().update("s6").email("ned@new.example.com").apply());

    assertTrue(failed.key().contains("UNIQ#Customer.email#ned@example.com"), failed.key());
  }

  @Test
  void replaceOfAMissingItemIsRefusedAfterTheReadAlone() {
    assertThrows(ItemNotFoundException.class,
        () -> db.customers().update(new Customer("none", "Oz", "oz@example.com", null)));

    assertEquals(List.of("GetItem"), requests.operations());
    assertTrue(transactions.sent.isEmpty());
  }

  // ---- delete

  @Test
  void deleteReadsTheItemThenDeletesItWithItsUniquenessItems() {
    store(new Customer("d1", "Pia", "pia@example.com", 5));
    requests.reset();

    assertThrows(CancelledTransactionException.class, () -> db.customers().delete("d1"));

    assertEquals(List.of("GetItem"), requests.operations());
    String transaction = rendered();
    assertEquals(3, transactions.sent.get(0).transactItems().size(), transaction);
    assertTrue(transaction.startsWith("TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=CUST#d1), "
        + "SK=AttributeValue(S=META)}, TableName=unique, ConditionExpression=(attribute_exists(#c0)) AND (#c1 = :c0) "
        + "AND (#c2 = :c1)"), transaction);
    assertTrue(transaction.contains("Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Customer.email#pia@example.com)"),
        transaction);
    assertTrue(transaction.contains("Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Customer.loyaltyNumber#"), transaction);
  }

  @Test
  void deleteOfAMissingItemIsTheReadAlone() {
    assertFalse(db.customers().delete("nobody"));

    assertEquals(List.of("GetItem"), requests.operations());
    assertTrue(transactions.sent.isEmpty());
  }

  // ---- a child entity

  @Test
  void aChildsUniquenessItemNamesItsOwnKey() {
    assertThrows(CancelledTransactionException.class,
        () -> db.cards().create(new Card("c1", "k1", "4111-1111", "work")));

    String transaction = rendered();
    assertTrue(transaction.contains("Item={PK=AttributeValue(S=UNIQ#Card.number#4111-1111), "
        + "SK=AttributeValue(S=UNIQ#Card.number#4111-1111), ownerPartitionKey=AttributeValue(S=CUST#c1), "
        + "ownerSortKey=AttributeValue(S=CARD#k1)}"), transaction);
  }

  // ---- the table's transactions

  @Test
  void aCreateInATableTransactionCarriesItsUniquenessItems() {
    assertThrows(CancelledTransactionException.class, () -> db.transaction()
        .create(new Customer("t1", "Uma", "uma@example.com", null))
        .create(new Card("t1", "k9", "6011-0000", "travel"))
        .execute());

    String transaction = rendered();
    assertEquals(4, transactions.sent.get(0).transactItems().size(), transaction);
    assertTrue(transaction.contains("Item={PK=AttributeValue(S=UNIQ#Customer.email#uma@example.com)"), transaction);
    assertTrue(transaction.contains("Item={PK=AttributeValue(S=UNIQ#Card.number#6011-0000)"), transaction);
  }

  @Test
  void aValueTakenInATableTransactionIsNamedByItsReason() {
    transactions.reasons = List.of(none(), failed(uniquenessItem("UNIQ#Customer.email#vic@example.com", "CUST#x")));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> db.transaction().create(new Customer("t2", "Vic", "vic@example.com", null)).execute());

    UniqueValueTakenException taken = (UniqueValueTakenException) cancelled.reasons().get(1).refusal();
    assertEquals("vic@example.com", taken.value());
    assertTrue(cancelled.getMessage().contains("UniqueValueTakenException"), cancelled.getMessage());
  }

  // ---- a versioned entity: the version condition and the guards in one transaction

  /** Stores the account and the uniqueness item of its handle with raw PutItems, as a create would. */
  private static void store(Account account) {
    Map<String, AttributeValue> item = AccountCodec.INSTANCE.toItem(account);
    raw.putItem(r -> r.tableName(TABLE).item(item));
    if (account.handle() != null) {
      storeUniqueness("UNIQ#Account.handle#" + account.handle(), item);
    }
  }

  @Test
  void aVersionedCreateIsVersionOneAndTheUniquenessItemsInOneTransaction() {
    assertThrows(CancelledTransactionException.class, () -> db.accounts().create(new Account("v1", "Ann", "ann", 0)));

    assertEquals("""
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=ACCT#v1), SK=AttributeValue(S=META), _type=AttributeValue(S=Account), accountId=AttributeValue(S=v1), handle=AttributeValue(S=ann), name=AttributeValue(S=Ann), version=AttributeValue(N=1)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Account.handle#ann), SK=AttributeValue(S=UNIQ#Account.handle#ann), ownerPartitionKey=AttributeValue(S=ACCT#v1), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
    assertEquals(0, requests.total(), "nothing but the transaction");
  }

  @Test
  void aVersionedCreateOnATakenKeyIsItemAlreadyExists() {
    transactions.reasons = List.of(failed(AccountCodec.INSTANCE.toItem(new Account("v2", "Bo", "bo", 4))), none());

    assertThrows(ItemAlreadyExistsException.class, () -> db.accounts().create(new Account("v2", "Bo", "bo", 0)));
  }

  @Test
  void aVersionedPutReadsTheItemThenSendsTheVersionConditionAndTheGuardWithTheMove() {
    store(new Account("v3", "Cy", "cy", 3));
    requests.reset();

    assertThrows(CancelledTransactionException.class, () -> db.accounts().put(new Account("v3", "Cy", "cy2", 3)));

    assertEquals(List.of("GetItem"), requests.operations(), "one consistent read first");
    assertEquals("""
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=ACCT#v3), SK=AttributeValue(S=META), _type=AttributeValue(S=Account), accountId=AttributeValue(S=v3), handle=AttributeValue(S=cy2), name=AttributeValue(S=Cy), version=AttributeValue(N=4)}, TableName=unique, ConditionExpression=(#version = :expectedVersion) AND (#c0 = :c0), ExpressionAttributeNames={#version=version, #c0=handle}, ExpressionAttributeValues={:expectedVersion=AttributeValue(N=3), :c0=AttributeValue(S=cy)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Account.handle#cy), SK=AttributeValue(S=UNIQ#Account.handle#cy)}, TableName=unique, ConditionExpression=(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1)), ExpressionAttributeNames={#c0=PK, #c1=ownerPartitionKey, #c2=ownerSortKey}, ExpressionAttributeValues={:c0=AttributeValue(S=ACCT#v3), :c1=AttributeValue(S=META)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Account.handle#cy2), SK=AttributeValue(S=UNIQ#Account.handle#cy2), ownerPartitionKey=AttributeValue(S=ACCT#v3), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void aStaleVersionInTheTransactionIsStaleVersionAndNothingIsWritten() {
    store(new Account("v4", "Di", "di", 3));
    transactions.reasons = List.of(failed(AccountCodec.INSTANCE.toItem(new Account("v4", "Di", "di", 5))), none(), none());

    StaleVersionException stale = assertThrows(StaleVersionException.class,
        () -> db.accounts().put(new Account("v4", "Di", "di-new", 3)));

    assertEquals(3, stale.expectedVersion());
    assertEquals(5L, stale.storedVersion());
    assertEquals("3", rawItem("ACCT#v4", "META").get("version").n(), "nothing written");
    assertEquals(List.of("GetItem"), requests.operations(), "the read alone: the refusal carries the stored item");
  }

  @Test
  void aConditionalVersionedPutAlsoGoesThroughTheTransaction() {
    store(new Account("v5", "Ed", "ed", 1));
    requests.reset();

    assertThrows(CancelledTransactionException.class,
        () -> db.accounts().put(new Account("v5", "Ed", "ed2", 1), c -> c.name().is("Ed")));

    assertEquals(List.of("GetItem"), requests.operations(), "no PutItem that would leave the old value taken");
    String transaction = rendered();
    assertEquals(3, transactions.sent.get(0).transactItems().size(), transaction);
    assertTrue(transaction.contains("version=AttributeValue(N=2)"), transaction);
    assertTrue(transaction.contains("#version = :expectedVersion"), transaction);
  }

  @Test
  void aVersionedSetterOfAUniqueComponentSendsTheVersionCheckAndTheGuardWithTheMove() {
    store(new Account("v6", "Fay", "fay", 2));
    requests.reset();

    assertThrows(CancelledTransactionException.class,
        () -> db.accounts().update("v6").expectVersion(2).handle("fay2").apply());

    assertEquals(List.of("GetItem"), requests.operations());
    assertEquals("""
        TransactWriteItem(Update=Update(Key={PK=AttributeValue(S=ACCT#v6), SK=AttributeValue(S=META)}, UpdateExpression=SET #a0 = :v0 ADD #version :one, TableName=unique, ConditionExpression=(attribute_exists(#pk) AND #version = :expectedVersion) AND (#c0 = :c0), ExpressionAttributeNames={#pk=PK, #a0=handle, #version=version, #c0=handle}, ExpressionAttributeValues={:v0=AttributeValue(S=fay2), :one=AttributeValue(N=1), :expectedVersion=AttributeValue(N=2), :c0=AttributeValue(S=fay)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Account.handle#fay), SK=AttributeValue(S=UNIQ#Account.handle#fay)}, TableName=unique, ConditionExpression=(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1)), ExpressionAttributeNames={#c0=PK, #c1=ownerPartitionKey, #c2=ownerSortKey}, ExpressionAttributeValues={:c0=AttributeValue(S=ACCT#v6), :c1=AttributeValue(S=META)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Account.handle#fay2), SK=AttributeValue(S=UNIQ#Account.handle#fay2), ownerPartitionKey=AttributeValue(S=ACCT#v6), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void aStaleVersionOfAVersionedSetterIsStaleVersion() {
    store(new Account("v7", "Gus", "gus", 2));
    transactions.reasons = List.of(failed(AccountCodec.INSTANCE.toItem(new Account("v7", "Gus", "gus", 6))), none(), none());

    StaleVersionException stale = assertThrows(StaleVersionException.class,
        () -> db.accounts().update("v7").expectVersion(2).handle("gus2").apply());

    assertEquals(6L, stale.storedVersion());
    assertEquals("gus", rawItem("ACCT#v7", "META").get("handle").s(), "nothing written");
  }

  @Test
  void aVersionedDeleteOfARecordSendsTheVersionConditionAndTheGuardWithTheRelease() {
    store(new Account("v8", "Hal", "hal", 4));
    requests.reset();

    assertThrows(CancelledTransactionException.class, () -> db.accounts().delete(new Account("v8", "Hal", "hal", 4)));

    assertEquals(List.of("GetItem"), requests.operations());
    assertEquals("""
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=ACCT#v8), SK=AttributeValue(S=META)}, TableName=unique, ConditionExpression=(attribute_not_exists(#pk) OR #version = :expectedVersion) AND ((attribute_exists(#c0)) AND (#c1 = :c0)), ExpressionAttributeNames={#pk=PK, #version=version, #c0=PK, #c1=handle}, ExpressionAttributeValues={:expectedVersion=AttributeValue(N=4), :c0=AttributeValue(S=hal)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Account.handle#hal), SK=AttributeValue(S=UNIQ#Account.handle#hal)}, TableName=unique, ConditionExpression=(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1)), ExpressionAttributeNames={#c0=PK, #c1=ownerPartitionKey, #c2=ownerSortKey}, ExpressionAttributeValues={:c0=AttributeValue(S=ACCT#v8), :c1=AttributeValue(S=META)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void aVersionedDeleteByKeyOfAStaleVersionIsStaleVersion() {
    store(new Account("v9", "Ivy", "ivy", 4));
    transactions.reasons = List.of(failed(AccountCodec.INSTANCE.toItem(new Account("v9", "Ivy", "ivy", 7))), none());

    StaleVersionException stale = assertThrows(StaleVersionException.class, () -> db.accounts().delete("v9", 4));

    assertEquals(4, stale.expectedVersion());
    assertEquals(7L, stale.storedVersion());
    assertEquals(2, transactions.sent.get(0).transactItems().size(), "the item's Delete and its uniqueness item's");
    assertTrue(rendered().contains("#version = :expectedVersion"));
  }

  @Test
  void aConditionalVersionedDeleteOfARecordAlsoReleasesTheValues() {
    store(new Account("v10", "Jo", "jo", 1));
    requests.reset();

    assertThrows(CancelledTransactionException.class,
        () -> db.accounts().delete(new Account("v10", "Jo", "jo", 1), c -> c.name().is("Jo")));

    assertEquals(List.of("GetItem"), requests.operations(), "no DeleteItem that would leave the value taken");
    assertTrue(rendered().contains("Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Account.handle#jo)"));
  }

  @Test
  void aVersionedCreateInATableTransactionIsVersionOneWithItsUniquenessItem() {
    assertThrows(CancelledTransactionException.class,
        () -> db.transaction().create(new Account("v12", "Lu", "lu", 0)).execute());

    String transaction = rendered();
    assertEquals(2, transactions.sent.get(0).transactItems().size(), transaction);
    assertTrue(transaction.contains("version=AttributeValue(N=1)"), transaction);
    assertTrue(transaction.contains("Item={PK=AttributeValue(S=UNIQ#Account.handle#lu)"), transaction);
  }

  @Test
  void anUnconditionalDeleteByKeyOfAVersionedItemReleasesItsValues() {
    store(new Account("v11", "Kim", "kim", 9));
    requests.reset();

    assertThrows(CancelledTransactionException.class, () -> db.accounts().delete("v11"));

    assertEquals(List.of("GetItem"), requests.operations());
    assertEquals(2, transactions.sent.get(0).transactItems().size(), rendered());
  }

  // ---- deleteWithCollection

  /**
   * Deleting a customer with its whole collection frees its values and its cards' values: their uniqueness items
   * live in partitions of their own, which the collection's Queries never read.
   */
  @Test
  void deleteWithCollectionDeletesTheUniquenessItemsOfEveryItemItDeletes() {
    Customer customer = new Customer("dc1", "Dana", "dana@example.com", 71);
    store(customer);
    Map<String, AttributeValue> card = CardCodec.INSTANCE.toItem(new Card("dc1", "k1", "4000-0001", "work"));
    raw.putItem(r -> r.tableName(TABLE).item(card));
    storeUniqueness("UNIQ#Card.number#4000-0001", card);
    Customer other = new Customer("dc2", "Eli", "eli@example.com", 72);
    store(other);
    requests.reset();

    var result = db.customers().deleteWithCollection("dc1");

    assertEquals(List.of("Query", "BatchWriteItem", "BatchWriteItem"), requests.operations());
    assertEquals(5, result.deleted(), "the customer, its card and their three uniqueness items");
    for (String key : List.of("UNIQ#Customer.email#dana@example.com",
        "UNIQ#Customer.loyaltyNumber#" + KeyCodec.encodeInteger("n", 71), "UNIQ#Card.number#4000-0001")) {
      assertFalse(raw.getItem(r -> r.tableName(TABLE).consistentRead(true).key(Map.of(
          UniqueShopTable.PARTITION_KEY, AttributeValue.fromS(key),
          UniqueShopTable.SORT_KEY, AttributeValue.fromS(key)))).hasItem(), key + " is free again");
    }
    assertTrue(db.customers().findByEmail("dana@example.com", ReadConsistency.STRONG).isEmpty());
    assertEquals(other, db.customers().findByEmail("eli@example.com", ReadConsistency.STRONG).orElseThrow(),
        "another customer's value is untouched");
    assertEquals(null, db.customers().deleteWithCollectionRequest("dc1").projectionExpression(),
        "whole items are read: a uniqueness key is computed from the stored value");
  }

  // ---- findBy

  @Test
  void findByEmailIsOneGetItemOnTheUniquenessItemAndOneOnTheItem() {
    Customer stored = new Customer("f1", "Quinn", "quinn@example.com", 11);
    store(stored);
    requests.reset();

    assertEquals(stored, db.customers().findByEmail("quinn@example.com").orElseThrow());
    assertEquals(List.of("GetItem", "GetItem"), requests.operations());
    assertEquals(stored, db.customers().findByLoyaltyNumber(11, ReadConsistency.STRONG).orElseThrow());
  }

  @Test
  void findByAFreeValueIsOneGetItem() {
    assertTrue(db.customers().findByEmail("free@example.com").isEmpty());

    assertEquals(List.of("GetItem"), requests.operations());
  }

  @Test
  void findByAValueWhoseOwnerNoLongerHoldsItIsEmpty() {
    Customer moved = new Customer("f2", "Rae", "rae@new.example.com", null);
    Map<String, AttributeValue> item = CustomerCodec.INSTANCE.toItem(moved);
    raw.putItem(r -> r.tableName(TABLE).item(item));
    storeUniqueness("UNIQ#Customer.email#rae@example.com", item);
    requests.reset();

    assertTrue(db.customers().findByEmail("rae@example.com", ReadConsistency.STRONG).isEmpty());
    assertEquals(2, requests.total());
  }

  // ---- writes that cannot keep uniqueness

  @Test
  void putAllAndDeleteAllRefuseARecordWithUniqueValuesBeforeAnyRequest() {
    Customer customer = new Customer("b1", "Sam", "sam@example.com", null);
    Card card = new Card("b1", "k1", "5500-0000", "home");

    UniqueValuesBypassedException put = assertThrows(UniqueValuesBypassedException.class,
        () -> db.putAll(List.of(card, customer)));
    assertThrows(UniqueValuesBypassedException.class, () -> db.deleteAll(List.of(customer)));

    assertEquals(card, put.record(), "the first record met");
    assertTrue(put.getMessage().contains("cards().put(...)"), put.getMessage());
    assertEquals(0, requests.total());
    assertNull(rawItem("CUST#b1", "META"));
  }

  @Test
  void theEnhancedClientsPutThroughTheGeneratedSchemaIsRefusedBeforeAnyRequest() {
    var customers = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build()
        .table(TABLE, CustomerCodec.tableSchema());
    Customer customer = new Customer("e1", "Tia", "tia@example.com", null);

    assertThrows(UniqueValuesBypassedException.class, () -> customers.putItem(customer));
    assertThrows(UniqueValuesBypassedException.class, () -> customers.updateItem(customer));

    assertEquals(0, requests.total());
    store(customer);
    assertEquals(customer, customers.getItem(Key.builder().partitionValue("CUST#e1").sortValue("META").build()),
        "reads through the schema still work");
  }
}
