package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.partitura.it.conditions.Parcel;
import io.partitura.it.conditions.Sale;
import io.partitura.it.conditions.SaleRepository;
import io.partitura.it.conditions.SaleStatus;
import io.partitura.it.conditions.StoreTable;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.math.BigDecimal;
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

/**
 * Update operations beyond SET, through the generated API against dynalite: counters that lose no
 * concurrent add, set ADD / DELETE, list append / prepend, if_not_exists, and REMOVE taking an item
 * out of an index. Each returns the record exactly as stored.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class UpdateOperationsTest {
  private static final String TABLE = "store-ops-" + UUID.randomUUID();
  private static final LocalDate DAY = LocalDate.of(2026, 3, 14);

  private static RequestCounter requests;
  private static StoreTable store;
  private static DynamoDbClient raw;

  @BeforeAll
  static void createTable(TestServer server) {
    requests = new RequestCounter();
    store = StoreTable.builder().client(server.newClient(requests)).tableName(TABLE).build();
    store.createTable();
    raw = server.newClient();
  }

  @BeforeEach
  void reset() {
    requests.reset();
  }

  private static Sale sale(String id) {
    return new Sale(id, SaleStatus.PAID, "ann", DAY, 7, null, null, null, Set.of("red"), List.of("first"), null);
  }

  private static Map<String, AttributeValue> storedItem(String id) {
    return raw.getItem(b -> b.tableName(TABLE).consistentRead(true)
        .key(Map.of("PK", AttributeValue.fromS("SALE#" + id), "SK", AttributeValue.fromS("META")))).item();
  }

  // ---- Counters

  @Test
  void eightThreadsAddingToOneCounterLoseNothing() throws Exception {
    assumeTrue(ServerDeviations.appliesConcurrentWritesAtomically(),
        "moto 5.2.1 applies concurrent ADDs to one item non-atomically: it lost an increment there");
    store.sales().put(sale("counter"));
    requests.reset();
    ExecutorService threads = Executors.newFixedThreadPool(8);
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<?>> adders = new ArrayList<>();
      for (int thread = 0; thread < 8; thread++) {
        adders.add(threads.submit(() -> {
          start.await();
          for (int i = 0; i < 25; i++) {
            store.sales().update("counter").viewsAdd(1).apply();
          }
          return null;
        }));
      }
      start.countDown();
      for (Future<?> adder : adders) {
        adder.get();
      }
    } finally {
      threads.shutdownNow();
    }
    assertEquals(200, requests.count("UpdateItem"));
    assertEquals(200, requests.total());
    assertEquals(7 + 200, store.sales().get("counter", ReadConsistency.STRONG).orElseThrow().views());
  }

  @Test
  void anAddReturnsTheStoredSumAndCountsAMissingNumberAsZero() {
    store.sales().put(sale("sum"));
    requests.reset();

    Sale first = store.sales().update("sum").totalAdd(new BigDecimal("19.5")).viewsAdd(-2).apply();
    Sale second = store.sales().update("sum").totalAdd(new BigDecimal("0.25")).apply();

    assertEquals(new BigDecimal("19.5"), first.total());
    assertEquals(5, first.views());
    assertEquals(new BigDecimal("19.75"), second.total());
    assertEquals(List.of("UpdateItem", "UpdateItem"), requests.operations());
    assertEquals(Optional.of(second), store.sales().get("sum", ReadConsistency.STRONG));
  }

  @Test
  void aCounterWithAConditionStopsAtItsCap() {
    store.sales().put(sale("capped"));
    // From 7: two adds pass the cap of 9, the third is refused.
    for (int i = 0; i < 2; i++) {
      store.sales().update("capped").viewsAdd(1).when(c -> c.views().lessThan(9L)).apply();
    }
    assertEquals(9, store.sales().get("capped", ReadConsistency.STRONG).orElseThrow().views());
    assertThrows(ConditionFailedException.class,
        () -> store.sales().update("capped").viewsAdd(1).when(c -> c.views().lessThan(9L)).apply());
    assertEquals(9, store.sales().get("capped", ReadConsistency.STRONG).orElseThrow().views());
  }

  @Test
  void anAddPastWhatAnIntHoldsIsRefusedAndTheItemRestored() {
    Parcel parcel = store.parcels().create(new Parcel("heavy", "DHL", Integer.MAX_VALUE, 0));
    requests.reset();

    ItemMappingException refused = assertThrows(ItemMappingException.class,
        () -> store.parcels().update("heavy").weightAdd(1).apply());

    assertTrue(refused.getMessage().contains("restored"), refused.getMessage());
    // The UpdateItem, then the PutItem that puts the old item back.
    assertEquals(List.of("UpdateItem", "PutItem"), requests.operations());
    assertEquals(Optional.of(parcel), store.parcels().get("heavy", ReadConsistency.STRONG));
  }

  // ---- Sets

  @Test
  void setAddAndDeleteChangeOnlyTheGivenElementsAndAnEmptiedSetIsRemoved() {
    store.sales().put(sale("labels"));
    requests.reset();

    Sale added = store.sales().update("labels").labelsAdd(Set.of("red", "blue")).apply();
    assertEquals(Set.of("red", "blue"), added.labels());
    Sale deleted = store.sales().update("labels").labelsDelete(Set.of("red", "green")).apply();
    assertEquals(Set.of("blue"), deleted.labels());
    Sale emptied = store.sales().update("labels").labelsDelete(Set.of("blue")).apply();
    assertEquals(Set.of(), emptied.labels());
    assertFalse(storedItem("labels").containsKey("labels"));
    Sale started = store.sales().update("labels").labelsAdd(Set.of("new")).apply();
    assertEquals(Set.of("new"), started.labels());

    assertEquals(4, requests.total());
    assertEquals(Optional.of(started), store.sales().get("labels", ReadConsistency.STRONG));
  }

  /**
   * An update whose only operation is an empty set or list changes nothing, as the README says: it is
   * one UpdateItem without an UpdateExpression, which checks that the item exists (and any {@code when}),
   * writes nothing and returns the record as stored. It once threw IllegalStateException.
   */
  @Test
  void anUpdateWhoseOnlyOperationIsAnEmptySetOrListChangesNothingAndReturnsTheStoredRecord() {
    Sale stored = sale("nothing");
    store.sales().put(stored);
    Map<String, AttributeValue> before = storedItem("nothing");
    if (!ServerDeviations.servesAnUpdateItemWithoutAnUpdateExpression()) {
      // moto answers HTTP 500 without an error code: a typed RequestFailedException (once an NPE in
      // isThrottling), and nothing changed.
      RequestFailedException failed = assertThrows(RequestFailedException.class,
          () -> store.sales().update("nothing").labelsAdd(Set.of()).apply());
      assertTrue(failed.getMessage().startsWith("sales.update: UpdateItem on table "), failed.getMessage());
      assertEquals(before, storedItem("nothing"));
      return;
    }
    requests.reset();

    assertEquals(stored, store.sales().update("nothing").labelsAdd(Set.of()).apply());
    assertEquals(stored, store.sales().update("nothing").labelsDelete(Set.of()).notesAppend(List.of()).apply());
    assertEquals(stored, store.sales().update("nothing").notesPrepend(List.of())
        .when(c -> c.status().is(SaleStatus.PAID)).apply());
    assertEquals(List.of("UpdateItem", "UpdateItem", "UpdateItem"), requests.operations());
    assertEquals(before, storedItem("nothing"));

    // It checks what any update checks: the item exists, and the stored item meets its condition.
    requests.reset();
    assertThrows(ItemNotFoundException.class, () -> store.sales().update("missing").labelsAdd(Set.of()).apply());
    assertThrows(ConditionFailedException.class, () -> store.sales().update("nothing").labelsAdd(Set.of())
        .when(c -> c.status().is(SaleStatus.SHIPPED)).apply());
    assertEquals(before, storedItem("nothing"));
    // Without a condition of its own, the refusal can only mean "no item"; with one, the stored item (or,
    // where the server omits it, a GetItem) tells which.
    List<String> expected = new ArrayList<>(List.of("UpdateItem"));
    expected.addAll(ServerDeviations.refusedWrite("UpdateItem"));
    assertEquals(expected, requests.operations());

    assertEquals("""
        UpdateItem %s
          Key                        { "PK": "SALE#nothing", "SK": "META" }
          ConditionExpression        "attribute_exists(#pk)"
          ExpressionAttributeNames   { "#pk": "PK" }""".formatted(TABLE),
        store.sales().update("nothing").labelsAdd(Set.of()).describe().toString());
  }

  // ---- Lists

  @Test
  void appendAndPrependExtendTheStoredListOrStartOne() {
    store.sales().put(sale("notes"));
    requests.reset();

    Sale appended = store.sales().update("notes").notesAppend(List.of("second", "third")).apply();
    assertEquals(List.of("first", "second", "third"), appended.notes());
    Sale prepended = store.sales().update("notes").notesPrepend(List.of("zero")).apply();
    assertEquals(List.of("zero", "first", "second", "third"), prepended.notes());
    assertEquals(Optional.of(prepended), store.sales().get("notes", ReadConsistency.STRONG));

    store.sales().update("notes").notes(null).apply();
    Sale started = store.sales().update("notes").notesAppend(List.of("again")).apply();
    assertEquals(List.of("again"), started.notes());
    assertEquals(Optional.of(started), store.sales().get("notes", ReadConsistency.STRONG));
  }

  // ---- if_not_exists

  @Test
  void setIfAbsentSetsAMissingValueAndKeepsAStoredOne() {
    store.sales().put(sale("coupon"));
    requests.reset();

    Sale set = store.sales().update("coupon").ifAbsent(u -> u.coupon("SPRING")).apply();
    assertEquals("SPRING", set.coupon());
    Sale kept = store.sales().update("coupon").ifAbsent(u -> u.coupon("AUTUMN")).apply();
    assertEquals("SPRING", kept.coupon());
    assertEquals(2, requests.total());
    assertEquals(Optional.of(kept), store.sales().get("coupon", ReadConsistency.STRONG));
  }

  // ---- REMOVE

  @Test
  void removingAnIndexKeyComponentTakesTheItemOutOfThatIndex() {
    store.sales().put(sale("unindexed"));
    assertTrue(storedItem("unindexed").containsKey("GSI1PK"));

    Sale removed = store.sales().update("unindexed").customer(null).apply();

    assertEquals(null, removed.customer());
    Map<String, AttributeValue> item = storedItem("unindexed");
    assertFalse(item.containsKey("customer"));
    // GSI1PK, made of the customer, is removed; GSI1SK, made of placedOn, stays as put writes it.
    assertFalse(item.containsKey("GSI1PK"), item.toString());
    assertEquals(SaleRepository.Codec.INSTANCE.toItem(removed).get("GSI1SK"), item.get("GSI1SK"));
  }

  // ---- Refused before sending

  @Test
  void aNullDeltaOrNullElementsAreRefusedBeforeAnyRequest() {
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> store.sales().update("null").totalAdd(null));
    assertTrue(refused.getMessage().contains("'total'"), refused.getMessage());
    assertThrows(InvalidValueException.class, () -> store.sales().update("null").labelsAdd(null));
    assertThrows(InvalidValueException.class, () -> store.sales().update("null").notesAppend(null));
    assertEquals(0, requests.total());
  }

  // ---- Rendered request

  @Test
  void everyOperationIsRenderedInOneUpdateExpression() {
    assertEquals("""
        UpdateItem %s
          Key                        { "PK": "PARCEL#golden", "SK": "META" }
          UpdateExpression           "SET #a0 = :v0 ADD #a1 :v1, #version :one"
          ConditionExpression        "attribute_exists(#pk) AND #version = :expectedVersion"
          ExpressionAttributeNames   { "#pk": "PK", "#a0": "carrier", "#a1": "weight", "#version": "version" }
          ExpressionAttributeValues  { ":v0": "UPS", ":v1": 3, ":one": 1, ":expectedVersion": 2 }""".formatted(TABLE),
        store.parcels().update("golden").carrier("UPS").weightAdd(3).expectVersion(2).describe().toString());

    assertEquals("""
        UpdateItem %s
          Key                        { "PK": "SALE#golden", "SK": "META" }
          UpdateExpression           "SET #a0 = :v0, #a1 = list_append(if_not_exists(#a1, :emptyList), :v1), #a4 = if_not_exists(#a4, :v4) ADD #a2 :v2 DELETE #a3 :v3"
          ConditionExpression        "attribute_exists(#pk)"
          ExpressionAttributeNames   { "#pk": "PK", "#a0": "status", "#a1": "notes", "#a2": "views", "#a3": "labels", "#a4": "coupon" }
          ExpressionAttributeValues  { ":v0": "SHIPPED", ":v1": ["b"], ":emptyList": [], ":v2": 1, ":v3": [red], ":v4": "SPRING" }""".formatted(TABLE),
        store.sales().update("golden").status(SaleStatus.SHIPPED).notesAppend(List.of("b")).viewsAdd(1)
            .labelsDelete(Set.of("red")).ifAbsent(u -> u.coupon("SPRING")).describe().toString());
    assertEquals(0, requests.total());
  }
}
