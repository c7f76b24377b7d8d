package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.unique.Account;
import io.partitura.it.unique.Card;
import io.partitura.it.unique.CardRepository;
import io.partitura.it.unique.Customer;
import io.partitura.it.unique.CustomerRepository;
import io.partitura.it.unique.UniqueShopTable;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.UniqueValueTakenException;
import io.partitura.runtime.exceptions.UniqueValuesBypassedException;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.unique.UniqueValues;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
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
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * {@code @Unique} on moto, which serves TransactWriteItems: every write runs, and each test asserts
 * what is stored afterwards (the item, and its uniqueness items read raw: their keys and owner), what
 * the call returned or threw (moto's real cancellation turned into Partitura's exception), and the
 * requests sent. The main transactions are also compared with golden renderings of what was sent.
 *
 * <p>One table for the class: every test uses ids and values of its own. Races are made deterministic:
 * a write from another client is slipped in between a call's read and its transaction ({@link
 * SentTransactions#beforeNext}), one request at a time, because moto does not isolate concurrent
 * transactions (README, "What each test server lacks"); concurrent creates run only against real
 * DynamoDB ({@code RealDynamoDbUniqueTest}). What moto cannot show at all, a {@code TransactionConflict},
 * stays at the request level ({@link #aTransactionConflictIsTheCancellationThatSaysNothingWasWritten}).
 */
class UniqueValuesTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerClass(UniqueShopTable::createTableRequest);

  private static String table;
  private static RequestCounter requests;
  private static SentTransactions sent;
  private static UniqueShopTable db;
  /** Reads and writes around the calls under test: neither counted nor recorded. */
  private static DynamoDbClient raw;
  private static DynamoDbClient client;

  /**
   * Records every TransactWriteItems the client sends, and lets it through. A test may set
   * {@link #beforeNext}: it runs once, just before the next TransactWriteItems is sent, after the
   * consistent read of a move: a concurrent writer made deterministic.
   */
  static final class SentTransactions implements ExecutionInterceptor {
    final List<TransactWriteItemsRequest> requests = new ArrayList<>();
    volatile Runnable beforeNext;

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
      if (context.request() instanceof TransactWriteItemsRequest request) {
        requests.add(request);
        Runnable interleaved = beforeNext;
        beforeNext = null;
        if (interleaved != null) {
          interleaved.run();
        }
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
    db = UniqueShopTable.builder().client(client).tableName(table).build();
    raw = created.server().newClient();
  }

  @AfterAll
  static void close() {
    client.close();
    raw.close();
  }

  @BeforeEach
  void reset() {
    requests.reset();
    sent.requests.clear();
    sent.beforeNext = null;
  }

  private static String email(String value) {
    return "UNIQ#Customer.email#" + value;
  }

  private static String loyalty(int value) {
    return "UNIQ#Customer.loyaltyNumber#" + KeyCodec.encodeInteger("n", value);
  }

  private static String handle(String value) {
    return "UNIQ#Account.handle#" + value;
  }

  private static Map<String, AttributeValue> rawItem(String partitionKey, String sortKey) {
    var response = raw.getItem(GetItemRequest.builder().tableName(table).consistentRead(true)
        .key(Map.of(UniqueShopTable.PARTITION_KEY, AttributeValue.fromS(partitionKey),
            UniqueShopTable.SORT_KEY, AttributeValue.fromS(sortKey)))
        .build());
    return response.hasItem() ? response.item() : null;
  }

  /** The uniqueness item stored at {@code key}, as DynamoDB holds it: its key and its owner's, nothing else. */
  private static Map<String, AttributeValue> uniquenessItem(String key, String ownerPartitionKey, String ownerSortKey) {
    return Map.of(UniqueShopTable.PARTITION_KEY, AttributeValue.fromS(key), UniqueShopTable.SORT_KEY,
        AttributeValue.fromS(key), UniqueValues.OWNER_PARTITION_KEY, AttributeValue.fromS(ownerPartitionKey),
        UniqueValues.OWNER_SORT_KEY, AttributeValue.fromS(ownerSortKey));
  }

  private static void assertOwned(String key, String ownerPartitionKey, String ownerSortKey) {
    assertEquals(uniquenessItem(key, ownerPartitionKey, ownerSortKey), rawItem(key, key), key);
  }

  private static void assertFree(String key) {
    assertNull(rawItem(key, key), key + " is free");
  }

  /** The keys of every uniqueness item that names {@code ownerPartitionKey}/{@code ownerSortKey}, sorted: a consistent Scan. */
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

  private static void putRaw(Map<String, AttributeValue> item) {
    raw.putItem(r -> r.tableName(table).item(item));
  }

  /**
   * The one transaction sent, one action a line: the SDK's rendering with each put item's attributes
   * in name order (a codec's item map has no order) and the random table name replaced.
   */
  private static String rendered() {
    assertEquals(1, sent.requests.size(), "TransactWriteItems requests");
    return sent.requests.get(0).transactItems().stream()
        .map(action -> action.put() == null ? action
            : action.toBuilder().put(action.put().toBuilder().item(new TreeMap<>(action.put().item())).build()).build())
        .map(TransactWriteItem::toString)
        .map(s -> s.replace(table, "unique")).collect(Collectors.joining("\n"));
  }

  private static int actionsSent() {
    assertEquals(1, sent.requests.size(), "TransactWriteItems requests");
    return sent.requests.get(0).transactItems().size();
  }

  // ---- create

  @Test
  void createStoresTheItemAndOneUniquenessItemPerValueInOneTransaction() {
    Customer ann = new Customer("c1", "Ann", "ann@example.com", 42);

    db.customers().create(ann);

    assertEquals(List.of("TransactWriteItems"), requests.operations(), "nothing but the transaction");
    assertEquals(CustomerRepository.Codec.INSTANCE.toItem(ann), rawItem("CUST#c1", "META"));
    assertOwned(email("ann@example.com"), "CUST#c1", "META");
    assertOwned(loyalty(42), "CUST#c1", "META");
    assertEquals(List.of(email("ann@example.com"), loyalty(42)), uniquenessItemsOwnedBy("CUST#c1", "META"));
    assertEquals("""
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=CUST#c1), SK=AttributeValue(S=META), _type=AttributeValue(S=Customer), customerId=AttributeValue(S=c1), email=AttributeValue(S=ann@example.com), loyaltyNumber=AttributeValue(N=42), name=AttributeValue(S=Ann)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Customer.email#ann@example.com), SK=AttributeValue(S=UNIQ#Customer.email#ann@example.com), ownerPartitionKey=AttributeValue(S=CUST#c1), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Customer.loyaltyNumber#LOYALTY), SK=AttributeValue(S=UNIQ#Customer.loyaltyNumber#LOYALTY), ownerPartitionKey=AttributeValue(S=CUST#c1), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))"""
        .replace("LOYALTY", KeyCodec.encodeInteger("n", 42)), rendered());
    assertEquals(ann, db.customers().findByEmail("ann@example.com", ReadConsistency.STRONG).orElseThrow());
    assertEquals(ann, db.customers().findByLoyaltyNumber(42, ReadConsistency.STRONG).orElseThrow());
  }

  @Test
  void aNullValueHasNoUniquenessItem() {
    db.customers().create(new Customer("c2", "Bo", null, null));

    assertEquals(1, actionsSent(), "the item's Put alone");
    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(new Customer("c2", "Bo", null, null), db.customers().get("c2", ReadConsistency.STRONG).orElseThrow());
    assertEquals(List.of(), uniquenessItemsOwnedBy("CUST#c2", "META"));
  }

  @Test
  void aTakenValueIsRefusedWithTheEntityComponentAndValueAndNothingIsWritten() {
    db.customers().create(new Customer("c3-owner", "Cyd", "taken@example.com", null));
    requests.reset();

    UniqueValueTakenException taken = assertThrows(UniqueValueTakenException.class,
        () -> db.customers().create(new Customer("c3", "Cy", "taken@example.com", 7)));

    assertEquals("Customer", taken.entityType());
    assertEquals("email", taken.component());
    assertEquals("taken@example.com", taken.value());
    assertTrue(taken.getMessage().contains("Customer.email \"taken@example.com\" is already taken"), taken.getMessage());
    assertTrue(taken.getMessage().contains("nothing was written"), taken.getMessage());
    assertInstanceOf(TransactionCanceledException.class, taken.getCause(), "moto's cancellation");
    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertNull(rawItem("CUST#c3", "META"), "the item was not written");
    assertFree(loyalty(7));
    assertOwned(email("taken@example.com"), "CUST#c3-owner", "META");
  }

  @Test
  void theSecondValueTakenIsNamedByItsOwnReason() {
    db.customers().create(new Customer("c3b-owner", "Cyd", null, 17));

    UniqueValueTakenException taken = assertThrows(UniqueValueTakenException.class,
        () -> db.customers().create(new Customer("c3b", "Cy", "free@example.com", 17)));

    assertEquals("loyaltyNumber", taken.component());
    assertEquals("17", taken.value());
    assertFree(email("free@example.com"));
    assertNull(rawItem("CUST#c3b", "META"));
  }

  @Test
  void createOnATakenKeyIsItemAlreadyExistsAndTakesNoValue() {
    db.customers().create(new Customer("c4", "Di", null, null));
    requests.reset();

    assertThrows(ItemAlreadyExistsException.class,
        () -> db.customers().create(new Customer("c4", "Di", "di@example.com", 8)));

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(new Customer("c4", "Di", null, null), db.customers().get("c4", ReadConsistency.STRONG).orElseThrow());
    assertFree(email("di@example.com"));
    assertFree(loyalty(8));
  }

  /**
   * Request level, because moto never raises {@code TransactionConflict} (it does not isolate concurrent
   * transactions): the cancellation DynamoDB returns when another transaction holds an item is built here
   * and handed to the call, to check how it is reported.
   */
  @Test
  void aTransactionConflictIsTheCancellationThatSaysNothingWasWritten(TestTable created) {
    ExecutionInterceptor conflict = new ExecutionInterceptor() {
      @Override
      public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
        if (context.request() instanceof TransactWriteItemsRequest) {
          throw TransactionCanceledException.builder()
              .message("Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict, None]")
              .cancellationReasons(CancellationReason.builder().code("TransactionConflict")
                  .message("Transaction is ongoing for the item").build(), CancellationReason.builder().code("None").build())
              .awsErrorDetails(AwsErrorDetails.builder().errorCode("TransactionCanceledException").build())
              .statusCode(400)
              .build();
        }
        return context.request();
      }
    };
    try (DynamoDbClient conflicting = created.server().newClient(AwsRetryStrategy.doNotRetry(), conflict)) {
      UniqueShopTable conflicted = UniqueShopTable.builder().client(conflicting).tableName(table).build();

      CancelledTransactionException failed = assertThrows(CancelledTransactionException.class,
          () -> conflicted.customers().create(new Customer("c5", "Ed", "ed@example.com", null)));

      assertEquals("TransactionConflict", failed.reasons().get(0).code());
      assertTrue(failed.getMessage().contains("nothing was written"), failed.getMessage());
    }
  }

  // ---- replace, put, setter: a change moves the uniqueness item

  @Test
  void replaceWithANewValueReadsTheItemThenMovesItsUniquenessItem() {
    db.customers().create(new Customer("m1", "Fay", "fay@example.com", null));
    requests.reset();
    sent.requests.clear();

    db.customers().update(new Customer("m1", "Fay", "fay@new.example.com", null));

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations(), "one consistent read first");
    assertEquals(new Customer("m1", "Fay", "fay@new.example.com", null), db.customers().get("m1", ReadConsistency.STRONG).orElseThrow());
    assertEquals(List.of(email("fay@new.example.com")), uniquenessItemsOwnedBy("CUST#m1", "META"));
    assertOwned(email("fay@new.example.com"), "CUST#m1", "META");
    assertFree(email("fay@example.com"));
    assertEquals("""
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=CUST#m1), SK=AttributeValue(S=META), _type=AttributeValue(S=Customer), customerId=AttributeValue(S=m1), email=AttributeValue(S=fay@new.example.com), name=AttributeValue(S=Fay)}, TableName=unique, ConditionExpression=(attribute_exists(#pk)) AND ((#c0 = :c0) AND (attribute_not_exists(#c1))), ExpressionAttributeNames={#pk=PK, #c0=email, #c1=loyaltyNumber}, ExpressionAttributeValues={:c0=AttributeValue(S=fay@example.com)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Customer.email#fay@example.com), SK=AttributeValue(S=UNIQ#Customer.email#fay@example.com)}, TableName=unique, ConditionExpression=(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1)), ExpressionAttributeNames={#c0=PK, #c1=ownerPartitionKey, #c2=ownerSortKey}, ExpressionAttributeValues={:c0=AttributeValue(S=CUST#m1), :c1=AttributeValue(S=META)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Customer.email#fay@new.example.com), SK=AttributeValue(S=UNIQ#Customer.email#fay@new.example.com), ownerPartitionKey=AttributeValue(S=CUST#m1), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());

    db.customers().create(new Customer("m1-next", "Another Fay", "fay@example.com", null));
    assertOwned(email("fay@example.com"), "CUST#m1-next", "META");
  }

  @Test
  void putWithTheSameValuesOnlyGuardsThem() {
    db.customers().create(new Customer("m2", "Gus", "gus@example.com", null));
    requests.reset();
    sent.requests.clear();

    db.customers().put(new Customer("m2", "Gustav", "gus@example.com", null));

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals("Gustav", db.customers().get("m2", ReadConsistency.STRONG).orElseThrow().name());
    assertOwned(email("gus@example.com"), "CUST#m2", "META");
    // What the stored state cannot tell apart from a release and a retake: the uniqueness item is not written.
    assertEquals("""
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=CUST#m2), SK=AttributeValue(S=META), _type=AttributeValue(S=Customer), customerId=AttributeValue(S=m2), email=AttributeValue(S=gus@example.com), name=AttributeValue(S=Gustav)}, TableName=unique, ConditionExpression=(attribute_exists(#c0)) AND (#c1 = :c0) AND (attribute_not_exists(#c2)), ExpressionAttributeNames={#c0=PK, #c1=email, #c2=loyaltyNumber}, ExpressionAttributeValues={:c0=AttributeValue(S=gus@example.com)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void putOfANewItemStoresItAndTakesItsValues() {
    db.customers().put(new Customer("m3", "Hal", "hal@example.com", 33));

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals(new Customer("m3", "Hal", "hal@example.com", 33), db.customers().get("m3", ReadConsistency.STRONG).orElseThrow());
    assertEquals(List.of(email("hal@example.com"), loyalty(33)), uniquenessItemsOwnedBy("CUST#m3", "META"));
  }

  /** Another writer creates the item between the put's read (none) and its transaction: the put is refused whole. */
  @Test
  void putOfANewItemIsRefusedWhenOneAppearedSinceTheRead() {
    sent.beforeNext = () -> db.customers().create(new Customer("m4", "Ida", "ida@example.com", null));

    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> db.customers().put(new Customer("m4", "Ivo", "ivo@example.com", null)));

    assertTrue(failed.key().contains("CUST#m4"), failed.key());
    assertEquals(new Customer("m4", "Ida", "ida@example.com", null), failed.storedRecord().orElseThrow(),
        "the item the other writer stored, returned with the refusal");
    assertEquals(new Customer("m4", "Ida", "ida@example.com", null), db.customers().get("m4", ReadConsistency.STRONG).orElseThrow());
    assertFree(email("ivo@example.com"));
    assertOwned(email("ida@example.com"), "CUST#m4", "META");
  }

  @Test
  void theSetterOfAUniqueComponentReadsTheItemThenSendsTheUpdateWithTheMove() {
    db.customers().create(new Customer("s1", "Ivy", "ivy@example.com", null));
    requests.reset();
    sent.requests.clear();

    Customer updated = db.customers().update("s1").email("ivy@new.example.com").apply();

    assertEquals(new Customer("s1", "Ivy", "ivy@new.example.com", null), updated);
    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals(updated, db.customers().get("s1", ReadConsistency.STRONG).orElseThrow());
    assertEquals(List.of(email("ivy@new.example.com")), uniquenessItemsOwnedBy("CUST#s1", "META"));
    assertFree(email("ivy@example.com"));
    assertEquals("""
        TransactWriteItem(Update=Update(Key={PK=AttributeValue(S=CUST#s1), SK=AttributeValue(S=META)}, UpdateExpression=SET #a0 = :v0, TableName=unique, ConditionExpression=(attribute_exists(#pk)) AND ((#c0 = :c0) AND (attribute_not_exists(#c1))), ExpressionAttributeNames={#pk=PK, #a0=email, #c0=email, #c1=loyaltyNumber}, ExpressionAttributeValues={:v0=AttributeValue(S=ivy@new.example.com), :c0=AttributeValue(S=ivy@example.com)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Customer.email#ivy@example.com), SK=AttributeValue(S=UNIQ#Customer.email#ivy@example.com)}, TableName=unique, ConditionExpression=(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1)), ExpressionAttributeNames={#c0=PK, #c1=ownerPartitionKey, #c2=ownerSortKey}, ExpressionAttributeValues={:c0=AttributeValue(S=CUST#s1), :c1=AttributeValue(S=META)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Customer.email#ivy@new.example.com), SK=AttributeValue(S=UNIQ#Customer.email#ivy@new.example.com), ownerPartitionKey=AttributeValue(S=CUST#s1), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void settingAUniqueValueToNullOnlyReleasesIt() {
    db.customers().create(new Customer("s2", "Jo", "jo@example.com", 52));
    sent.requests.clear();

    Customer updated = db.customers().update("s2").email(null).apply();

    assertEquals(new Customer("s2", "Jo", null, 52), updated);
    assertEquals(2, actionsSent(), "the item's update and the release");
    assertEquals(CustomerRepository.Codec.INSTANCE.toItem(updated), rawItem("CUST#s2", "META"),
        "the attribute is removed");
    assertEquals(List.of(loyalty(52)), uniquenessItemsOwnedBy("CUST#s2", "META"));
    assertFree(email("jo@example.com"));
  }

  @Test
  void aSetterOfAnotherComponentIsOneUpdateItemAsBefore() {
    db.customers().create(new Customer("s3", "Kim", "kim@example.com", null));
    requests.reset();
    sent.requests.clear();

    Customer updated = db.customers().update("s3").name("Kimberly").apply();

    assertEquals(new Customer("s3", "Kimberly", "kim@example.com", null), updated);
    assertEquals(List.of("UpdateItem"), requests.operations());
    assertEquals(updated, db.customers().get("s3", ReadConsistency.STRONG).orElseThrow());
    assertOwned(email("kim@example.com"), "CUST#s3", "META");
  }

  @Test
  void aMoveToATakenValueIsUniqueValueTakenAndNothingIsWritten() {
    db.customers().create(new Customer("s4-owner", "Lou", "lou@example.com", null));
    db.customers().create(new Customer("s4", "Lu", "lu@example.com", null));
    requests.reset();

    UniqueValueTakenException taken = assertThrows(UniqueValueTakenException.class,
        () -> db.customers().update("s4").email("lou@example.com").apply());

    assertEquals("lou@example.com", taken.value());
    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals("lu@example.com", rawItem("CUST#s4", "META").get("email").s(), "nothing written");
    assertOwned(email("lu@example.com"), "CUST#s4", "META");
    assertOwned(email("lou@example.com"), "CUST#s4-owner", "META");
  }

  /** Another writer changes the email between the replace's read and its transaction: the replace is refused whole. */
  @Test
  void anItemChangedBetweenTheReadAndTheTransactionIsAConditionFailure() {
    db.customers().create(new Customer("s5", "Max", "max@example.com", null));
    sent.requests.clear();
    sent.beforeNext = () -> db.customers().update("s5").email("max@other.example.com").apply();

    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> db.customers().update(new Customer("s5", "Max", "max@new.example.com", null)));

    assertTrue(failed.condition().contains("email = \"max@example.com\""), failed.condition());
    assertEquals(new Customer("s5", "Max", "max@other.example.com", null), failed.storedRecord().orElseThrow());
    assertEquals(List.of(email("max@other.example.com")), uniquenessItemsOwnedBy("CUST#s5", "META"),
        "the other writer's move stands; the refused one took nothing");
    assertFree(email("max@new.example.com"));
  }

  @Test
  void anOldUniquenessItemOwnedByAnotherItemIsAConditionFailureOnIt() {
    // A state no write of Partitura makes: the customer holds a value whose uniqueness item names another owner.
    putRaw(CustomerRepository.Codec.INSTANCE.toItem(new Customer("s6", "Ned", "ned@example.com", null)));
    putRaw(uniquenessItem(email("ned@example.com"), "CUST#someoneElse", "META"));

    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> db.customers().update("s6").email("ned@new.example.com").apply());

    assertTrue(failed.key().contains("UNIQ#Customer.email#ned@example.com"), failed.key());
    assertEquals("ned@example.com", rawItem("CUST#s6", "META").get("email").s(), "nothing written");
    assertOwned(email("ned@example.com"), "CUST#someoneElse", "META");
    assertFree(email("ned@new.example.com"));
  }

  /** The caller's {@code when} is sent beside the guard on the values read, both kept whole. */
  @Test
  void aConditionalPutOrDeleteChecksTheCallersConditionBesideTheGuard() {
    db.customers().create(new Customer("s7", "Ora", "ora@example.com", null));

    assertThrows(ConditionFailedException.class,
        () -> db.customers().put(new Customer("s7", "Ora", "ora@new.example.com", null), c -> c.name().is("Orla")));
    assertThrows(ConditionFailedException.class, () -> db.customers().delete("s7", c -> c.name().is("Orla")));
    assertEquals(new Customer("s7", "Ora", "ora@example.com", null), db.customers().get("s7", ReadConsistency.STRONG).orElseThrow(),
        "a false condition writes nothing");
    assertEquals(List.of(email("ora@example.com")), uniquenessItemsOwnedBy("CUST#s7", "META"));

    db.customers().put(new Customer("s7", "Ora", "ora@new.example.com", null), c -> c.name().is("Ora"));
    assertEquals(List.of(email("ora@new.example.com")), uniquenessItemsOwnedBy("CUST#s7", "META"));
    assertTrue(db.customers().delete("s7", c -> c.name().is("Ora")));
    assertNull(rawItem("CUST#s7", "META"));
    assertEquals(List.of(), uniquenessItemsOwnedBy("CUST#s7", "META"));
  }

  @Test
  void replaceOfAMissingItemIsRefusedAfterTheReadAlone() {
    assertThrows(ItemNotFoundException.class,
        () -> db.customers().update(new Customer("none", "Oz", "oz@example.com", null)));

    assertEquals(List.of("GetItem"), requests.operations());
    assertTrue(sent.requests.isEmpty());
    assertFree(email("oz@example.com"));
  }

  // ---- delete

  @Test
  void deleteReadsTheItemThenDeletesItWithItsUniquenessItems() {
    db.customers().create(new Customer("d1", "Pia", "pia@example.com", 5));
    requests.reset();
    sent.requests.clear();

    assertTrue(db.customers().delete("d1"));

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals(3, actionsSent(), "the item's Delete and its two uniqueness items'");
    assertNull(rawItem("CUST#d1", "META"));
    assertEquals(List.of(), uniquenessItemsOwnedBy("CUST#d1", "META"));
    db.customers().create(new Customer("d1-next", "Pia", "pia@example.com", 5));
    assertOwned(email("pia@example.com"), "CUST#d1-next", "META");
  }

  @Test
  void deleteOfAMissingItemIsTheReadAlone() {
    assertFalse(db.customers().delete("nobody"));

    assertEquals(List.of("GetItem"), requests.operations());
    assertTrue(sent.requests.isEmpty());
  }

  // ---- a child entity

  @Test
  void aChildsUniquenessItemNamesItsOwnKey() {
    Card card = new Card("ch1", "k1", "4111-1111", "work");

    db.cards().create(card);

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(CardRepository.Codec.INSTANCE.toItem(card), rawItem("CUST#ch1", "CARD#k1"));
    assertOwned("UNIQ#Card.number#4111-1111", "CUST#ch1", "CARD#k1");
    assertEquals(card, db.cards().findByNumber("4111-1111", ReadConsistency.STRONG).orElseThrow());
  }

  // ---- the table's transactions

  @Test
  void aCreateInATableTransactionCarriesItsUniquenessItems() {
    db.transaction()
        .create(new Customer("t1", "Uma", "uma@example.com", null))
        .create(new Card("t1", "k9", "6011-0000", "travel"))
        .execute();

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(4, actionsSent());
    assertEquals(new Customer("t1", "Uma", "uma@example.com", null), db.customers().get("t1", ReadConsistency.STRONG).orElseThrow());
    assertEquals(new Card("t1", "k9", "6011-0000", "travel"), db.cards().get("t1", "k9", ReadConsistency.STRONG).orElseThrow());
    assertEquals(List.of(email("uma@example.com")), uniquenessItemsOwnedBy("CUST#t1", "META"));
    assertEquals(List.of("UNIQ#Card.number#6011-0000"), uniquenessItemsOwnedBy("CUST#t1", "CARD#k9"));
  }

  @Test
  void aValueTakenInATableTransactionIsNamedByItsReasonAndNothingIsWritten() {
    db.customers().create(new Customer("t2-owner", "Vi", "vic@example.com", null));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> db.transaction()
            .create(new Customer("t2", "Vic", "vic@example.com", null))
            .create(new Card("t2", "k1", "3700-0002", "home"))
            .execute());

    assertEquals("None", cancelled.reasons().get(0).code());
    UniqueValueTakenException taken = assertInstanceOf(UniqueValueTakenException.class, cancelled.reasons().get(1).refusal());
    assertEquals("vic@example.com", taken.value());
    assertTrue(cancelled.getMessage().contains("UniqueValueTakenException"), cancelled.getMessage());
    assertNull(rawItem("CUST#t2", "META"));
    assertNull(rawItem("CUST#t2", "CARD#k1"));
    assertFree("UNIQ#Card.number#3700-0002");
    assertOwned(email("vic@example.com"), "CUST#t2-owner", "META");
  }

  // ---- a versioned entity: the version condition and the guards in one transaction

  @Test
  void aVersionedCreateIsVersionOneAndTheUniquenessItemsInOneTransaction() {
    Account created = db.accounts().create(new Account("v1", "Ann", "ann", 0));

    assertEquals(new Account("v1", "Ann", "ann", 1), created);
    assertEquals(List.of("TransactWriteItems"), requests.operations(), "nothing but the transaction");
    assertEquals(created, db.accounts().get("v1", ReadConsistency.STRONG).orElseThrow());
    assertOwned(handle("ann"), "ACCT#v1", "META");
    assertEquals("""
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=ACCT#v1), SK=AttributeValue(S=META), _type=AttributeValue(S=Account), accountId=AttributeValue(S=v1), handle=AttributeValue(S=ann), name=AttributeValue(S=Ann), version=AttributeValue(N=1)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Account.handle#ann), SK=AttributeValue(S=UNIQ#Account.handle#ann), ownerPartitionKey=AttributeValue(S=ACCT#v1), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void aVersionedCreateOnATakenKeyIsItemAlreadyExists() {
    db.accounts().create(new Account("v2", "Bo", "bo", 0));

    assertThrows(ItemAlreadyExistsException.class, () -> db.accounts().create(new Account("v2", "Bo", "bo2", 0)));

    assertEquals(new Account("v2", "Bo", "bo", 1), db.accounts().get("v2", ReadConsistency.STRONG).orElseThrow());
    assertFree(handle("bo2"));
  }

  @Test
  void aVersionedPutReadsTheItemThenSendsTheVersionConditionAndTheGuardWithTheMove() {
    db.accounts().create(new Account("v3", "Cy", "cy", 0));
    requests.reset();
    sent.requests.clear();

    Account moved = db.accounts().put(new Account("v3", "Cy", "cy2", 1));

    assertEquals(new Account("v3", "Cy", "cy2", 2), moved);
    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations(), "one consistent read first");
    assertEquals(moved, db.accounts().get("v3", ReadConsistency.STRONG).orElseThrow());
    assertEquals(List.of(handle("cy2")), uniquenessItemsOwnedBy("ACCT#v3", "META"));
    assertFree(handle("cy"));
    assertEquals("""
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=ACCT#v3), SK=AttributeValue(S=META), _type=AttributeValue(S=Account), accountId=AttributeValue(S=v3), handle=AttributeValue(S=cy2), name=AttributeValue(S=Cy), version=AttributeValue(N=2)}, TableName=unique, ConditionExpression=(#version = :expectedVersion) AND (#c0 = :c0), ExpressionAttributeNames={#version=version, #c0=handle}, ExpressionAttributeValues={:expectedVersion=AttributeValue(N=1), :c0=AttributeValue(S=cy)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Account.handle#cy), SK=AttributeValue(S=UNIQ#Account.handle#cy)}, TableName=unique, ConditionExpression=(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1)), ExpressionAttributeNames={#c0=PK, #c1=ownerPartitionKey, #c2=ownerSortKey}, ExpressionAttributeValues={:c0=AttributeValue(S=ACCT#v3), :c1=AttributeValue(S=META)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Account.handle#cy2), SK=AttributeValue(S=UNIQ#Account.handle#cy2), ownerPartitionKey=AttributeValue(S=ACCT#v3), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void aStaleVersionInTheTransactionIsStaleVersionAndNothingIsWritten() {
    Account created = db.accounts().create(new Account("v4", "Di", "di", 0));
    db.accounts().put(new Account("v4", "Dina", "di", created.version()));
    requests.reset();

    StaleVersionException stale = assertThrows(StaleVersionException.class,
        () -> db.accounts().put(new Account("v4", "Di", "di-new", created.version())));

    assertEquals(1, stale.expectedVersion());
    assertEquals(2L, stale.storedVersion(), "from the item moto returned with the cancellation");
    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations(), "no extra read for the stored version");
    assertEquals(new Account("v4", "Dina", "di", 2), db.accounts().get("v4", ReadConsistency.STRONG).orElseThrow(), "nothing written");
    assertFree(handle("di-new"));
    assertOwned(handle("di"), "ACCT#v4", "META");
  }

  @Test
  void aConditionalVersionedPutAlsoGoesThroughTheTransaction() {
    db.accounts().create(new Account("v5", "Ed", "ed", 0));
    sent.requests.clear();

    Account moved = db.accounts().put(new Account("v5", "Ed", "ed2", 1), c -> c.name().is("Ed"));

    assertEquals(3, actionsSent(), "no PutItem that would leave the old value taken");
    assertEquals(new Account("v5", "Ed", "ed2", 2), moved);
    assertEquals(List.of(handle("ed2")), uniquenessItemsOwnedBy("ACCT#v5", "META"));
    assertFree(handle("ed"));

    assertThrows(ConditionFailedException.class,
        () -> db.accounts().put(new Account("v5", "Ed", "ed3", 2), c -> c.name().is("Edward")));
    assertEquals(moved, db.accounts().get("v5", ReadConsistency.STRONG).orElseThrow(), "a false when writes nothing");
    assertFree(handle("ed3"));
  }

  @Test
  void aVersionedSetterOfAUniqueComponentSendsTheVersionCheckAndTheGuardWithTheMove() {
    db.accounts().create(new Account("v6", "Fay", "fay", 0));
    db.accounts().update("v6").expectVersion(1).name("Fay").apply();
    requests.reset();
    sent.requests.clear();

    Account moved = db.accounts().update("v6").expectVersion(2).handle("fay2").apply();

    assertEquals(new Account("v6", "Fay", "fay2", 3), moved);
    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertEquals(moved, db.accounts().get("v6", ReadConsistency.STRONG).orElseThrow());
    assertEquals(List.of(handle("fay2")), uniquenessItemsOwnedBy("ACCT#v6", "META"));
    assertEquals("""
        TransactWriteItem(Update=Update(Key={PK=AttributeValue(S=ACCT#v6), SK=AttributeValue(S=META)}, UpdateExpression=SET #a0 = :v0 ADD #version :one, TableName=unique, ConditionExpression=(attribute_exists(#pk) AND #version = :expectedVersion) AND (#c0 = :c0), ExpressionAttributeNames={#pk=PK, #a0=handle, #version=version, #c0=handle}, ExpressionAttributeValues={:v0=AttributeValue(S=fay2), :one=AttributeValue(N=1), :expectedVersion=AttributeValue(N=2), :c0=AttributeValue(S=fay)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Account.handle#fay), SK=AttributeValue(S=UNIQ#Account.handle#fay)}, TableName=unique, ConditionExpression=(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1)), ExpressionAttributeNames={#c0=PK, #c1=ownerPartitionKey, #c2=ownerSortKey}, ExpressionAttributeValues={:c0=AttributeValue(S=ACCT#v6), :c1=AttributeValue(S=META)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Put=Put(Item={PK=AttributeValue(S=UNIQ#Account.handle#fay2), SK=AttributeValue(S=UNIQ#Account.handle#fay2), ownerPartitionKey=AttributeValue(S=ACCT#v6), ownerSortKey=AttributeValue(S=META)}, TableName=unique, ConditionExpression=attribute_not_exists(#pk), ExpressionAttributeNames={#pk=PK}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void aStaleVersionOfAVersionedSetterIsStaleVersion() {
    db.accounts().create(new Account("v7", "Gus", "gus", 0));

    StaleVersionException stale = assertThrows(StaleVersionException.class,
        () -> db.accounts().update("v7").expectVersion(2).handle("gus2").apply());

    assertEquals(1L, stale.storedVersion());
    assertEquals(new Account("v7", "Gus", "gus", 1), db.accounts().get("v7", ReadConsistency.STRONG).orElseThrow(), "nothing written");
    assertFree(handle("gus2"));
  }

  @Test
  void aVersionedDeleteOfARecordSendsTheVersionConditionAndTheGuardWithTheRelease() {
    Account hal = db.accounts().create(new Account("v8", "Hal", "hal", 0));
    requests.reset();
    sent.requests.clear();

    assertTrue(db.accounts().delete(hal));

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertNull(rawItem("ACCT#v8", "META"));
    assertFree(handle("hal"));
    assertEquals("""
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=ACCT#v8), SK=AttributeValue(S=META)}, TableName=unique, ConditionExpression=(attribute_not_exists(#pk) OR #version = :expectedVersion) AND ((attribute_exists(#c0)) AND (#c1 = :c0)), ExpressionAttributeNames={#pk=PK, #version=version, #c0=PK, #c1=handle}, ExpressionAttributeValues={:expectedVersion=AttributeValue(N=1), :c0=AttributeValue(S=hal)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))
        TransactWriteItem(Delete=Delete(Key={PK=AttributeValue(S=UNIQ#Account.handle#hal), SK=AttributeValue(S=UNIQ#Account.handle#hal)}, TableName=unique, ConditionExpression=(attribute_not_exists(#c0)) OR ((#c1 = :c0) AND (#c2 = :c1)), ExpressionAttributeNames={#c0=PK, #c1=ownerPartitionKey, #c2=ownerSortKey}, ExpressionAttributeValues={:c0=AttributeValue(S=ACCT#v8), :c1=AttributeValue(S=META)}, ReturnValuesOnConditionCheckFailure=ALL_OLD))""",
        rendered());
  }

  @Test
  void aVersionedDeleteByKeyOfAStaleVersionIsStaleVersion() {
    db.accounts().create(new Account("v9", "Ivy", "ivy", 0));
    sent.requests.clear();

    StaleVersionException stale = assertThrows(StaleVersionException.class, () -> db.accounts().delete("v9", 4));

    assertEquals(4, stale.expectedVersion());
    assertEquals(1L, stale.storedVersion());
    assertEquals(2, actionsSent(), "the item's Delete and its uniqueness item's");
    assertEquals(new Account("v9", "Ivy", "ivy", 1), db.accounts().get("v9", ReadConsistency.STRONG).orElseThrow());
    assertOwned(handle("ivy"), "ACCT#v9", "META");
  }

  @Test
  void aConditionalVersionedDeleteOfARecordAlsoReleasesTheValues() {
    Account jo = db.accounts().create(new Account("v10", "Jo", "jo", 0));
    requests.reset();

    assertTrue(db.accounts().delete(jo, c -> c.name().is("Jo")));

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations(), "no DeleteItem that would leave the value taken");
    assertNull(rawItem("ACCT#v10", "META"));
    assertFree(handle("jo"));
  }

  @Test
  void aVersionedCreateInATableTransactionIsVersionOneWithItsUniquenessItem() {
    db.transaction().create(new Account("v12", "Lu", "lu", 0)).execute();

    assertEquals(2, actionsSent());
    assertEquals(new Account("v12", "Lu", "lu", 1), db.accounts().get("v12", ReadConsistency.STRONG).orElseThrow());
    assertOwned(handle("lu"), "ACCT#v12", "META");
  }

  @Test
  void anUnconditionalDeleteByKeyOfAVersionedItemReleasesItsValues() {
    db.accounts().create(new Account("v11", "Kim", "kim", 0));
    requests.reset();

    assertTrue(db.accounts().delete("v11"));

    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertNull(rawItem("ACCT#v11", "META"));
    assertFree(handle("kim"));
  }

  // ---- deleteWithCollection

  /**
   * Deleting a customer with its whole collection frees its values and its cards' values: their uniqueness items
   * live in partitions of their own, which the collection's Queries never read.
   */
  @Test
  void deleteWithCollectionDeletesTheUniquenessItemsOfEveryItemItDeletes() {
    db.customers().create(new Customer("dc1", "Dana", "dana@example.com", 71));
    db.cards().create(new Card("dc1", "k1", "4000-0001", "work"));
    Customer other = new Customer("dc2", "Eli", "eli@example.com", 72);
    db.customers().create(other);
    requests.reset();

    CollectionDeleteResult result = db.customers().deleteWithCollection("dc1");

    assertEquals(List.of("Query", "BatchGetItem", "BatchWriteItem", "BatchWriteItem", "BatchWriteItem"),
        requests.operations(), "the three uniqueness items read and deleted first, then the card, then the customer");
    assertEquals(2, result.deleted(), "records: the customer and its card");
    assertEquals(Map.of("Customer", 1, "Card", 1), result.deletedByType());
    assertEquals(3, result.uniquenessItemsDeleted(), "their three uniqueness items, apart");
    assertEquals(5, result.requests());
    assertNull(rawItem("CUST#dc1", "META"));
    assertNull(rawItem("CUST#dc1", "CARD#k1"));
    assertEquals(List.of(), uniquenessItemsOwnedBy("CUST#dc1", "META"));
    assertEquals(List.of(), uniquenessItemsOwnedBy("CUST#dc1", "CARD#k1"));
    assertTrue(db.customers().findByEmail("dana@example.com", ReadConsistency.STRONG).isEmpty());
    assertEquals(other, db.customers().findByEmail("eli@example.com", ReadConsistency.STRONG).orElseThrow(),
        "another customer's value is untouched");
    assertEquals(List.of(email("eli@example.com"), loyalty(72)), uniquenessItemsOwnedBy("CUST#dc2", "META"));
    assertEquals(null, db.customers().deleteWithCollectionRequest("dc1").projectionExpression(),
        "whole items are read: a uniqueness key is computed from the stored value");

    db.customers().create(new Customer("dc3", "Dana", "dana@example.com", 71));
    db.cards().create(new Card("dc3", "k1", "4000-0001", "work"));
    assertEquals(List.of(email("dana@example.com"), loyalty(71)), uniquenessItemsOwnedBy("CUST#dc3", "META"),
        "the freed values can be taken again");
  }

  // ---- Values too long for a uniqueness key (issue 21, item 8)

  /** "UNIQ#Customer.email#" takes 20 of the sort key's 1,024 bytes: an email may take 1,004. */
  private static String emailOfBytes(int bytes) {
    return "a".repeat(bytes - "@example.com".length()) + "@example.com";
  }

  @Test
  void aUniqueValueTooLongForItsUniquenessKeyIsRefusedBeforeAnyRequestOnEveryWritePath() {
    String longest = emailOfBytes(1004);
    String tooLong = emailOfBytes(1005);
    db.customers().create(new Customer("lk1", "Lea", "lea@example.com", null));
    requests.reset();
    sent.requests.clear();

    InvalidKeyException create = assertThrows(InvalidKeyException.class,
        () -> db.customers().create(new Customer("lk2", "Lea", tooLong, null)));
    assertTrue(create.getMessage().contains("Customer.email is too long to be kept unique"), create.getMessage());
    assertTrue(create.getMessage().contains("1025 UTF-8 bytes"), create.getMessage());
    assertTrue(create.getMessage().contains("at most 1004 bytes"), create.getMessage());
    assertThrows(InvalidKeyException.class, () -> db.customers().put(new Customer("lk1", "Lea", tooLong, null)));
    assertThrows(InvalidKeyException.class, () -> db.customers().update(new Customer("lk1", "Lea", tooLong, null)));
    assertThrows(InvalidKeyException.class, () -> db.customers().update("lk1").email(tooLong),
        "refused by the setter, before apply()");
    var transaction = db.transaction();
    assertThrows(InvalidKeyException.class, () -> transaction.create(new Customer("lk3", "Lea", tooLong, null)));
    assertEquals(List.of(), requests.operations(), "nothing was sent");

    transaction.create(new Customer("lk4", "Lou", "lk4@example.com", null)).execute();
    assertEquals(2, actionsSent(), "the refused create did not join the transaction: lk4's Put and its email's");
    assertNull(rawItem("CUST#lk2", "META"));
    assertNull(rawItem("CUST#lk3", "META"));
    assertEquals(new Customer("lk1", "Lea", "lea@example.com", null),
        db.customers().get("lk1", ReadConsistency.STRONG).orElseThrow(), "unchanged");

    requests.reset();
    db.customers().update("lk1").email(longest).apply();
    assertEquals(List.of("GetItem", "TransactWriteItems"), requests.operations());
    assertOwned(email(longest), "CUST#lk1", "META");
    assertTrue(db.customers().findByEmail(tooLong, ReadConsistency.STRONG).isEmpty(), "a value too long is never taken");
  }

  // ---- findBy

  @Test
  void findByEmailIsOneGetItemOnTheUniquenessItemAndOneOnTheItem() {
    Customer stored = new Customer("f1", "Quinn", "quinn@example.com", 11);
    db.customers().create(stored);
    requests.reset();

    assertEquals(stored, db.customers().findByEmail("quinn@example.com").orElseThrow());
    assertEquals(List.of("GetItem", "GetItem"), requests.operations());
    assertEquals(stored, db.customers().findByLoyaltyNumber(11, ReadConsistency.STRONG).orElseThrow());
  }

  @Test
  void findByAFreeValueIsOneGetItem() {
    assertTrue(db.customers().findByEmail("free-for-all@example.com").isEmpty());

    assertEquals(List.of("GetItem"), requests.operations());
  }

  @Test
  void findByAValueWhoseOwnerNoLongerHoldsItIsEmpty() {
    // A state a read sees while a move is under way (eventually consistent), or after a cut-off collection delete.
    putRaw(CustomerRepository.Codec.INSTANCE.toItem(new Customer("f2", "Rae", "rae@new.example.com", null)));
    putRaw(uniquenessItem(email("rae@example.com"), "CUST#f2", "META"));

    assertTrue(db.customers().findByEmail("rae@example.com", ReadConsistency.STRONG).isEmpty());
    assertEquals(List.of("GetItem", "GetItem"), requests.operations());
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
        .table(table, CustomerRepository.Codec.tableSchema());
    Customer customer = new Customer("e1", "Tia", "tia@example.com", null);

    assertThrows(UniqueValuesBypassedException.class, () -> customers.putItem(customer));
    assertThrows(UniqueValuesBypassedException.class, () -> customers.updateItem(customer));

    assertEquals(0, requests.total());
    db.customers().create(customer);
    assertEquals(customer, customers.getItem(Key.builder().partitionValue("CUST#e1").sortValue("META").build()),
        "reads through the schema still work");
  }
}
