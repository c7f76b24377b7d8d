package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.market.Customer;
import io.partitura.it.market.MarketBatchGetResult;
import io.partitura.it.market.MarketTable;
import io.partitura.it.market.MarketTransaction;
import io.partitura.it.market.MarketTransactGet;
import io.partitura.it.market.Order;
import io.partitura.it.market.OrderCodec;
import io.partitura.it.market.Product;
import io.partitura.it.market.ProductCodec;
import io.partitura.runtime.RequestEvent;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.InvalidTransactionException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ParentNotFoundException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Transactions through the generated API, at the request level: dynalite has no TransactWriteItems
 * or TransactGetItems, and none is emulated here. What is tested: the whole requests the API builds
 * (golden renderings), that each action is exactly the request of the single write, the limits
 * refused before anything is sent (no request reaches dynalite), and how a cancellation DynamoDB
 * sends (a TransactionCanceledException built as DynamoDB returns it, with CancellationReasons and
 * the ALL_OLD item) becomes Partitura's exception. {@code RealDynamoDbTransactionsTest} sends them to
 * real DynamoDB when asked to.
 */
@ExtendWith(DynaliteExtension.class)
class TransactionsTest {
  private static final String TABLE = "market-" + UUID.randomUUID();

  private static RequestCounter requests;
  private static MarketTable market;

  @BeforeAll
  static void createTable(DynaliteServer server) {
    requests = new RequestCounter();
    market = MarketTable.builder().client(server.newClient(requests)).tableName(TABLE).build();
    market.createTable();
  }

  @BeforeEach
  void reset() {
    requests.reset();
  }

  private static final Order ORDER = new Order("c1", "o1", "p1", 1);

