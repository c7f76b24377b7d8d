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
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.InvalidConditionException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Typed conditions on every write, through the generated API against dynalite: each kind passes and
 * fails, nothing is written on failure, a failed condition is told apart from a missing item, a taken
 * key and a stale version, and two conditional writes racing on one item cannot both win.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class ConditionsTest {
  private static final String TABLE = "store-" + UUID.randomUUID();
  private static final LocalDate DAY = LocalDate.of(2026, 3, 14);
  private static final Instant PAID_AT = Instant.parse("2026-03-14T10:15:30Z");

  private static RequestCounter requests;
  private static StoreTable store;

  @BeforeAll
  static void createTable(TestServer server) {
    requests = new RequestCounter();
    store = StoreTable.builder().client(server.newClient(requests)).tableName(TABLE).build();
    store.createTable();
  }

  @BeforeEach
  void reset() {
    requests.reset();
  }

  private static Sale sale(String id) {
    return new Sale(id, SaleStatus.PAID, "ann", DAY, 7, new BigDecimal("19.5"), PAID_AT, true,
        Set.of("red"), List.of("first"), "SPRING");
  }

  // ---- Each kind of condition, passing and failing

  @Test
  void eachKindOfConditionPassesWhenTheStoredItemMeetsItAndFailsWithoutWritingWhenNot() {
    Map<String, Function<SaleRepository.Conditions, Condition>> passing = new LinkedHashMap<>();
    passing.put("enum is", c -> c.status().is(SaleStatus.PAID));
    passing.put("enum isNot", c -> c.status().isNot(SaleStatus.SHIPPED));
    passing.put("enum in", c -> c.status().in(SaleStatus.SHIPPED, SaleStatus.PAID));
    passing.put("number lessThan", c -> c.views().lessThan(8L));
    passing.put("number atMost", c -> c.views().atMost(7L));
    passing.put("number greaterThan", c -> c.views().greaterThan(6L));
    passing.put("number atLeast", c -> c.views().atLeast(7L));
    passing.put("number between", c -> c.views().between(7L, 7L));
    passing.put("decimal compared numerically", c -> c.total().greaterThan(new BigDecimal("9.99")));
    passing.put("date between", c -> c.placedOn().between(DAY.minusDays(1), DAY));
    passing.put("string lessThan", c -> c.customer().lessThan("bob"));
    passing.put("string beginsWith", c -> c.coupon().beginsWith("SPR"));
    passing.put("instant is", c -> c.paidAt().is(PAID_AT));
    passing.put("boolean is", c -> c.gift().is(true));
    passing.put("exists", c -> c.labels().exists());
    passing.put("notExists", c -> c.saleId().exists().and(c.coupon().notExists().not()));
    passing.put("and", c -> c.status().is(SaleStatus.PAID).and(c.views().is(7L)));
    passing.put("or", c -> c.status().is(SaleStatus.SHIPPED).or(c.views().is(7L)));
    passing.put("not", c -> c.status().is(SaleStatus.SHIPPED).not());
    Map<String, Function<SaleRepository.Conditions, Condition>> failing = new LinkedHashMap<>();
    failing.put("enum is", c -> c.status().is(SaleStatus.SHIPPED));
    failing.put("enum isNot", c -> c.status().isNot(SaleStatus.PAID));
    failing.put("enum in", c -> c.status().in(SaleStatus.SHIPPED, SaleStatus.CANCELLED));
    failing.put("number lessThan", c -> c.views().lessThan(7L));
    failing.put("number atMost", c -> c.views().atMost(6L));
    failing.put("number greaterThan", c -> c.views().greaterThan(7L));
    failing.put("number atLeast", c -> c.views().atLeast(8L));
    failing.put("number between", c -> c.views().between(8L, 100L));
    // As text "19.5" < "9.99"; as numbers it is not: the condition compares numbers.
    failing.put("decimal compared numerically", c -> c.total().lessThan(new BigDecimal("9.99")));
    failing.put("date between", c -> c.placedOn().between(DAY.plusDays(1), DAY.plusDays(9)));
    failing.put("string lessThan", c -> c.customer().lessThan("ann"));
    failing.put("string beginsWith", c -> c.coupon().beginsWith("SUM"));
    failing.put("instant is", c -> c.paidAt().is(PAID_AT.plusMillis(1)));
    failing.put("boolean is", c -> c.gift().is(false));
    failing.put("exists", c -> c.notes().exists().and(c.coupon().exists()).and(c.gift().notExists()));
    failing.put("notExists", c -> c.coupon().notExists());
    failing.put("and", c -> c.status().is(SaleStatus.PAID).and(c.views().is(8L)));
    failing.put("or", c -> c.status().is(SaleStatus.SHIPPED).or(c.views().is(8L)));
    failing.put("not", c -> c.status().is(SaleStatus.PAID).not());

    List<String> wrong = new ArrayList<>();
    int i = 0;
    for (Map.Entry<String, Function<SaleRepository.Conditions, Condition>> test : passing.entrySet()) {
      String id = "kind-pass-" + i++;
      store.sales().put(sale(id));
      requests.reset();
      Sale changed = new Sale(id, SaleStatus.SHIPPED, "ann", DAY, 8, new BigDecimal("19.5"), PAID_AT, true,
          Set.of("red"), List.of("first"), "SPRING");
      try {
        store.sales().put(changed, test.getValue());
      } catch (ConditionFailedException e) {
        wrong.add(test.getKey() + " failed: " + e.getMessage());
      }
      if (requests.total() != 1 || !store.sales().get(id, ReadConsistency.STRONG).equals(Optional.of(changed))) {
        wrong.add(test.getKey() + " did not write in one request");
      }
    }
    for (Map.Entry<String, Function<SaleRepository.Conditions, Condition>> test : failing.entrySet()) {
      String id = "kind-fail-" + i++;
      store.sales().put(sale(id));
      requests.reset();
      Sale changed = new Sale(id, SaleStatus.SHIPPED, "ann", DAY, 8, null, null, null, null, null, null);
      try {
        store.sales().put(changed, test.getValue());
        wrong.add(test.getKey() + " passed");
      } catch (ConditionFailedException expected) {
        // The one PutItem, refused: a plain put checks nothing else, so nothing needs telling apart.
        if (!requests.operations().equals(List.of("PutItem"))) {
          wrong.add(test.getKey() + " sent " + requests.operations());
        }
      }
      if (!store.sales().get(id, ReadConsistency.STRONG).equals(Optional.of(sale(id)))) {
        wrong.add(test.getKey() + " wrote the item although its condition failed");
      }
    }
    assertEquals(List.of(), wrong);
  }

  // ---- The failure names the write, the key and the condition; the stored item when DynamoDB gives it

  @Test
  void aFailedConditionNamesTheOperationTheKeyAndTheConditionAndSaysWhetherTheStoredItemIsKnown() {
    store.sales().put(sale("message"));
    requests.reset();

    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> store.sales().update("message").coupon("AUTUMN").when(c -> c.status().is(SaleStatus.SHIPPED)).apply());

    assertEquals("sales.update", failed.operation());
    assertTrue(failed.key().contains("SALE#message"), failed.key());
    assertEquals("\"(attribute_exists(PK)) AND (status = \"SHIPPED\")\"", failed.condition());
    assertTrue(failed.getMessage().startsWith("sales.update: the item at "), failed.getMessage());
    if (ServerDeviations.omitsTheStoredItemOfAFailedCondition()) {
      // dynalite ignores ReturnValuesOnConditionCheckFailure: no stored item comes back with the failure.
      assertFalse(failed.storedItemKnown());
      assertEquals(Optional.empty(), failed.storedItem());
      assertEquals(Optional.empty(), failed.storedRecord(Sale.class));
      assertTrue(failed.getMessage().contains("The stored item is unknown"), failed.getMessage());
    } else {
      // DynamoDB (and moto) return the stored item with the failure.
      assertTrue(failed.storedItemKnown());
      assertEquals(Optional.of(sale("message")), failed.storedRecord(Sale.class));
    }
    // The refused UpdateItem, then (where the server omits the stored item) one consistent GetItem that
    // tells the condition from a missing item.
    assertEquals(ServerDeviations.refusedWrite("UpdateItem"), requests.operations());
    assertEquals(Optional.of(sale("message")), store.sales().get("message", ReadConsistency.STRONG));
  }

  // ---- Told apart from the checks a write makes by itself

  @Test
  void aConditionalCreateOfATakenKeyIsItemAlreadyExistsAndOfAFreeKeyFailsOnlyByItsCondition() {
    store.sales().put(sale("create-taken"));
    requests.reset();

    assertThrows(ItemAlreadyExistsException.class,
        () -> store.sales().create(sale("create-taken"), c -> c.coupon().notExists()));
    assertEquals(ServerDeviations.refusedWrite("PutItem"), requests.operations());

    requests.reset();
    assertThrows(ConditionFailedException.class,
        () -> store.sales().create(sale("create-free"), c -> c.status().is(SaleStatus.PAID)));
    assertEquals(Optional.empty(), store.sales().get("create-free", ReadConsistency.STRONG));

    requests.reset();
    store.sales().create(sale("create-free"), c -> c.status().notExists());
    assertEquals(List.of("PutItem"), requests.operations());
    assertEquals(Optional.of(sale("create-free")), store.sales().get("create-free", ReadConsistency.STRONG));
  }

  @Test
  void aConditionalReplaceOfAMissingItemIsItemNotFoundAndOfAStoredOneFailsByItsCondition() {
    assertThrows(ItemNotFoundException.class,
        () -> store.sales().update(sale("replace-missing"), c -> c.status().isNot(SaleStatus.SHIPPED)));
    // No stored item comes back on any server: one consistent GetItem tells a missing item from a failed condition.
    assertEquals(List.of("PutItem", "GetItem"), requests.operations());
    assertEquals(Optional.empty(), store.sales().get("replace-missing", ReadConsistency.STRONG));

    store.sales().put(sale("replace"));
    // A missing set reads back as an empty one.
    Sale shipped = new Sale("replace", SaleStatus.SHIPPED, "ann", DAY, 7, null, null, null, Set.of(), null, null);
    assertThrows(ConditionFailedException.class,
        () -> store.sales().update(shipped, c -> c.status().is(SaleStatus.SHIPPED)));
    assertEquals(Optional.of(sale("replace")), store.sales().get("replace", ReadConsistency.STRONG));

    requests.reset();
    store.sales().update(shipped, c -> c.status().is(SaleStatus.PAID));
    assertEquals(List.of("PutItem"), requests.operations());
    assertEquals(Optional.of(shipped), store.sales().get("replace", ReadConsistency.STRONG));
  }

  @Test
  void aConditionalPartialUpdateOfAMissingItemIsItemNotFoundAndOfAStoredOneFailsByItsCondition() {
    assertThrows(ItemNotFoundException.class,
        () -> store.sales().update("update-missing").coupon("X").when(c -> c.status().is(SaleStatus.PAID)).apply());
    // No stored item comes back on any server: one consistent GetItem tells a missing item from a failed condition.
    assertEquals(List.of("UpdateItem", "GetItem"), requests.operations());
    assertEquals(Optional.empty(), store.sales().get("update-missing", ReadConsistency.STRONG));

    store.sales().put(sale("update"));
    requests.reset();
    Sale updated = store.sales().update("update").coupon("AUTUMN").when(c -> c.coupon().is("SPRING")).apply();
    assertEquals("AUTUMN", updated.coupon());
    assertEquals(List.of("UpdateItem"), requests.operations());
    assertEquals(Optional.of(updated), store.sales().get("update", ReadConsistency.STRONG));
  }

  /**
   * A second {@code when} is ANDed with the first, as {@code Listing.where} does: it once replaced it,
   * and a counter guarded by the first went below zero.
   */
  @Test
  void aSecondWhenIsAndedWithTheFirstSoTheCounterGuardStillRefuses() {
    Sale none = new Sale("guarded", SaleStatus.PAID, "ann", DAY, 0, null, null, null, Set.of(), null, "SPRING");
    store.sales().put(none);
    requests.reset();
    assertThrows(ConditionFailedException.class, () -> store.sales().update("guarded").viewsAdd(-1)
        .when(c -> c.views().atLeast(1L)).when(c -> c.coupon().exists()).apply());
    assertEquals(ServerDeviations.refusedWrite("UpdateItem"), requests.operations());
    assertEquals(Optional.of(none), store.sales().get("guarded", ReadConsistency.STRONG));

    // The second condition holds the update back too, and with both met it applies.
    Sale one = new Sale("guarded", SaleStatus.PAID, "ann", DAY, 1, null, null, null, Set.of(), null, null);
    store.sales().put(one);
    requests.reset();
    assertThrows(ConditionFailedException.class, () -> store.sales().update("guarded").viewsAdd(-1)
        .when(c -> c.views().atLeast(1L)).when(c -> c.coupon().exists()).apply());
    assertEquals(Optional.of(one), store.sales().get("guarded", ReadConsistency.STRONG));
    Sale taken = store.sales().update("guarded").viewsAdd(-1).when(c -> c.views().atLeast(1L))
        .when(c -> c.coupon().notExists()).apply();
    assertEquals(0, taken.views());
    List<String> expected = new ArrayList<>(ServerDeviations.refusedWrite("UpdateItem"));
    expected.addAll(List.of("GetItem", "UpdateItem"));
    assertEquals(expected, requests.operations());

    assertEquals("""
        UpdateItem %s
          Key                        { "PK": "SALE#guarded", "SK": "META" }
          UpdateExpression           "ADD #a0 :v0"
          ConditionExpression        "(attribute_exists(#pk)) AND ((#c0 >= :c0) AND (attribute_exists(#c1)))"
          ExpressionAttributeNames   { "#pk": "PK", "#a0": "views", "#c0": "views", "#c1": "coupon" }
          ExpressionAttributeValues  { ":v0": -1, ":c0": 1 }
          ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(TABLE),
        store.sales().update("guarded").viewsAdd(-1).when(c -> c.views().atLeast(1L)).when(c -> c.coupon().exists())
            .describe().toString());
  }

  @Test
  void aConditionalDeleteDeletesOnlyWhenTheConditionHolds() {
    store.sales().put(sale("delete"));
    requests.reset();

    assertThrows(ConditionFailedException.class,
        () -> store.sales().delete("delete", c -> c.status().is(SaleStatus.CANCELLED)));
    assertEquals(List.of("DeleteItem"), requests.operations());
    assertEquals(Optional.of(sale("delete")), store.sales().get("delete", ReadConsistency.STRONG));

    requests.reset();
    assertTrue(store.sales().delete("delete", c -> c.status().is(SaleStatus.PAID)));
    assertEquals(List.of("DeleteItem"), requests.operations());
    assertEquals(Optional.empty(), store.sales().get("delete", ReadConsistency.STRONG));
  }

  @Test
  void itemLevelExistsAndNotExistsTestTheWholeItemOnItsPartitionKey() {
    Sale first = sale("item-exists");
    store.sales().put(first, c -> c.notExists());
    assertEquals(List.of("PutItem"), requests.operations());
    assertEquals(Optional.of(first), store.sales().get("item-exists", ReadConsistency.STRONG));

    requests.reset();
    Sale second = new Sale("item-exists", SaleStatus.CANCELLED, "bob", DAY, 1, BigDecimal.ONE, PAID_AT, false,
        Set.of("blue"), List.of("second"), "SPRING");
    assertThrows(ConditionFailedException.class, () -> store.sales().put(second, c -> c.notExists()));
    assertEquals(List.of("PutItem"), requests.operations());
    assertEquals(Optional.of(first), store.sales().get("item-exists", ReadConsistency.STRONG));

    requests.reset();
    assertThrows(ConditionFailedException.class, () -> store.sales().delete("item-missing", c -> c.exists()));
    assertEquals(List.of("DeleteItem"), requests.operations());
    requests.reset();
    assertTrue(store.sales().delete("item-exists", c -> c.exists()));
    assertEquals(List.of("DeleteItem"), requests.operations());
    assertEquals(Optional.empty(), store.sales().get("item-exists", ReadConsistency.STRONG));
    assertEquals("attribute_exists(#c0)", store.sales().deleteRequest("item-exists", c -> c.exists())
        .conditionExpression());
    assertEquals(Map.of("#c0", "PK"), store.sales().deleteRequest("item-exists", c -> c.exists())
        .expressionAttributeNames());
  }

  // ---- With a version: the version check and the condition, told apart

  @Test
  void aConditionalVersionedPutIsStaleVersionWhenAnotherWriteCameFirstAndConditionFailedOtherwise() {
    Parcel v1 = store.parcels().create(new Parcel("versioned", "DHL", 5, 0));
    Parcel v2 = store.parcels().put(new Parcel("versioned", "UPS", 5, v1.version()));
    requests.reset();

    StaleVersionException stale = assertThrows(StaleVersionException.class,
        () -> store.parcels().put(new Parcel("versioned", "GLS", 5, v1.version()), c -> c.carrier().is("UPS")));
    assertEquals(2L, stale.storedVersion());
    assertEquals(ServerDeviations.refusedWrite("PutItem"), requests.operations());

    requests.reset();
    assertThrows(ConditionFailedException.class,
        () -> store.parcels().put(new Parcel("versioned", "GLS", 5, v2.version()), c -> c.carrier().is("DHL")));
    assertEquals(ServerDeviations.refusedWrite("PutItem"), requests.operations());
    assertEquals(Optional.of(v2), store.parcels().get("versioned", ReadConsistency.STRONG));

    Parcel v3 = store.parcels().put(new Parcel("versioned", "GLS", 6, v2.version()), c -> c.weight().atMost(5));
    assertEquals(3L, v3.version());

    assertThrows(StaleVersionException.class,
        () -> store.parcels().update("versioned").weight(9).expectVersion(2).when(c -> c.weight().is(6)).apply());
    assertThrows(ConditionFailedException.class,
        () -> store.parcels().update("versioned").weight(9).expectVersion(3).when(c -> c.weight().is(5)).apply());
    assertThrows(ConditionFailedException.class, () -> store.parcels().delete(v3, c -> c.carrier().is("DHL")));
    assertThrows(StaleVersionException.class, () -> store.parcels().delete(v2, c -> c.carrier().is("GLS")));
    assertEquals(Optional.of(v3), store.parcels().get("versioned", ReadConsistency.STRONG));
    assertTrue(store.parcels().delete(v3, c -> c.carrier().is("GLS")));
    assertEquals(Optional.empty(), store.parcels().get("versioned", ReadConsistency.STRONG));
  }

  // ---- Racing conditional writes

  @Test
  void aShipOnlyIfPaidRacingACancelOnlyIfPaidLetsExactlyOneWin() throws Exception {
    assumeTrue(ServerDeviations.appliesConcurrentWritesAtomically(),
        "moto 5.2.1 does not apply a conditional write atomically: racing writes can both win there");
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      for (int round = 0; round < 20; round++) {
        String id = "race-" + round;
        store.sales().put(sale(id));
        CountDownLatch start = new CountDownLatch(1);
        Future<SaleStatus> ship = threads.submit(() -> transition(start, id, SaleStatus.SHIPPED));
        Future<SaleStatus> cancel = threads.submit(() -> transition(start, id, SaleStatus.CANCELLED));
        start.countDown();
        List<SaleStatus> winners = new ArrayList<>();
        for (SaleStatus won : java.util.Arrays.asList(ship.get(), cancel.get())) {
          if (won != null) {
            winners.add(won);
          }
        }
        assertEquals(1, winners.size(), "round " + round + ": " + winners);
        assertEquals(winners.get(0), store.sales().get(id, ReadConsistency.STRONG).orElseThrow().status());
      }
    } finally {
      threads.shutdownNow();
    }
  }

  /** The status written, or null when the condition refused it. */
  private static SaleStatus transition(CountDownLatch start, String id, SaleStatus to) throws InterruptedException {
    start.await();
    try {
      return store.sales().update(id).status(to).when(c -> c.status().is(SaleStatus.PAID)).apply().status();
    } catch (ConditionFailedException lost) {
      return null;
    }
  }

  // ---- Refused before sending

  @Test
  void aConditionOnNullOrWithoutValuesIsRefusedBeforeAnyRequest() {
    InvalidConditionException onNull = assertThrows(InvalidConditionException.class,
        () -> store.sales().put(sale("invalid"), c -> c.coupon().is(null)));
    assertTrue(onNull.getMessage().contains("'coupon'") && onNull.getMessage().contains("notExists()"),
        onNull.getMessage());
    assertThrows(InvalidConditionException.class, () -> store.sales().delete("invalid", c -> null));
    assertThrows(InvalidConditionException.class,
        () -> store.sales().update("invalid").coupon("X").when(c -> c.status().in()).apply());
    assertEquals(0, requests.total());
  }

  // ---- Rendered requests

  @Test
  void conditionsAreRenderedWithTheirOwnPlaceholdersAndAndedToTheWritesOwnChecks() {
    Sale sale = new Sale("golden", SaleStatus.PAID, "ann", DAY, 7, null, null, null, null, null, null);
    assertEquals("""
        PutItem %s
          Item                       { "saleId": "golden", "_type": "Sale", "placedOn": "2026-03-14", "GSI1PK": "SALE#ann", "GSI1SK": "2026-03-14#SALE$Sgolden#META", "SK": "META", "PK": "SALE#golden", "views": 7, "status": "PAID", "customer": "ann" }
          ConditionExpression        "(attribute_not_exists(#pk)) AND ((#c0 = :c0) AND (#c1 >= :c1))"
          ExpressionAttributeNames   { "#pk": "PK", "#c0": "status", "#c1": "views" }
          ExpressionAttributeValues  { ":c0": "PAID", ":c1": 5 }
          ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(TABLE),
        RequestDescription.of(store.sales().createRequest(sale,
            c -> c.status().is(SaleStatus.PAID).and(c.views().atLeast(5L)))).toString());

    assertEquals("""
        UpdateItem %s
          Key                        { "PK": "SALE#golden", "SK": "META" }
          UpdateExpression           "SET #a0 = :v0"
          ConditionExpression        "(attribute_exists(#pk)) AND (#c0 = :c0)"
          ExpressionAttributeNames   { "#pk": "PK", "#a0": "status", "#c0": "status" }
          ExpressionAttributeValues  { ":v0": "SHIPPED", ":c0": "PAID" }
          ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(TABLE),
        store.sales().update("golden").status(SaleStatus.SHIPPED).when(c -> c.status().is(SaleStatus.PAID))
            .describe().toString());

    assertEquals("""
        DeleteItem %s
          Key                        { "PK": "PARCEL#golden", "SK": "META" }
          ConditionExpression        "(attribute_not_exists(#pk) OR #version = :expectedVersion) AND (NOT (#c0 IN (:c0, :c1)))"
          ExpressionAttributeNames   { "#pk": "PK", "#version": "version", "#c0": "carrier" }
          ExpressionAttributeValues  { ":expectedVersion": 4, ":c0": "DHL", ":c1": "UPS" }
          ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(TABLE),
        RequestDescription.of(store.parcels().deleteRequest(new Parcel("golden", "DHL", 1, 4),
            c -> c.carrier().in("DHL", "UPS").not())).toString());
    assertEquals(0, requests.total());
  }
}
