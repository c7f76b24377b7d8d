package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.unique.Card;
import io.partitura.it.unique.CardRepository;
import io.partitura.it.unique.Customer;
import io.partitura.it.unique.CustomerRepository;
import io.partitura.it.unique.UniqueShopTable;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.exceptions.CollectionDeleteIncompleteException;
import io.partitura.runtime.exceptions.UniqueValueTakenException;
import io.partitura.runtime.unique.UniqueValues;
import io.partitura.testkit.FaultInjectingInterceptor;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * {@code deleteWithCollection} of collections holding {@code @Unique} items, on moto (the items are created
 * through the generated API, whose creates are transactions): it deletes only the uniqueness items the
 * deleted items own, each before its owner, so that a run cut off anywhere is finished by calling again;
 * values stored before {@code @Unique} (no uniqueness item, or a duplicate) and items the record refuses do
 * not stop it. Each test asserts what is stored afterwards, read raw, and the requests sent.
 */
class UniqueCollectionDeleteTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerClass(UniqueShopTable::createTableRequest);

  private static String table;
  private static RequestCounter requests;
  private static FaultInjectingInterceptor faults;
  private static UniqueShopTable db;
  /** Reads and writes around the calls under test: neither counted nor faulted. */
  private static DynamoDbClient raw;
  private static UniqueShopTable rawDb;
  private static DynamoDbClient client;

  @BeforeAll
  static void connect(TestTable created) {
    table = created.name();
    requests = new RequestCounter();
    faults = new FaultInjectingInterceptor(21);
    // No SDK retries: every request counted was sent once, and an injected fault is not resent behind our back.
    client = created.server().newClient(AwsRetryStrategy.doNotRetry(), faults, requests);
    db = UniqueShopTable.builder().client(client).tableName(table).build();
    raw = created.server().newClient();
    rawDb = UniqueShopTable.builder().client(raw).tableName(table).build();
  }

  @AfterAll
  static void close() {
    client.close();
    raw.close();
  }

  @BeforeEach
  void reset() {
    faults.off();
    faults.resetCounts();
    requests.reset();
  }

  private static String email(String value) {
    return "UNIQ#Customer.email#" + value;
  }

  private static String number(String value) {
    return "UNIQ#Card.number#" + value;
  }

  private static Map<String, AttributeValue> rawItem(String key) {
    return rawItem(key, key);
  }

  private static Map<String, AttributeValue> rawItem(String partitionKey, String sortKey) {
    var response = raw.getItem(r -> r.tableName(table).consistentRead(true)
        .key(Map.of(UniqueShopTable.PARTITION_KEY, AttributeValue.fromS(partitionKey),
            UniqueShopTable.SORT_KEY, AttributeValue.fromS(sortKey))));
    return response.hasItem() ? response.item() : null;
  }

  /** The owner ({@code PK/SK}) a uniqueness item names, or null when there is none. */
  private static String ownerOf(String key) {
    Map<String, AttributeValue> item = rawItem(key);
    return item == null ? null
        : item.get(UniqueValues.OWNER_PARTITION_KEY).s() + "/" + item.get(UniqueValues.OWNER_SORT_KEY).s();
  }

  /** An item stored as it was before {@code @Unique}: the item alone, no uniqueness item. */
  private static void putLegacy(Map<String, AttributeValue> item) {
    raw.putItem(r -> r.tableName(table).item(item));
  }

  /** Every item stored in partition {@code partitionKey}: a consistent Query, read raw. */
  private static List<String> collection(String partitionKey) {
    return raw.query(r -> r.tableName(table).consistentRead(true).keyConditionExpression("#pk = :pk")
            .expressionAttributeNames(Map.of("#pk", UniqueShopTable.PARTITION_KEY))
            .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(partitionKey))))
        .items().stream().map(item -> item.get(UniqueShopTable.SORT_KEY).s()).toList();
  }

  /** The keys of every uniqueness item whose owner lives in {@code ownerPartitionKey}: a consistent Scan. */
  private static List<String> uniquenessItemsOwnedIn(String ownerPartitionKey) {
    List<String> keys = new ArrayList<>();
    Map<String, AttributeValue> start = null;
    do {
      var response = raw.scan(ScanRequest.builder().tableName(table).consistentRead(true)
          .filterExpression("#opk = :opk")
          .expressionAttributeNames(Map.of("#opk", UniqueValues.OWNER_PARTITION_KEY))
          .expressionAttributeValues(Map.of(":opk", AttributeValue.fromS(ownerPartitionKey)))
          .exclusiveStartKey(start)
          .build());
      response.items().forEach(item -> keys.add(item.get(UniqueShopTable.PARTITION_KEY).s()));
      start = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty() ? response.lastEvaluatedKey() : null;
    } while (start != null);
    return keys.stream().sorted().toList();
  }

  // ---- Only owned uniqueness items (issue 21, item 4)

  /**
   * A value the customer stored before {@code @Unique} (no uniqueness item), then taken by another customer: the
   * uniqueness item is the other customer's, and deleting the first one's collection leaves it.
   */
  @Test
  void aCollectionDeleteLeavesTheUniquenessItemAnotherItemOwns() {
    putLegacy(CustomerRepository.Codec.INSTANCE.toItem(new Customer("lg1", "Lou", "shared@example.com", null)));
    Customer taker = new Customer("lg2", "Max", "shared@example.com", null);
    rawDb.customers().create(taker);
    requests.reset();

    db.customers().deleteWithCollection("lg1");
    List<String> sent = requests.operations();

    assertNull(rawItem("CUST#lg1", "META"));
    assertEquals("CUST#lg2/META", ownerOf(email("shared@example.com")), "still the taker's");
    assertEquals(taker, rawDb.customers().findByEmail("shared@example.com", ReadConsistency.STRONG).orElseThrow());
    assertThrows(UniqueValueTakenException.class,
        () -> rawDb.customers().create(new Customer("lg3", "Dup", "shared@example.com", null)),
        "the value is still taken: no duplicate can be created");
    assertEquals(List.of("Query", "BatchGetItem", "BatchWriteItem"), sent,
        "the uniqueness item read, found another's, so only the customer deleted");
  }

  // ---- Legacy duplicates (item 6)

  /**
   * Two cards of one customer hold the same number, stored before {@code @Unique}: one owns its uniqueness item,
   * the other has none. The delete deletes that uniqueness item once, and everything else.
   */
  @Test
  void legacyDuplicateValuesInTheCollectionAreDeletedWithTheOneUniquenessItemTheirOwnerHolds() {
    rawDb.customers().create(new Customer("ld1", "Ida", "ida@example.com", null));
    rawDb.cards().create(new Card("ld1", "k1", "4000-dup", "work"));
    putLegacy(CardRepository.Codec.INSTANCE.toItem(new Card("ld1", "k2", "4000-dup", "home")));
    putLegacy(CardRepository.Codec.INSTANCE.toItem(new Card("ld1", "k3", "4000-dup", "spare")));
    requests.reset();

    db.customers().deleteWithCollection("ld1");

    assertEquals(List.of("Query", "BatchGetItem", "BatchWriteItem", "BatchWriteItem", "BatchWriteItem"),
        requests.operations(), "the uniqueness items (and the cards owning none), the owning card, the customer");
    assertEquals(List.of(), collection("CUST#ld1"));
    assertEquals(List.of(), uniquenessItemsOwnedIn("CUST#ld1"));
    rawDb.cards().create(new Card("ld9", "k1", "4000-dup", "work"));
    assertEquals("CUST#ld9/CARD#k1", ownerOf(number("4000-dup")), "the number can be taken again");
  }

  // ---- An item the record refuses (item 7)

  /**
   * A card whose label is stored as a number: {@code Card} cannot be built from it, but its number is readable,
   * and its uniqueness item is deleted with it.
   */
  @Test
  void anItemItsRecordRefusesIsDeletedWithTheUniquenessItemsOfItsReadableUniqueAttributes() {
    rawDb.customers().create(new Customer("ur1", "Uma", "uma@example.com", null));
    rawDb.cards().create(new Card("ur1", "k1", "4000-0777", "work"));
    raw.updateItem(r -> r.tableName(table)
        .key(Map.of(UniqueShopTable.PARTITION_KEY, AttributeValue.fromS("CUST#ur1"),
            UniqueShopTable.SORT_KEY, AttributeValue.fromS("CARD#k1")))
        .updateExpression("SET #label = :n")
        .expressionAttributeNames(Map.of("#label", "label"))
        .expressionAttributeValues(Map.of(":n", AttributeValue.fromN("7"))));
    requests.reset();

    db.customers().deleteWithCollection("ur1");

    assertEquals(List.of("Query", "BatchGetItem", "BatchWriteItem", "BatchWriteItem", "BatchWriteItem"),
        requests.operations());
    assertEquals(List.of(), collection("CUST#ur1"));
    assertEquals(List.of(), uniquenessItemsOwnedIn("CUST#ur1"));
    assertNull(rawItem(number("4000-0777")));
    assertNull(rawItem(email("uma@example.com")));
  }

  // ---- Cut off anywhere, resumed (item 5)

  /** A loyalty number of {@code customerId}'s own. */
  private static int loyaltyOf(String customerId) {
    return customerId.hashCode() & Integer.MAX_VALUE;
  }

  /** A customer with an email and a loyalty number, and {@code cards} cards, each with a number. */
  private static void createCollection(String customerId, int cards) {
    rawDb.customers().create(new Customer(customerId, "Kai", customerId + "@example.com", loyaltyOf(customerId)));
    for (int k = 1; k <= cards; k++) {
      rawDb.cards().create(new Card(customerId, String.format("k%02d", k), customerId + "-" + k, "work"));
    }
  }

  /** Nothing left of the collection, no uniqueness item owned by any of its items, every value free to take again. */
  private static void assertGoneAndFree(String customerId, int cards, String when) {
    assertEquals(List.of(), collection("CUST#" + customerId), when);
    assertEquals(List.of(), uniquenessItemsOwnedIn("CUST#" + customerId), when + ": no orphan uniqueness item");
    String again = customerId + "-again";
    rawDb.customers().create(new Customer(again, "Kai", customerId + "@example.com", loyaltyOf(customerId)));
    for (int k = 1; k <= cards; k++) {
      rawDb.cards().create(new Card(again, String.format("k%02d", k), customerId + "-" + k, "work"));
    }
    assertEquals(cards + 2, uniquenessItemsOwnedIn("CUST#" + again).size(), when + ": every value taken again");
  }

  /** Calls {@code deleteWithCollection} until it completes (at most {@code calls} times); returns the failures. */
  private static int resumeUntilDone(String customerId, RetryPolicy policy, int calls) {
    for (int call = 0; call < calls; call++) {
      try {
        db.customers().deleteWithCollection(customerId, policy);
        return call;
      } catch (CollectionDeleteIncompleteException stopped) {
        // Resumed by the next call.
      }
    }
    throw new AssertionError(customerId + ": not done after " + calls + " calls");
  }

  /**
   * A customer with 13 cards (28 deletes in all: 13 cards, 15 uniqueness items). The run is failed at each of its
   * batch requests in turn (a 500, never sent), then called again until done: nothing is left, and every value
   * can be taken again.
   */
  @Test
  void aRunFailedAtAnyBatchRequestIsFinishedByCallingAgain() {
    createCollection("fb0", 13);
    faults.resetCounts();
    requests.reset();
    db.customers().deleteWithCollection("fb0", RetryPolicy.none());
    int batchRequests = faults.batchCalls();
    Map<String, Integer> sent = counts(requests.operations());
    assertGoneAndFree("fb0", 13, "uninterrupted");

    for (int failed = 1; failed <= batchRequests; failed++) {
      String customerId = "fb" + failed;
      createCollection(customerId, 13);
      faults.off();
      faults.resetCounts();
      faults.failBatchCall(failed);
      assertThrows(CollectionDeleteIncompleteException.class,
          () -> db.customers().deleteWithCollection(customerId, RetryPolicy.none()), "batch request #" + failed);
      faults.off();
      assertEquals(0, resumeUntilDone(customerId, RetryPolicy.none(), 3), "one call again finishes it");
      assertGoneAndFree(customerId, 13, "failed at batch request #" + failed);
    }
    assertEquals(Map.of("Query", 1, "BatchGetItem", 1, "BatchWriteItem", 3), sent,
        "uninterrupted: one read of the uniqueness items; their deletes (15), the cards' (13), then the customer alone");
  }

  /**
   * A share of the writes (and reads) of half the batch requests handed back unprocessed, with no retries: calls
   * stop partway, each leaving any item whose uniqueness item stayed unprocessed, and the next resumes, with the
   * faults still on, until done.
   */
  @Test
  void runsCutOffByUnprocessedDeletesAreFinishedByCallingAgain() {
    int cutOff = 0;
    for (int round = 1; round <= 3; round++) {
      String customerId = "up" + round;
      createCollection(customerId, 13);
      faults.unprocessed(0.5, 0.3);
      int failures = resumeUntilDone(customerId, RetryPolicy.none(), 60);
      faults.off();
      cutOff += failures;
      assertGoneAndFree(customerId, 13, "round " + round + ", " + failures + " call(s) cut off");
    }
    assertTrue(faults.dropped() > 0, "faults were injected");
    assertTrue(cutOff > 0, "calls were cut off: " + cutOff);
  }

  private static Map<String, Integer> counts(List<String> operations) {
    Map<String, Integer> counts = new HashMap<>();
    operations.forEach(operation -> counts.merge(operation, 1, Integer::sum));
    return counts;
  }
}