  // ---- The requests built

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
            ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(TABLE), transaction.describe().toString());
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
            ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(TABLE), transaction.describe().toString());
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
            ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(TABLE), market.transaction()
        .create(ORDER)
        .checkCustomer("c1", c -> c.exists())
        .checkProduct("p1", c -> c.notExists().or(c.name().is("lamp")))
        .describe().toString());
    assertEquals(0, requests.total());
  }

  @Test
  void eachActionIsTheRequestOfTheSingleWrite() {
    Product product = new Product("p1", "lamp", 5, 3);
    TransactWriteItemsRequest request = market.transaction()
        .put(product, c -> c.stock().atLeast(1L))
        .updateOrder("c1", "o1", u -> u.quantity(2))
        .deleteCustomer("c2", c -> c.blocked().is(true))
        .toRequest();

    PutItemRequest put = market.products().putRequest(product, c -> c.stock().atLeast(1L));
    TransactWriteItem versionedPut = request.transactItems().get(0);
    assertEquals(put.item(), versionedPut.put().item());
    assertEquals(put.conditionExpression(), versionedPut.put().conditionExpression());
    assertEquals(put.expressionAttributeNames(), versionedPut.put().expressionAttributeNames());
    assertEquals(put.expressionAttributeValues(), versionedPut.put().expressionAttributeValues());
    UpdateItemRequest update = market.orders().update("c1", "o1").quantity(2).toRequest();
    assertEquals(update.updateExpression(), request.transactItems().get(1).update().updateExpression());
    assertEquals(update.conditionExpression(), request.transactItems().get(1).update().conditionExpression());
    assertEquals(update.expressionAttributeValues(), request.transactItems().get(1).update().expressionAttributeValues());
    assertEquals(market.customers().deleteRequest("c2", c -> c.blocked().is(true)).conditionExpression(),
        request.transactItems().get(2).delete().conditionExpression());
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
            ReturnValuesOnConditionCheckFailure ALL_OLD""".formatted(TABLE),
        io.partitura.runtime.RequestDescription.of(market.orders().createUnderRequest(ORDER)).toString());
    assertEquals(0, requests.total());
  }

  @Test
  void transactGetIsOneTransactGetItemsOfTheKeysInOrder() {
    MarketTransactGet get = market.transactGet().product("p1").customer("c1").order("c1", "o1");
    assertEquals("""
        TransactGetItems %1$s
          [0] Get
            Key                      { "PK": "PROD#p1", "SK": "META" }
          [1] Get
            Key                      { "PK": "CUST#c1", "SK": "META" }
          [2] Get
            Key                      { "PK": "CUST#c1", "SK": "ORDER#o1" }""".formatted(TABLE), get.describe().toString());
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
    MarketTransactGet get = market.transactGet();
    for (int i = 0; i < 100; i++) {
      get.product("p" + i);
    }
    refusedBeforeSending("would be get 101", () -> get.product("p100"));
    refusedBeforeSending("is the same item as get [0]", () -> market.transactGet().customer("c1").customer("c1"));
  }

  // ---- Cancellations as DynamoDB reports them

  /** A client that answers transactions as recorded: cancels writes with {@code reasons}, returns {@code items}. */
  private static final class RecordedDynamoDb implements DynamoDbClient {
    final List<String> calls = new ArrayList<>();
    final List<CancellationReason> reasons;
    final List<Map<String, AttributeValue>> items;

    RecordedDynamoDb(List<CancellationReason> reasons, List<Map<String, AttributeValue>> items) {
      this.reasons = reasons;
      this.items = items;
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
      if (!reasons.isEmpty()) {
        throw TransactionCanceledException.builder().message("Transaction cancelled").cancellationReasons(reasons)
            .build();
      }
      return TransactGetItemsResponse.builder()
          .responses(items.stream().map(item -> ItemResponse.builder().item(item).build()).toList()).build();
    }
  }

  private static final CancellationReason NONE = CancellationReason.builder().code("None").build();

  private static CancellationReason conditionFailed(Map<String, AttributeValue> stored) {
    CancellationReason.Builder reason = CancellationReason.builder().code("ConditionalCheckFailed")
        .message("The conditional request failed");
    return (stored == null ? reason : reason.item(stored)).build();
  }

  private static MarketTable recorded(RecordedDynamoDb dynamo, List<RequestEvent> events) {
    return MarketTable.builder().client(dynamo).tableName("market").listener(events::add).build();
  }

  @Test
  void aCancelledTransactionNamesEachActionItsReasonAndTheStoredItemDecoded() {
    Product stored = new Product("p1", "lamp", 0, 7);
    RecordedDynamoDb dynamo = new RecordedDynamoDb(List.of(NONE,
        conditionFailed(ProductCodec.INSTANCE.toItem(stored)),
        CancellationReason.builder().code("TransactionConflict")
            .message("Transaction is ongoing for the item").build()), List.of());
    List<RequestEvent> events = new ArrayList<>();
    MarketTable db = recorded(dynamo, events);

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, () -> db.transaction()
        .create(ORDER)
        .updateProduct("p1", u -> u.stockAdd(-1).when(c -> c.stock().atLeast(1L)))
        .checkCustomer("c1", c -> c.blocked().is(false))
        .execute());

    assertEquals(List.of("TransactWriteItems"), dynamo.calls);
    assertEquals(1, events.size());
    assertEquals("TransactWriteItems", events.get(0).requestKind());
    List<CancelledTransactionException.Reason> reasons = cancelled.reasons();
    assertEquals(List.of("create Order at PK=\"CUST#c1\", SK=\"ORDER#o1\"",
        "update Product at PK=\"PROD#p1\", SK=\"META\"", "check Customer at PK=\"CUST#c1\", SK=\"META\""),
        reasons.stream().map(CancelledTransactionException.Reason::action).toList());
    assertEquals(List.of("None", "ConditionalCheckFailed", "TransactionConflict"),
        reasons.stream().map(CancelledTransactionException.Reason::code).toList());
    assertEquals(stored, reasons.get(1).storedRecord(Product.class).orElseThrow());
    assertEquals(ProductCodec.INSTANCE.toItem(stored), reasons.get(1).storedItem());
    // The item exists: the update's own check held, so the caller's condition (stock >= 1) failed.
    ConditionFailedException refusal = assertInstanceOf(ConditionFailedException.class, reasons.get(1).refusal());
    assertEquals("\"(attribute_exists(PK)) AND (stock >= 1)\"", refusal.condition());
    assertEquals("Transaction is ongoing for the item", reasons.get(2).message());
    assertNull(reasons.get(2).refusal());
    assertEquals(List.of(reasons.get(1), reasons.get(2)), cancelled.failed());
    assertEquals("transaction: DynamoDB cancelled the TransactWriteItems of 3 actions; nothing was written.\n"
        + "  [0] create Order at PK=\"CUST#c1\", SK=\"ORDER#o1\": None\n"
        + "  [1] update Product at PK=\"PROD#p1\", SK=\"META\": ConditionalCheckFailed (The conditional request "
        + "failed): ConditionFailedException; stored item " + io.partitura.runtime.RequestDescription.render(
            ProductCodec.INSTANCE.toItem(stored)) + "\n"
        + "  [2] check Customer at PK=\"CUST#c1\", SK=\"META\": TransactionConflict (Transaction is ongoing for "
        + "the item)", cancelled.getMessage());
  }

  @Test
  void aStoredItemOfAnotherEntityTypeIsCarriedRawButNotReadAsTheCheckedRecord() {
    // Every component of shop3's Customer is a String, so an Order item would decode as a Customer("c1", null).
    Map<String, AttributeValue> anOrder = io.partitura.it.shop3.OrderCodec.INSTANCE.toItem(
        new io.partitura.it.shop3.Order("c1", "o1", "OPEN"));
    RecordedDynamoDb dynamo = new RecordedDynamoDb(List.of(conditionFailed(anOrder)), List.of());
    io.partitura.it.shop3.Shop3Table shop = io.partitura.it.shop3.Shop3Table.builder().client(dynamo)
        .tableName("shop3").build();

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> shop.transaction().checkCustomer("c1", c -> c.name().is("Ada")).execute());

    CancelledTransactionException.Reason reason = cancelled.reasons().get(0);
    assertEquals(anOrder, reason.storedItem());
    assertEquals(java.util.Optional.empty(), reason.storedRecord(Object.class));
    ConditionFailedException refusal = assertInstanceOf(ConditionFailedException.class,
        reason.refusalIfConditionFailed().orElseThrow());
    assertEquals(java.util.Optional.empty(), refusal.storedRecord());
    assertEquals(List.of("TransactWriteItems"), dynamo.calls);
  }

  @Test
  void aCancellationWithFewerReasonsThanActionsTellsTheRestAsUnknown() {
    RecordedDynamoDb dynamo = new RecordedDynamoDb(List.of(NONE), List.of());
    MarketTable db = recorded(dynamo, new ArrayList<>());

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> db.transaction().create(ORDER).checkCustomer("c1", c -> c.exists()).execute());

    assertEquals(List.of("None", "Unknown"), cancelled.reasons().stream()
        .map(CancelledTransactionException.Reason::code).toList());
    ParentNotFoundException noParent = assertThrows(ParentNotFoundException.class,
        () -> recorded(new RecordedDynamoDb(List.of(NONE, conditionFailed(null)), List.of()), new ArrayList<>())
            .orders().createUnder(ORDER));
    assertTrue(noParent.getMessage().contains("CUST#c1"), noParent.getMessage());
    CancelledTransactionException unexplained = assertThrows(CancelledTransactionException.class,
        () -> recorded(new RecordedDynamoDb(List.of(), List.of()), new ArrayList<>()).orders().createUnder(ORDER));
    assertEquals(List.of("Unknown", "Unknown"), unexplained.reasons().stream()
        .map(CancelledTransactionException.Reason::code).toList());
  }

  @Test
  void aFailedOwnCheckIsWhatTheSingleWriteWouldThrow() {
    Product stored = new Product("p1", "lamp", 4, 9);
    RecordedDynamoDb dynamo = new RecordedDynamoDb(List.of(
        conditionFailed(OrderCodec.INSTANCE.toItem(ORDER)), conditionFailed(ProductCodec.INSTANCE.toItem(stored))),
        List.of());
    MarketTable db = recorded(dynamo, new ArrayList<>());

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, () -> db.transaction()
        .create(ORDER)
        .put(new Product("p1", "lamp", 3, 8))
        .execute());

    assertInstanceOf(ItemAlreadyExistsException.class, cancelled.reasons().get(0).refusal());
    StaleVersionException stale = assertInstanceOf(StaleVersionException.class, cancelled.reasons().get(1).refusal());
    assertTrue(stale.getMessage().contains("8") && stale.getMessage().contains("9"), stale.getMessage());
  }

  @Test
  void createUnderWithoutTheParentIsParentNotFound() {
    RecordedDynamoDb dynamo = new RecordedDynamoDb(List.of(NONE, conditionFailed(null)), List.of());
    MarketTable db = recorded(dynamo, new ArrayList<>());

    ParentNotFoundException missing = assertThrows(ParentNotFoundException.class,
        () -> db.orders().createUnder(ORDER));

    assertEquals("PK=\"CUST#c1\", SK=\"META\"", missing.parentKey());
    assertEquals("PK=\"CUST#c1\", SK=\"ORDER#o1\"", missing.childKey());
    assertInstanceOf(CancelledTransactionException.class, missing.getCause());
    assertEquals(List.of("TransactWriteItems"), dynamo.calls);
  }

  @Test
  void createUnderOverAnExistingChildIsItemAlreadyExists() {
    RecordedDynamoDb dynamo = new RecordedDynamoDb(
        List.of(conditionFailed(OrderCodec.INSTANCE.toItem(new Order("c1", "o1", "p9", 4))), NONE), List.of());
    MarketTable db = recorded(dynamo, new ArrayList<>());

    ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
        () -> db.orders().createUnder(ORDER));

    assertEquals("PK=\"CUST#c1\", SK=\"ORDER#o1\"", taken.key());
    assertEquals("orders.createUnder", taken.operation());
  }

  @Test
  void aCancelledTransactGetNamesTheGetThatConflicted() {
    RecordedDynamoDb dynamo = new RecordedDynamoDb(List.of(NONE, CancellationReason.builder()
        .code("TransactionConflict").message("Transaction is ongoing for the item").build()), List.of());
    MarketTable db = recorded(dynamo, new ArrayList<>());

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> db.transactGet().customer("c1").product("p1").execute());

    assertEquals(List.of("TransactGetItems"), dynamo.calls);
    assertEquals(1, cancelled.failed().size());
    assertEquals("get Product at PK=\"PROD#p1\", SK=\"META\"", cancelled.failed().get(0).action());
    assertEquals("TransactionConflict", cancelled.failed().get(0).code());
    assertTrue(cancelled.getMessage().startsWith(
        "transactGet: DynamoDB cancelled the TransactGetItems of 2 gets; nothing was read."), cancelled.getMessage());
  }

  @Test
  void transactGetReturnsTypedRecordsGroupedByEntityInTheOrderAsked() {
    Product lamp = new Product("p1", "lamp", 4, 2);
    Customer ann = new Customer("c1", "Ann", false);
    RecordedDynamoDb dynamo = new RecordedDynamoDb(List.of(), List.of(ProductCodec.INSTANCE.toItem(lamp),
        Map.of(), io.partitura.it.market.CustomerCodec.INSTANCE.toItem(ann)));
    List<RequestEvent> events = new ArrayList<>();
    MarketTable db = recorded(dynamo, events);

    MarketBatchGetResult found = db.transactGet().product("p1").product("p2").customer("c1").execute();

    assertEquals(List.of(lamp), found.products());
    assertEquals(List.of(ann), found.customers());
    assertEquals(List.of(), found.orders());
    assertEquals(List.of("TransactGetItems"), dynamo.calls);
    assertEquals(2, events.get(0).itemCount());
  }
}
