package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.partitura.it.counters.Badge;
import io.partitura.it.counters.CountersTable;
import io.partitura.it.counters.DayCount;
import io.partitura.it.counters.DayCountRepository;
import io.partitura.it.counters.Product;
import io.partitura.it.counters.ProductRepository;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.TestServerExtension;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * Upserts of entities with {@code @Counter}s, through the generated API: one UpdateItem that adds to a counter and
 * creates a missing item exactly as put would have written it (keys, type, the index keys its key decides, other
 * counters at 0), or leaves a stored item's other components and index keys as they are.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class UpsertTest {
  private static final LocalDate DAY = LocalDate.of(2026, 3, 14);

  private static RequestCounter requests;
  private static CountersTable db;
  private static DynamoDbClient raw;

  @BeforeAll
  static void createTable(TestServer server) {
    requests = new RequestCounter();
    db = CountersTable.builder().client(server.newClient(requests)).tableName("counters-" + UUID.randomUUID()).build();
    db.createTable();
    raw = server.newClient();
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  @Test
  void anUpsertOfAMissingItemCreatesWhatPutWouldHaveWritten() {
    Product created = db.products().upsert("p-new").viewsAdd(1).apply();
    DayCount day = db.dayCounts().upsert("p-new", DAY).viewsAdd(3).apply();

    assertEquals(new Product("p-new", null, 1, 0, Set.of(), Optional.empty()), created);
    assertEquals(new DayCount("p-new", DAY, 3), day);
    assertEquals(List.of("UpdateItem", "UpdateItem"), requests.operations());
    // Attribute for attribute what put writes: keys, type, key components, the other counter at 0, and for the
    // daily views the keys of index GSI2, which its key alone decides.
    assertEquals(ProductRepository.Codec.INSTANCE.toItem(created), stored(ProductRepository.Codec.primaryKey("p-new")));
    Map<String, AttributeValue> dayItem = stored(DayCountRepository.Codec.primaryKey("p-new", DAY));
    assertEquals(DayCountRepository.Codec.INSTANCE.toItem(day), dayItem);
    assertTrue(dayItem.containsKey("GSI2PK") && dayItem.containsKey("GSI2SK"));
    requests.reset();
    assertEquals(created, db.products().get("p-new").orElseThrow());
    assertEquals(List.of(day), db.dayCounts().byDay(DAY).all());
    assertEquals(List.of("GetItem", "Query"), requests.operations());
  }

  @Test
  void anUpsertOfAStoredItemAddsAndLeavesTheRestAsStored() {
    Product stored = new Product("p-books", "books", 10, 2, Set.of("paper"), Optional.of("newsletter"));
    db.products().put(stored);
    requests.reset();

    Product after = db.products().upsert("p-books").viewsAdd(5).apply();

    Product expected = new Product("p-books", "books", 15, 2, Set.of("paper"), Optional.of("newsletter"));
    assertEquals(expected, after);
    assertEquals(List.of("UpdateItem"), requests.operations());
    assertEquals(ProductRepository.Codec.INSTANCE.toItem(expected), stored(ProductRepository.Codec.primaryKey("p-books")),
        "the index keys of GSI1 (by category) and every other attribute as put wrote them");
    assertEquals(List.of(expected), db.products().byCategory("books").all());
  }

  @Test
  void concurrentUpsertsOfAMissingItemAllCount() throws Exception {
    assumeTrue(ServerDeviations.appliesConcurrentWritesAtomically(),
        "moto 5.2.1 applies concurrent ADDs to one item non-atomically: 197 of 200 were stored there");
    int threads = 8;
    int perThread = 25;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    List<Future<?>> done = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      done.add(pool.submit(() -> {
        start.await();
        for (int i = 0; i < perThread; i++) {
          db.products().upsert("p-hot").viewsAdd(1).apply();
        }
        return null;
      }));
    }
    start.countDown();
    for (Future<?> future : done) {
      future.get();
    }
    pool.shutdown();

    assertEquals(threads * perThread, requests.total());
    assertEquals(new Product("p-hot", null, threads * perThread, 0, Set.of(), Optional.empty()),
        db.products().get("p-hot").orElseThrow());
  }

  @Test
  void anUpsertSendsNoExistenceCheckAndSetsCountersAtZeroOnlyIfAbsent() {
    RequestDescription described = db.products().upsert("p-1").viewsAdd(1).lastReferrer(Optional.of("ad")).describe();

    assertEquals("\"SET #a0 = :v0, #a1 = :v1, #a2 = :v2, #a3 = if_not_exists(#a3, :v3) ADD #a4 :v4\"",
        described.field("UpdateExpression"));
    assertEquals("{ \"#a0\": \"_type\", \"#a1\": \"productId\", \"#a2\": \"lastReferrer\", \"#a3\": \"likes\", "
        + "\"#a4\": \"views\" }", described.field("ExpressionAttributeNames"));
    assertNull(described.field("ConditionExpression"), "no attribute_exists: a missing item is created");
    // As the README shows it.
    assertEquals("UpdateItem " + db.tableName() + "\n"
        + "  Key                        { \"PK\": \"PROD#p-1\", \"SK\": \"META\" }\n"
        + "  UpdateExpression           \"SET #a0 = :v0, #a1 = :v1, #a2 = if_not_exists(#a2, :v2) ADD #a3 :v3\"\n"
        + "  ExpressionAttributeNames   { \"#a0\": \"_type\", \"#a1\": \"productId\", \"#a2\": \"likes\", \"#a3\": \"views\" }\n"
        + "  ExpressionAttributeValues  { \":v0\": \"Product\", \":v1\": \"p-1\", \":v2\": 0, \":v3\": 1 }",
        db.products().upsert("p-1").viewsAdd(1).describe().toString());
    assertEquals(0, requests.total());
  }

  @Test
  void anUpsertWithAConditionIsRefusedWhenTheStoredItemFailsIt() {
    db.products().put(new Product("p-games", "games", 1, 1, Set.of(), Optional.empty()));
    requests.reset();

    assertThrows(ConditionFailedException.class,
        () -> db.products().upsert("p-games").likesAdd(1).when(c -> c.category().is("books")).apply());
    Product liked = db.products().upsert("p-games").likesAdd(1).when(c -> c.category().is("games")).apply();

    assertEquals(2, liked.likes());
    assertEquals(List.of("UpdateItem", "UpdateItem"), requests.operations());
  }

  @Test
  void anUpsertWhoseCreatedItemTheRecordRefusesIsRefusedBeforeAnyRequest() {
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> db.badges().upsert("b-1").awardedAdd(1).apply());
    assertEquals(0, requests.total());
    assertTrue(refused.getMessage().startsWith("badges.upsert: the item this upsert creates when none is stored, "),
        refused.getMessage());
    assertTrue(refused.getMessage().contains("cannot be read as a Badge (label)"), refused.getMessage());

    assertEquals(new Badge("b-1", "First", 1), db.badges().upsert("b-1").label("First").awardedAdd(1).apply());
    // ifAbsent(label): a label for an item this creates, the stored one kept.
    assertEquals(new Badge("b-1", "First", 2),
        db.badges().upsert("b-1").ifAbsent(u -> u.label("Second")).awardedAdd(1).apply());
    assertEquals(List.of("UpdateItem", "UpdateItem"), requests.operations());
  }

  private static Map<String, AttributeValue> stored(Map<String, AttributeValue> key) {
    return raw.getItem(GetItemRequest.builder().tableName(db.tableName()).key(key).consistentRead(true).build()).item();
  }
}
