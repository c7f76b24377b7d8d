package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.market.Customer;
import io.partitura.it.market.CustomerRepository;
import io.partitura.it.market.MarketTable;
import io.partitura.it.market.MarketTransaction;
import io.partitura.it.market.Order;
import io.partitura.it.market.Product;
import io.partitura.it.market.ProductRepository;
import io.partitura.it.shop3.Shop3Table;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.InvalidTransactionException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.ParentNotFoundException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Transactions through the generated API, sent to moto ({@link MotoExtension}: dynalite has no
 * TransactWriteItems or TransactGetItems). Each run asserts the items stored afterwards, the values
 * returned, the exception of a cancellation as built from moto's answer (its CancellationReasons and
 * the ALL_OLD item), and the requests sent. The whole requests are also checked as golden renderings,
 * and the limits are refused before anything is sent.
 *
 * <p>What stays at the request level says why: what moto cannot show (it never raises
 * TransactionConflict and ignores ClientRequestToken) and an answer no server sends (fewer reasons
 * than actions). The tests share one table and use ids of their own, so they are independent.
 * {@code RealDynamoDbTransactionsTest} sends transactions to real DynamoDB when asked to.
 */
class TransactionsTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerClass(MarketTable::createTableRequest);

  private static String table;
  private static RequestCounter requests;
  private static final List<RequestEvent> EVENTS = Collections.synchronizedList(new ArrayList<>());
  private static MarketTable market;
  /** The same table, read and written behind the API's back (not counted). */
  private static DynamoDbClient raw;
  private static MarketTable unseen;

  @BeforeAll
  static void connect(TestTable testTable) {
    table = testTable.name();
    requests = new RequestCounter();
    market = MarketTable.builder().client(testTable.server().newClient(requests)).tableName(table)
        .listener(EVENTS::add).build();
    raw = testTable.server().newClient();
    unseen = MarketTable.builder().client(raw).tableName(table).build();
  }

  @AfterAll
  static void close() {
    raw.close();
    market.tableClient().dynamoDbClient().close();
  }

  @BeforeEach
  void reset() {
    requests.reset();
    EVENTS.clear();
  }

  private static final Order ORDER = new Order("c1", "o1", "p1", 1);

  private static Optional<Product> storedProduct(String productId) {
    return unseen.products().get(productId, ReadConsistency.STRONG);
  }

  private static Optional<Order> storedOrder(String customerId, String orderId) {
    return unseen.orders().get(customerId, orderId, ReadConsistency.STRONG);
  }

  private static Optional<Customer> storedCustomer(String customerId) {
    return unseen.customers().get(customerId, ReadConsistency.STRONG);
  }

  // ---- The requests built (golden renderings; nothing is sent)

  @Test
  void theIssuesExampleIsOneTransactWriteItemsOfThreeActions() {
    MarketTransaction transaction = market.transaction()
        .create(ORDER)
        .updateProduct("p1", u -> u.stockAdd(-1).when(c -> c.stock().atLeast(1L)))
        .checkCustomer("c1", c -> c.blocked().is(false))
        .idempotencyToken("order-c1-o1");

    assertEquals("""
        TransactWriteItems %1$s
          ClientRequestToken         "order-c1-o1"
          [0] Put
            Item                     { "quantity": 1, "productId": "p1", "orderId": "o1", "SK": "ORDER#o1", "_type": "Order", "customerId": "c1", "PK": "CUST#c1" }
            ConditionExpression      "attribute_not_exists(#pk)"
            ExpressionAttributeNames { "#pk": "PK" }
            ReturnValuesOnConditionCheckFailure ALL_OLD
          [1] Update
            Key                      { "PK": "PROD#p1", "SK": "META" }
            UpdateExpression         "ADD #a0 :v0, #version :one"
            ConditionExpression      "(attribute_exists(#pk)) AND (#c0 >= :c0)"
            ExpressionAttributeNames { "#pk": "PK", "#a0": "stock", "#version": "version", "#c0": "stock" }
            ExpressionAttributeValues { ":v0": -1, ":one": 1, ":c0": 1 }
            ReturnValuesOnConditionCheckFailure ALL_OLD
          [2] ConditionCheck
            Key                      { "PK": "CUST#c1", "SK": "META" }
            ConditionExpression      "#c0 = :c0"
            ExpressionAttributeNames { "#c0": "blocked" }
            ExpressionAttributeValues { ":c0": false }
            ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(table), transaction.describe().toString());
    assertEquals(0, requests.total());
  }

  /** A second {@code when} on a transaction's update is ANDed with the first: it once replaced it. */
  @Test
  void aTransactionsUpdateGivenTwoWhensSendsBothAnded() {
    MarketTransaction transaction = market.transaction()
        .updateProduct("p1", u -> u.stockAdd(-1).when(c -> c.stock().atLeast(1L)).when(c -> c.name().exists()));

    assertEquals("""
        TransactWriteItems %1$s
          [0] Update
            Key                      { "PK": "PROD#p1", "SK": "META" }
            UpdateExpression         "ADD #a0 :v0, #version :one"
            ConditionExpression      "(attribute_exists(#pk)) AND ((#c0 >= :c0) AND (attribute_exists(#c1)))"
            ExpressionAttributeNames { "#pk": "PK", "#a0": "stock", "#version": "version", "#c0": "stock", "#c1": "name" }
            ExpressionAttributeValues { ":v0": -1, ":one": 1, ":c0": 1 }
            ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(table), transaction.describe().toString());
    assertEquals(0, requests.total());
  }

  @Test
  void theIssuesCheckThatTheCustomerExistsIsAnExistenceCheckOnThePartitionKey() {
    assertEquals("""
        TransactWriteItems %1$s
          [0] Put
            Item                     { "quantity": 1, "productId": "p1", "orderId": "o1", "SK": "ORDER#o1", "_type": "Order", "customerId": "c1", "PK": "CUST#c1" }
            ConditionExpression      "attribute_not_exists(#pk)"
            ExpressionAttributeNames { "#pk": "PK" }
            ReturnValuesOnConditionCheckFailure ALL_OLD
          [1] ConditionCheck
            Key                      { "PK": "CUST#c1", "SK": "META" }
            ConditionExpression      "attribute_exists(#c0)"
            ExpressionAttributeNames { "#c0": "PK" }
            ReturnValuesOnConditionCheckFailure ALL_OLD
          [2] ConditionCheck
            Key                      { "PK": "PROD#p1", "SK": "META" }
            ConditionExpression      "(attribute_not_exists(#c0)) OR (#c1 = :c0)"
            ExpressionAttributeNames { "#c0": "PK", "#c1": "name" }
            ExpressionAttributeValues { ":c0": "lamp" }
            ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(table), market.transaction()
        .create(ORDER)
        .checkCustomer("c1", c -> c.exists())
        .checkProduct("p1", c -> c.notExists().or(c.name().is("lamp")))
        .describe().toString());
    assertEquals(0, requests.total());
  }

  @Test
  void createUnderIsTheCreateAndAnExistenceCheckOnTheParent() {
    assertEquals("""
        TransactWriteItems %1$s
          [0] Put
            Item                     { "quantity": 1, "productId": "p1", "orderId": "o1", "SK": "ORDER#o1", "_type": "Order", "customerId": "c1", "PK": "CUST#c1" }
            ConditionExpression      "attribute_not_exists(#pk)"
            ExpressionAttributeNames { "#pk": "PK" }
            ReturnValuesOnConditionCheckFailure ALL_OLD
          [1] ConditionCheck
            Key                      { "PK": "CUST#c1", "SK": "META" }
            ConditionExpression      "attribute_exists(#pk)"
            ExpressionAttributeNames { "#pk": "PK" }
            ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(table),
        io.partitura.runtime.description.RequestDescription.of(market.orders().createUnderRequest(ORDER)).toString());
    assertEquals(0, requests.total());
  }

  @Test
  void transactGetIsOneTransactGetItemsOfTheKeysInOrder() {
    MarketTable.TransactGet get = market.transactGet().product("p1").customer("c1").order("c1", "o1");
    assertEquals("""
        TransactGetItems %1$s
          [0] Get
            Key                      { "PK": "PROD#p1", "SK": "META" }
          [1] Get
            Key                      { "PK": "CUST#c1", "SK": "META" }
          [2] Get
            Key                      { "PK": "CUST#c1", "SK": "ORDER#o1" }""".formatted(table), get.describe().toString());
    assertEquals(0, requests.total());
  }

  // ---- Limits, refused before anything is sent

  private static void refusedBeforeSending(String expected, Executable call) {
    InvalidTransactionException refused = assertThrows(InvalidTransactionException.class, call);
    assertTrue(refused.getMessage().contains(expected), refused.getMessage());
    assertTrue(refused.getMessage().endsWith("Nothing was sent."), refused.getMessage());
    assertEquals(0, requests.total(), requests.toString());
  }

  @Test
  void aHundredAndFirstActionIsRefused() {
    MarketTransaction transaction = market.transaction();
    for (int i = 0; i < 100; i++) {
      transaction.create(new Order("c1", "o" + i, "p1", 1));
    }
    refusedBeforeSending("would be action 101; DynamoDB takes at most 100 actions",
        () -> transaction.create(new Order("c1", "o100", "p1", 1)));
  }

  @Test
  void twoActionsOnOneItemAreRefused() {
    MarketTransaction transaction = market.transaction().create(ORDER);
    refusedBeforeSending("delete Order at PK=\"CUST#c1\", SK=\"ORDER#o1\" is on the same item as action [0] create "
        + "Order at PK=\"CUST#c1\", SK=\"ORDER#o1\"", () -> transaction.deleteOrder("c1", "o1"));
  }

  @Test
  void twoActionsOnOneItemThroughDifferentPathsAreRefused() {
    refusedBeforeSending("is on the same item as action [0] replace Customer",
        () -> market.transaction().replace(new Customer("c1", "Ann", false)).updateCustomer("c1", u -> u.name("Bo")));
    refusedBeforeSending("is on the same item as action [0] create Order",
        () -> market.transaction().create(ORDER).checkOrder("c1", "o1", c -> c.exists()));
    refusedBeforeSending("is on the same item as action [0] put Product",
        () -> market.transaction().put(new Product("p1", "lamp", 1, 3)).deleteProduct("p1"));
    // A sharded merchant's shipment: the record and the key compute the same shard.
    io.partitura.it.shop3.Shop3Table shop = io.partitura.it.shop3.Shop3Table.builder()
        .client(market.tableClient().dynamoDbClient()).tableName("shop3").build();
    refusedBeforeSending("is on the same item as action [0] create Shipment", () -> shop.transaction()
        .create(new io.partitura.it.shop3.Shipment("m1", "s1", "dhl")).updateShipment("m1", "s1", u -> u.carrier("ups")));
  }

  @Test
  void itemsOverFourMegabytesInAllAreRefused() {
    MarketTransaction transaction = market.transaction();
    String name = "x".repeat(390_000);
    for (int i = 0; i < 10; i++) {
      transaction.create(new Product("p" + i, name, 1, 0));
    }
    refusedBeforeSending("over DynamoDB's limit of 4194304 bytes (4 MB) per transaction",
        () -> transaction.create(new Product("p10", name, 1, 0)));
  }

  @Test
  void updatesWhoseSetValuesComeToOverFourMegabytesInUtf8AreRefused() {
    MarketTransaction transaction = market.transaction();
    // 390,000 UTF-8 bytes in 195,000 characters: eleven such names are over 4 MB, counted as DynamoDB counts.
    String name = "\u00e9".repeat(195_000);
    for (int i = 0; i < 10; i++) {
      transaction.updateProduct("p" + i, u -> u.name(name));
    }
    refusedBeforeSending("over DynamoDB's limit of 4194304 bytes (4 MB) per transaction",
        () -> transaction.updateProduct("p10", u -> u.name(name)));
  }

  @Test
  void anIdempotencyTokenOver36CharactersOrEmptyIsRefused() {
    refusedBeforeSending("DynamoDB takes 1 to 36", () -> market.transaction().idempotencyToken("t".repeat(37)));
    refusedBeforeSending("DynamoDB takes 1 to 36", () -> market.transaction().idempotencyToken(""));
  }

  @Test
  void anUpdateThatChangesNothingIsRefusedAsATransactionDynamoDbWouldRefuse() {
    refusedBeforeSending("update Customer at PK=\"CUST#c1\", SK=\"META\" changes nothing",
        () -> market.transaction().create(ORDER).updateCustomer("c1", u -> { }));
  }

  @Test
  void anEmptyTransactionIsRefused() {
    refusedBeforeSending("has no action", () -> market.transaction().execute());
    refusedBeforeSending("has no get", () -> market.transactGet().execute());
  }

  @Test
  void aHundredAndFirstGetAndAKeyAskedTwiceAreRefused() {
    MarketTable.TransactGet get = market.transactGet();
    for (int i = 0; i < 100; i++) {
      get.product("p" + i);
    }
    refusedBeforeSending("would be get 101", () -> get.product("p100"));
    refusedBeforeSending("is the same item as get [0]", () -> market.transactGet().customer("c1").customer("c1"));
  }

  // ---- Run on moto: what is stored, returned and sent

  @Test
  void theIssuesExamplePlacesTheOrderTakesStockAndChecksTheCustomerInOneRequest() {
    Customer ann = new Customer("issue-c", "Ann", false);
    unseen.customers().create(ann);
    unseen.products().create(new Product("issue-p", "lamp", 2, 0));

    market.transaction()
        .create(new Order("issue-c", "o1", "issue-p", 1))
        .updateProduct("issue-p", u -> u.stockAdd(-1).when(c -> c.stock().atLeast(1L)))
        .checkCustomer("issue-c", c -> c.blocked().is(false))
        .idempotencyToken("order-issue-c-o1")
        .execute();

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(1, EVENTS.size());
    assertEquals("TransactWriteItems", EVENTS.get(0).requestKind());
    assertTrue(EVENTS.get(0).succeeded());
    assertEquals(Optional.of(new Order("issue-c", "o1", "issue-p", 1)), storedOrder("issue-c", "o1"));
    // The update took one from the stock and incremented the version, as products().update would.
    assertEquals(Optional.of(new Product("issue-p", "lamp", 1, 2)), storedProduct("issue-p"));
    assertEquals(Optional.of(ann), storedCustomer("issue-c"));
  }

  /** A named transaction is reported under its name, so that two transactions can be told apart. */
  @Test
  void aNamedTransactionIsReportedAndCancelledUnderItsName() {
    unseen.customers().create(new Customer("named-c", "Ann", false));
    unseen.products().create(new Product("named-p", "lamp", 1, 0));

    market.transaction("placeOrder")
        .create(new Order("named-c", "o1", "named-p", 1))
        .updateProduct("named-p", u -> u.stockAdd(-1).when(c -> c.stock().atLeast(1L)))
        .execute();
    market.transaction()
        .checkCustomer("named-c", c -> c.blocked().is(false))
        .updateProduct("named-p", u -> u.stockAdd(1))
        .execute();

    assertEquals(List.of("TransactWriteItems", "TransactWriteItems"), requests.operations());
    assertEquals(List.of("placeOrder", "transaction"), EVENTS.stream().map(RequestEvent::operation).toList(),
        "named, then unnamed as before");
    assertEquals(Optional.of(new Order("named-c", "o1", "named-p", 1)), storedOrder("named-c", "o1"));
    assertEquals(Optional.of(new Product("named-p", "lamp", 1, 3)), storedProduct("named-p"));

    // A cancellation names the transaction too.
    requests.reset();
    EVENTS.clear();
    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> market.transaction("placeOrder")
            .updateProduct("named-p", u -> u.stockAdd(-5).when(c -> c.stock().atLeast(5L)))
            .execute());
    assertTrue(cancelled.getMessage().startsWith("placeOrder: "), cancelled.getMessage());
    assertEquals(List.of("placeOrder"), EVENTS.stream().map(RequestEvent::operation).toList());
    assertEquals(1, requests.count("TransactWriteItems"));
    assertEquals(Optional.of(new Product("named-p", "lamp", 1, 3)), storedProduct("named-p"));
  }

  @Test
  void describeShowsTheTransactionsNameAfterTheTable() {
    MarketTransaction transaction = market.transaction("assignTicket").checkCustomer("c1", c -> c.exists());
    assertEquals("assignTicket", transaction.operation());
    assertEquals("assignTicket", transaction.describe().accessPattern());
    assertEquals("""
        TransactWriteItems %1$s  (access pattern "assignTicket")
          [0] ConditionCheck
            Key                      { "PK": "CUST#c1", "SK": "META" }
            ConditionExpression      "attribute_exists(#c0)"
            ExpressionAttributeNames { "#c0": "PK" }
            ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(table), transaction.describe().toString());
    assertEquals("transaction", market.transaction().operation());
    assertNull(market.transaction().checkCustomer("c1", c -> c.exists()).describe().accessPattern(),
        "an unnamed transaction is described as before");
    assertEquals(0, requests.total());
  }

  @Test
  void aBlankOrOverlongNameIsRefusedBeforeAnything() {
    for (String name : java.util.Arrays.asList(null, "", "  ", "x".repeat(101))) {
      InvalidTransactionException refused =
          assertThrows(InvalidTransactionException.class, () -> market.transaction(name));
      assertTrue(refused.getMessage().contains("1 to 100 characters"), refused.getMessage());
    }
    assertEquals("x".repeat(100), market.transaction("x".repeat(100)).operation());
    assertEquals(0, requests.total());
  }

  @Test
  void theIssuesCheckThatTheCustomerExistsCancelsTheTransactionWithoutTheCustomer() {
    MarketTransaction transaction = market.transaction()
        .create(new Order("exists-c", "o1", "exists-p", 1))
        .checkCustomer("exists-c", c -> c.exists())
        .checkProduct("exists-p", c -> c.notExists().or(c.name().is("lamp")));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, transaction::execute);

    assertEquals(List.of("None", "ConditionalCheckFailed", "None"), codes(cancelled));
    // No item at the key: DynamoDB returns none with ALL_OLD, and the check is the caller's condition.
    assertNull(cancelled.reasons().get(1).storedItem());
    ConditionFailedException refusal = assertInstanceOf(ConditionFailedException.class,
        cancelled.reasons().get(1).refusal());
    assertEquals("\"attribute_exists(PK)\"", refusal.condition());
    assertEquals(Optional.empty(), storedOrder("exists-c", "o1"));

    unseen.customers().create(new Customer("exists-c", "Ann", false));
    unseen.products().create(new Product("exists-p", "lamp", 1, 0));
    requests.reset();
    transaction.execute();

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(Optional.of(new Order("exists-c", "o1", "exists-p", 1)), storedOrder("exists-c", "o1"));
  }

  @Test
  void eachActionWritesWhatTheSingleWriteWrites() {
    for (String side : List.of("tx", "alone")) {
      unseen.products().create(new Product(side + "-p", "lamp", 9, 0));
      unseen.orders().create(new Order(side + "-c", "o1", side + "-p", 1));
      unseen.customers().create(new Customer(side + "-c2", "Bo", true));
    }
    requests.reset();

    market.transaction()
        .put(new Product("tx-p", "lamp", 5, 1), c -> c.stock().atLeast(1L))
        .updateOrder("tx-c", "o1", u -> u.quantity(2))
        .deleteCustomer("tx-c2", c -> c.blocked().is(true))
        .execute();
    assertEquals(List.of("TransactWriteItems"), requests.operations());

    requests.reset();
    Product put = market.products().put(new Product("alone-p", "lamp", 5, 1), c -> c.stock().atLeast(1L));
    Order updated = market.orders().update("alone-c", "o1").quantity(2).apply();
    assertTrue(market.customers().delete("alone-c2", c -> c.blocked().is(true)));
    assertEquals(List.of("PutItem", "UpdateItem", "DeleteItem"), requests.operations());

    assertEquals(new Product("alone-p", "lamp", 5, 2), put);
    assertEquals(new Order("alone-c", "o1", "alone-p", 2), updated);
    for (String side : List.of("tx", "alone")) {
      assertEquals(Optional.of(new Product(side + "-p", "lamp", 5, 2)), storedProduct(side + "-p"), side);
      assertEquals(Optional.of(new Order(side + "-c", "o1", side + "-p", 2)), storedOrder(side + "-c", "o1"), side);
      assertEquals(Optional.empty(), storedCustomer(side + "-c2"), side);
    }
  }

  @Test
  void aHundredActionsAreWrittenInOneRequest() {
    MarketTransaction transaction = market.transaction();
    List<Order> orders = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      Order order = new Order("hundred", String.format("o%03d", i), "p1", i);
      orders.add(order);
      transaction.create(order);
    }

    transaction.execute();

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(orders, unseen.orders().inCustomer("hundred").all());
  }

  // ---- Cancellations, as moto answers them

  private static List<String> codes(CancelledTransactionException cancelled) {
    return cancelled.reasons().stream().map(CancelledTransactionException.Reason::code).toList();
  }

  private static void rawPut(Map<String, AttributeValue> item) {
    raw.putItem(b -> b.tableName(table).item(item));
  }

  @Test
  void aCancelledTransactionWritesNothingAndNamesEachActionItsReasonAndTheStoredItemDecoded() {
    Product soldOut = new Product("cancel-p", "lamp", 0, 7);
    rawPut(ProductRepository.Codec.INSTANCE.toItem(soldOut));
    Customer blocked = new Customer("cancel-c", "Ann", true);
    unseen.customers().create(blocked);

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, () -> market
        .transaction()
        .create(new Order("cancel-c", "o1", "cancel-p", 1))
        .updateProduct("cancel-p", u -> u.stockAdd(-1).when(c -> c.stock().atLeast(1L)))
        .checkCustomer("cancel-c", c -> c.blocked().is(false))
        .execute());

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(1, EVENTS.size());
    assertEquals("TransactWriteItems", EVENTS.get(0).requestKind());
    assertInstanceOf(TransactionCanceledException.class, EVENTS.get(0).failure());
    List<CancelledTransactionException.Reason> reasons = cancelled.reasons();
    assertEquals(List.of("create Order at PK=\"CUST#cancel-c\", SK=\"ORDER#o1\"",
        "update Product at PK=\"PROD#cancel-p\", SK=\"META\"", "check Customer at PK=\"CUST#cancel-c\", SK=\"META\""),
        reasons.stream().map(CancelledTransactionException.Reason::action).toList());
    assertEquals(List.of("None", "ConditionalCheckFailed", "ConditionalCheckFailed"), codes(cancelled));
    assertEquals(soldOut, reasons.get(1).storedRecord(Product.class).orElseThrow());
    assertEquals(ProductRepository.Codec.INSTANCE.toItem(soldOut), reasons.get(1).storedItem());
    // The item exists: the update's own check held, so the caller's condition (stock >= 1) failed.
    ConditionFailedException refusal = assertInstanceOf(ConditionFailedException.class, reasons.get(1).refusal());
    assertEquals("\"(attribute_exists(PK)) AND (stock >= 1)\"", refusal.condition());
    assertEquals(blocked, reasons.get(2).storedRecord(Customer.class).orElseThrow());
    assertEquals(CustomerRepository.Codec.INSTANCE.toItem(blocked), reasons.get(2).storedItem());
    assertEquals("\"blocked = false\"",
        assertInstanceOf(ConditionFailedException.class, reasons.get(2).refusal()).condition());
    assertNull(reasons.get(0).refusal());
    assertEquals(List.of(reasons.get(1), reasons.get(2)), cancelled.failed());
    assertEquals("transaction: DynamoDB cancelled the TransactWriteItems of 3 actions; nothing was written.\n"
        + "  [0] create Order at PK=\"CUST#cancel-c\", SK=\"ORDER#o1\": None\n"
        + "  [1] update Product at PK=\"PROD#cancel-p\", SK=\"META\": ConditionalCheckFailed (The conditional request "
        + "failed): ConditionFailedException; stored item " + RequestDescription.render(reasons.get(1).storedItem())
        + "\n"
        + "  [2] check Customer at PK=\"CUST#cancel-c\", SK=\"META\": ConditionalCheckFailed (The conditional request "
        + "failed): ConditionFailedException; stored item " + RequestDescription.render(reasons.get(2).storedItem()),
        cancelled.getMessage());
    // All or nothing: the order that action [0] would have created is not there, the stock is as it was.
    assertEquals(Optional.empty(), storedOrder("cancel-c", "o1"));
    assertEquals(Optional.of(soldOut), storedProduct("cancel-p"));
  }

  @Test
  void aStoredItemOfAnotherEntityTypeIsCarriedRawButNotReadAsTheCheckedRecord() {
    // Every component of shop3's Customer is a String, so an Order item would decode as a Customer("c1", null).
    // shop3's API is pointed at this table: its keys are PK and SK too, and a check needs nothing else.
    Shop3Table shop = Shop3Table.builder().client(market.tableClient().dynamoDbClient()).tableName(table).build();
    Map<String, AttributeValue> anOrder = new HashMap<>(io.partitura.it.shop3.OrderRepository.Codec.INSTANCE.toItem(
        new io.partitura.it.shop3.Order("foreign-c1", "o1", "OPEN")));
    anOrder.putAll(io.partitura.it.shop3.CustomerRepository.Codec.primaryKey("foreign-c1"));
    rawPut(anOrder);

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> shop.transaction().checkCustomer("foreign-c1", c -> c.name().is("Ada")).execute());

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    CancelledTransactionException.Reason reason = cancelled.reasons().get(0);
    assertEquals(anOrder, reason.storedItem());
    assertEquals(Optional.empty(), reason.storedRecord(Object.class));
    ConditionFailedException refusal = assertInstanceOf(ConditionFailedException.class,
        reason.refusalIfConditionFailed().orElseThrow());
    assertEquals(Optional.empty(), refusal.storedRecord());
  }

  @Test
  void aFailedOwnCheckIsWhatTheSingleWriteWouldThrow() {
    Order taken = new Order("own-c", "o1", "p9", 4);
    unseen.orders().create(taken);
    Product stored = new Product("own-p", "lamp", 4, 9);
    rawPut(ProductRepository.Codec.INSTANCE.toItem(stored));
    requests.reset();

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, () -> market
        .transaction()
        .create(new Order("own-c", "o1", "p1", 1))
        .put(new Product("own-p", "lamp", 3, 8))
        .replace(new Customer("own-missing", "Cy", false))
        .updateOrder("own-c", "o-missing", u -> u.quantity(3))
        .execute());

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(List.of("ConditionalCheckFailed", "ConditionalCheckFailed", "ConditionalCheckFailed",
        "ConditionalCheckFailed"), codes(cancelled));
    ItemAlreadyExistsException exists = assertInstanceOf(ItemAlreadyExistsException.class,
        cancelled.reasons().get(0).refusal());
    assertEquals("PK=\"CUST#own-c\", SK=\"ORDER#o1\"", exists.key());
    StaleVersionException stale = assertInstanceOf(StaleVersionException.class, cancelled.reasons().get(1).refusal());
    assertEquals(8, stale.expectedVersion());
    assertEquals(9L, stale.storedVersion());
    assertInstanceOf(ItemNotFoundException.class, cancelled.reasons().get(2).refusal());
    assertInstanceOf(ItemNotFoundException.class, cancelled.reasons().get(3).refusal());
    // The single writes throw the same, on the same stored items.
    assertThrows(ItemAlreadyExistsException.class, () -> market.orders().create(new Order("own-c", "o1", "p1", 1)));
    assertThrows(StaleVersionException.class, () -> market.products().put(new Product("own-p", "lamp", 3, 8)));
    assertThrows(ItemNotFoundException.class, () -> market.customers().update(new Customer("own-missing", "Cy", false)));
    assertEquals(Optional.of(taken), storedOrder("own-c", "o1"));
    assertEquals(Optional.of(stored), storedProduct("own-p"));
    assertEquals(Optional.empty(), storedCustomer("own-missing"));
    assertEquals(Optional.empty(), storedOrder("own-c", "o-missing"));
  }

  @Test
  void aVersionedCreateOverATakenKeyAdvisesReadingTheStoredVersion() {
    unseen.products().create(new Product("taken-p", "lamp", 1, 0));
    unseen.customers().create(new Customer("taken-c", "Ann", false));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, () -> market
        .transaction().create(new Product("taken-p", "desk", 2, 0)).create(new Customer("taken-c", "Bo", false))
        .execute());

    ItemAlreadyExistsException versioned = assertInstanceOf(ItemAlreadyExistsException.class,
        cancelled.reasons().get(0).refusal());
    assertTrue(versioned.getMessage().contains("get(...)"), versioned.getMessage());
    assertFalse(versioned.getMessage().contains("put(...) to overwrite"), versioned.getMessage());
    ItemAlreadyExistsException plain = assertInstanceOf(ItemAlreadyExistsException.class,
        cancelled.reasons().get(1).refusal());
    assertTrue(plain.getMessage().contains("put(...) to overwrite"), plain.getMessage());
    assertEquals(Optional.of(new Product("taken-p", "lamp", 1, 1)), storedProduct("taken-p"));
  }

  // ---- createUnder, on moto

  @Test
  void createUnderWritesTheChildUnderAnExistingParentInOneRequest() {
    unseen.customers().create(new Customer("under-c", "Ann", false));
    Order order = new Order("under-c", "o1", "p1", 1);

    market.orders().createUnder(order);

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(Optional.of(order), storedOrder("under-c", "o1"));
  }

  @Test
  void createUnderWithoutTheParentIsParentNotFound() {
    Order order = new Order("orphan-c", "o1", "p1", 1);

    ParentNotFoundException missing = assertThrows(ParentNotFoundException.class,
        () -> market.orders().createUnder(order));

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals("PK=\"CUST#orphan-c\", SK=\"META\"", missing.parentKey());
    assertEquals("PK=\"CUST#orphan-c\", SK=\"ORDER#o1\"", missing.childKey());
    assertInstanceOf(CancelledTransactionException.class, missing.getCause());
    assertEquals(Optional.empty(), storedOrder("orphan-c", "o1"));

    // A missing parent is told first even when the child's key is taken too: it is the first thing to fix.
    Order stray = new Order("orphan-c", "o2", "p9", 4);
    unseen.orders().create(stray);
    assertThrows(ParentNotFoundException.class, () -> market.orders().createUnder(new Order("orphan-c", "o2", "p1", 1)));
    assertEquals(Optional.of(stray), storedOrder("orphan-c", "o2"));
  }

  @Test
  void createUnderOverAnExistingChildIsItemAlreadyExists() {
    unseen.customers().create(new Customer("twice-c", "Ann", false));
    Order first = new Order("twice-c", "o1", "p9", 4);
    unseen.orders().create(first);

    ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
        () -> market.orders().createUnder(new Order("twice-c", "o1", "p1", 1)));

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals("PK=\"CUST#twice-c\", SK=\"ORDER#o1\"", taken.key());
    assertEquals("orders.createUnder", taken.operation());
    assertEquals(Optional.of(first), storedOrder("twice-c", "o1"));
  }

  // ---- transactGet, on moto

  @Test
  void transactGetReturnsTypedRecordsGroupedByEntityInTheOrderAsked() {
    Product lamp = unseen.products().create(new Product("get-p1", "lamp", 4, 0));
    Product desk = unseen.products().create(new Product("get-p3", "desk", 1, 0));
    Customer ann = new Customer("get-c1", "Ann", false);
    unseen.customers().create(ann);
    Order order = new Order("get-c1", "o1", "get-p1", 2);
    unseen.orders().create(order);

    MarketTable.BatchGetResult found = market.transactGet().product("get-p3").order("get-c1", "o1").product("get-p2")
        .customer("get-c1").product("get-p1").execute();

    assertEquals(List.of(desk, lamp), found.products());
    assertEquals(List.of(ann), found.customers());
    assertEquals(List.of(order), found.orders());
    assertEquals(List.of("TransactGetItems"), requests.operations());
    assertEquals(1, EVENTS.size());
    assertEquals(4, EVENTS.get(0).itemCount());
  }

  /**
   * DynamoDB takes up to 100 gets in one TransactGetItems (and {@code transactGet} allows 100); moto 5.2.1
   * refuses more than 25 with a ValidationException. This asserts moto's behaviour so that a moto that
   * follows DynamoDB shows up here; 26 to 100 gets are not verified on a local server.
   */
  @Test
  void twentyFiveGetsAreReadInOneRequestAndMotoRefusesATwentySixth() {
    List<Product> stored = new ArrayList<>();
    MarketTable.TransactGet get = market.transactGet();
    for (int i = 0; i < 25; i++) {
      stored.add(unseen.products().create(new Product(String.format("many-p%02d", i), "lamp", i, 0)));
      get.product(String.format("many-p%02d", i));
    }
    requests.reset();

    assertEquals(stored, get.execute().products());
    assertEquals(List.of("TransactGetItems"), requests.operations());

    requests.reset();
    get.product("many-p25");
    RequestFailedException refused = assertThrows(RequestFailedException.class, get::execute);
    assertEquals("ValidationException", refused.awsErrorCode());
    assertTrue(refused.getMessage().contains("less than or equal to 25"), refused.getMessage());
    assertEquals(List.of("TransactGetItems"), requests.operations());
  }

  /**
   * Request level, and why: DynamoDB applies a transaction sent again with the same ClientRequestToken
   * (within 10 minutes) only once, but moto 5.2.1 ignores the token and applies it again. What is checked on
   * moto is that the token is sent and that moto applies the second call (the deviation, asserted so that a
   * moto that keeps tokens shows up here); the once-only effect is DynamoDB's alone.
   */
  @Test
  void anIdempotencyTokenIsSentAndMotoIgnoresIt() {
    unseen.products().create(new Product("token-p", "lamp", 5, 0));
    MarketTransaction takeOne = market.transaction().updateProduct("token-p", u -> u.stockAdd(-1))
        .idempotencyToken("take-one-token-p");
    assertEquals("take-one-token-p", takeOne.toRequest().clientRequestToken());

    takeOne.execute();
    takeOne.execute();

    assertEquals(List.of("TransactWriteItems", "TransactWriteItems"), requests.operations());
    // DynamoDB would have stock 4 at version 2 here.
    assertEquals(Optional.of(new Product("token-p", "lamp", 3, 3)), storedProduct("token-p"));
  }

  // ---- What no local server answers: cancellations given to the API as DynamoDB sends them

  /** A client that cancels every transaction with {@code reasons}, as DynamoDB's answer is documented. */
  private static final class RecordedDynamoDb implements DynamoDbClient {
    final List<String> calls = new ArrayList<>();
    final List<CancellationReason> reasons;

    RecordedDynamoDb(List<CancellationReason> reasons) {
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
      calls.add("TransactWriteItems");
      throw TransactionCanceledException.builder()
          .message("Transaction cancelled, please refer cancellation reasons for specific reasons "
              + reasons.stream().map(CancellationReason::code).toList())
          .cancellationReasons(reasons).build();
    }

    @Override
    public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
      calls.add("TransactGetItems");
      throw TransactionCanceledException.builder().message("Transaction cancelled").cancellationReasons(reasons)
          .build();
    }
  }

  private static final CancellationReason NONE = CancellationReason.builder().code("None").build();
  private static final CancellationReason CONFLICT = CancellationReason.builder().code("TransactionConflict")
      .message("Transaction is ongoing for the item").build();

  private static MarketTable recorded(RecordedDynamoDb dynamo) {
    return MarketTable.builder().client(dynamo).tableName("market").build();
  }

  /**
   * Request level, and why: DynamoDB cancels a transaction that meets another one on an item with
   * TransactionConflict; moto 5.2.1 does not isolate concurrent transactions and never raises it, so the
   * cancellation is given as DynamoDB documents it.
   */
  @Test
  void aTransactionConflictIsNamedWithoutARefusal() {
    RecordedDynamoDb dynamo = new RecordedDynamoDb(List.of(NONE, NONE, CONFLICT));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, () -> recorded(dynamo)
        .transaction()
        .create(ORDER)
        .updateProduct("p1", u -> u.stockAdd(-1).when(c -> c.stock().atLeast(1L)))
        .checkCustomer("c1", c -> c.blocked().is(false))
        .execute());

    assertEquals(List.of("TransactWriteItems"), dynamo.calls);
    CancelledTransactionException.Reason conflict = cancelled.reasons().get(2);
    assertEquals("TransactionConflict", conflict.code());
    assertEquals("Transaction is ongoing for the item", conflict.message());
    assertNull(conflict.refusal());
    assertEquals(List.of(conflict), cancelled.failed());
    assertTrue(cancelled.getMessage().endsWith("\n  [2] check Customer at PK=\"CUST#c1\", SK=\"META\": "
        + "TransactionConflict (Transaction is ongoing for the item)"), cancelled.getMessage());
    // createUnder passes a conflict on as it is: neither the parent nor the child's key is to blame.
    CancelledTransactionException passedOn = assertThrows(CancelledTransactionException.class,
        () -> recorded(new RecordedDynamoDb(List.of(CONFLICT, NONE))).orders().createUnder(ORDER));
    assertEquals(List.of("TransactionConflict", "None"), codes(passedOn));
  }

  /**
   * Request level, and why: DynamoDB cancels a TransactGetItems that meets a write transaction with
   * TransactionConflict; moto 5.2.1 does not isolate concurrent transactions and never cancels a read.
   */
  @Test
  void aCancelledTransactGetNamesTheGetThatConflicted() {
    RecordedDynamoDb dynamo = new RecordedDynamoDb(List.of(NONE, CONFLICT));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> recorded(dynamo).transactGet().customer("c1").product("p1").execute());

    assertEquals(List.of("TransactGetItems"), dynamo.calls);
    assertEquals(1, cancelled.failed().size());
    assertEquals("get Product at PK=\"PROD#p1\", SK=\"META\"", cancelled.failed().get(0).action());
    assertEquals("TransactionConflict", cancelled.failed().get(0).code());
    assertTrue(cancelled.getMessage().startsWith(
        "transactGet: DynamoDB cancelled the TransactGetItems of 2 gets; nothing was read."), cancelled.getMessage());
  }

  /**
   * Request level, and why: no server sends this. DynamoDB documents one reason per action, and moto sends
   * one per action; the API still reads a shorter list without failing, telling the rest as Unknown.
   */
  @Test
  void aCancellationWithFewerReasonsThanActionsTellsTheRestAsUnknown() {
    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> recorded(new RecordedDynamoDb(List.of(NONE))).transaction().create(ORDER)
            .checkCustomer("c1", c -> c.exists()).execute());

    assertEquals(List.of("None", "Unknown"), codes(cancelled));
    CancelledTransactionException unexplained = assertThrows(CancelledTransactionException.class,
        () -> recorded(new RecordedDynamoDb(List.of())).orders().createUnder(ORDER));
    assertEquals(List.of("Unknown", "Unknown"), codes(unexplained));
  }
}
