package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.shop3.Customer;
import io.partitura.it.shop3.CustomerRepository;
import io.partitura.it.shop3.Merchant;
import io.partitura.it.shop3.MerchantRepository;
import io.partitura.it.shop3.Order;
import io.partitura.it.shop3.OrderRepository;
import io.partitura.it.shop3.OrderLine;
import io.partitura.it.shop3.OrderLineRepository;
import io.partitura.it.shop3.Parcel;
import io.partitura.it.shop3.ParcelRepository;
import io.partitura.it.shop3.Shipment;
import io.partitura.it.shop3.ShipmentRepository;
import io.partitura.it.shop3.Shop3Table;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Three levels in one partition against dynalite: customers, their orders and each order's lines
 * ({@code ORDER#o1#LINE#…}); and a sharded merchant whose shipments and parcels share a shard.
 * Every call asserts the items it returns and the requests it sent.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class NestedCollectionsTest {
  private static final int ORDERS = 12;
  private static final int LINES_PER_ORDER = 5;
  /** "o1" … "o12" in key (string) order: o10, o11 and o12 sort between o1 and o2. */
  private static final List<String> ORDER_IDS_IN_KEY_ORDER = IntStream.rangeClosed(1, ORDERS)
      .mapToObj(i -> "o" + i).sorted().toList();

  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static Shop3Table db;

  @BeforeAll
  static void createTableAndData(TestServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    db = Shop3Table.builder().client(client).tableName("shop3-" + UUID.randomUUID()).build();
    db.createTable();
    db.customers().put(new Customer("c1", "Ada"));
    for (int o = 1; o <= ORDERS; o++) {
      db.orders().put(order("c1", "o" + o));
      for (int l = 1; l <= LINES_PER_ORDER; l++) {
        db.orderLines().put(line("c1", "o" + o, l));
      }
    }
    db.merchants().put(new Merchant("m1", "Big"));
    for (int s = 1; s <= 8; s++) {
      db.shipments().put(new Shipment("m1", "s" + s, "carrier" + s));
      for (int p = 1; p <= 3; p++) {
        db.parcels().put(new Parcel("m1", "s" + s, "p" + p, 100 * s + p));
      }
    }
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  private static Order order(String customerId, String orderId) {
    return new Order(customerId, orderId, "OPEN");
  }

  private static OrderLine line(String customerId, String orderId, int lineNo) {
    return new OrderLine(customerId, orderId, lineNo, orderId + "-sku" + lineNo, lineNo);
  }

  private static List<OrderLine> linesOf(String customerId, String orderId) {
    return IntStream.rangeClosed(1, LINES_PER_ORDER).mapToObj(l -> line(customerId, orderId, l)).toList();
  }

  @Test
  void aLineIsStoredUnderItsOrdersSortKeyInTheCustomersPartition() {
    Map<String, AttributeValue> stored = client.query(QueryRequest.builder().tableName(db.tableName())
        .keyConditionExpression("PK = :pk AND SK = :sk")
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("CUST#c1"),
            ":sk", AttributeValue.fromS(OrderLineRepository.Codec.sortKey("o1", 2))))
        .build()).items().get(0);
    assertTrue(stored.get("SK").s().startsWith("ORDER#o1#LINE#"), stored.get("SK").s());
    assertEquals("OrderLine", stored.get("_type").s());
    // Only orders carry the index keys: the lines stay out of index NestedParents.
    assertTrue(!stored.containsKey("NestedParentsPK") && !stored.containsKey("NestedParentsSK"), stored.toString());
  }

  @Test
  void theLinesOfOneOrderComeInKeyOrderOneQueryPerPageWithoutTheLinesOfO10() {
    Page<OrderLine> first = db.orderLines().inOrder("c1", "o1").limit(3).page();
    Page<OrderLine> second = db.orderLines().inOrder("c1", "o1").limit(3).page(first.nextCursor());
    assertEquals(linesOf("c1", "o1").subList(0, 3), first.items());
    assertEquals(linesOf("c1", "o1").subList(3, 5), second.items());
    assertTrue(!second.hasNext());
    assertEquals(2, requests.count("Query"));
    assertEquals(2, requests.total());
    ListingDescription query = db.orderLines().inOrder("c1", "o1").describe();
    assertTrue(query.field("KeyConditionExpression").contains("begins_with("), query.toString());
    assertTrue(query.toString().contains("ORDER#o1#LINE#"), query.toString());
  }

  @Test
  void aRangeOnTheLineNumberStaysInsideItsOrder() {
    List<OrderLine> middle = db.orderLines().inOrder("c1", "o1", KeyRange.between(2, 4)).all();
    assertEquals(linesOf("c1", "o1").subList(1, 4), middle);
    List<OrderLine> last = db.orderLines().inOrder("c1", "o1", KeyRange.from(5)).all();
    assertEquals(List.of(line("c1", "o1", 5)), last);
    assertEquals(2, requests.count("Query"));
    assertEquals(2, requests.total());
  }

  @Test
  void oneOrderWithAllItsLinesIsOneQuery() {
    OrderRepository.WithOrderLines o1 = db.orders().getWithOrderLines("c1", "o1").orElseThrow();
    assertEquals(order("c1", "o1"), o1.order());
    assertEquals(linesOf("c1", "o1"), o1.orderLines());
    assertEquals(1, requests.count("Query"));
    assertEquals(1, requests.total());
    assertTrue(db.orders().getWithOrderLines("c1", "o99").isEmpty());
    assertEquals(2, requests.total());
  }

  @Test
  void aCustomersOrdersNewestFirstComeInPagesOfExactlyTheSizeAskedOneQueryEach() {
    List<List<String>> pages = new ArrayList<>();
    Page<Order> page = db.orders().inCustomer("c1").newestFirst().limit(5).page();
    pages.add(page.items().stream().map(Order::orderId).toList());
    while (page.hasNext()) {
      page = db.orders().inCustomer("c1").newestFirst().limit(5).page(page.nextCursor());
      pages.add(page.items().stream().map(Order::orderId).toList());
    }
    List<String> newestFirst = new ArrayList<>(ORDER_IDS_IN_KEY_ORDER);
    java.util.Collections.reverse(newestFirst);
    assertEquals(List.of(newestFirst.subList(0, 5), newestFirst.subList(5, 10), newestFirst.subList(10, 12)), pages);
    assertEquals(3, requests.count("Query"));
    assertEquals(3, requests.total());
  }

  @Test
  void aRangeOfOrdersIsReadFromTheIndexAlone() {
    List<String> ids = db.orders().inCustomer("c1", KeyRange.between("o10", "o12")).all().stream()
        .map(Order::orderId).toList();
    assertEquals(List.of("o10", "o11", "o12"), ids);
    assertEquals(1, requests.total());
  }

  @Test
  void aCustomerWithEverythingBelowItIsOneQuery() {
    CustomerRepository.WithOrders all = db.customers().getWithOrders("c1").orElseThrow();
    assertEquals(new Customer("c1", "Ada"), all.customer());
    assertEquals(ORDER_IDS_IN_KEY_ORDER, all.orders().stream().map(o -> o.order().orderId()).toList());
    List<OrderLine> expectedLines = ORDER_IDS_IN_KEY_ORDER.stream().flatMap(o -> linesOf("c1", o).stream()).toList();
    assertEquals(expectedLines, all.orderLines(), "the flat list of every line, as before");
    assertEquals(1, requests.count("Query"));
    assertEquals(1, requests.total());
  }

  /** Issue 23 point 6: the three levels keep their structure, each order with its own lines, from the one Query. */
  @Test
  void aCustomerLoadReturnsEachOrderWithItsOwnLines() {
    CustomerRepository.WithOrders all = db.customers().getWithOrders("c1").orElseThrow();
    CustomerRepository.WithChildren children = db.customers().getWithChildren("c1").orElseThrow();

    assertEquals(ORDERS, all.orders().size());
    for (int i = 0; i < ORDERS; i++) {
      OrderRepository.WithChildren withLines = all.orders().get(i);
      String orderId = ORDER_IDS_IN_KEY_ORDER.get(i);
      assertEquals(order("c1", orderId), withLines.order());
      assertEquals(linesOf("c1", orderId), withLines.orderLines(), orderId);
    }
    assertEquals(all.orders(), children.orders());
    assertEquals(List.of("Query", "Query"), requests.operations());
  }

  /** Ids that are prefixes of each other, and a line stored without its order: no line lands under another order. */
  @Test
  void nestingFollowsTheKeysNotTheSortOrder() {
    db.customers().put(new Customer("c9", "Hedy"));
    db.putAll(List.of(order("c9", "a"), line("c9", "a", 1), order("c9", "a#b"), line("c9", "a#b", 1),
        line("c9", "a#b", 2), order("c9", "ab"), line("c9", "lost", 1)));
    requests.reset();

    CustomerRepository.WithOrders all = db.customers().getWithOrders("c9").orElseThrow();

    assertEquals(List.of("a", "a#b", "ab"), all.orders().stream().map(o -> o.order().orderId()).toList());
    assertEquals(List.of(line("c9", "a", 1)), all.orders().get(0).orderLines());
    assertEquals(List.of(line("c9", "a#b", 1), line("c9", "a#b", 2)), all.orders().get(1).orderLines());
    assertEquals(List.of(), all.orders().get(2).orderLines());
    assertTrue(all.orderLines().contains(line("c9", "lost", 1)), "a line without its order: in the flat list only");
    assertEquals(4, all.orderLines().size());
    assertEquals(List.of("Query"), requests.operations());
  }

  @Test
  void idsThatArePrefixesOrHoldSeparatorsNeverMix() {
    db.customers().put(new Customer("c2", "Grace"));
    List<String> ids = List.of("a", "a#b", "a!", "a$", "ab");
    for (String id : ids) {
      db.orders().put(order("c2", id));
      db.orderLines().put(line("c2", id, 1));
      db.orderLines().put(line("c2", id, 2));
    }
    requests.reset();
    for (String id : ids) {
      OrderRepository.WithOrderLines loaded = db.orders().getWithOrderLines("c2", id).orElseThrow();
      assertEquals(order("c2", id), loaded.order());
      assertEquals(List.of(line("c2", id, 1), line("c2", id, 2)), loaded.orderLines(), id);
      assertEquals(List.of(line("c2", id, 1), line("c2", id, 2)), db.orderLines().inOrder("c2", id).all(), id);
    }
    assertEquals(2 * ids.size(), requests.total());
    db.deleteAll(new ArrayList<>(db.customers().getWithOrders("c2").map(c -> {
      List<Object> records = new ArrayList<>(c.orders().stream().map(OrderRepository.WithChildren::order).toList());
      records.addAll(c.orderLines());
      records.add(c.customer());
      return records;
    }).orElseThrow()));
  }

  @Test
  void batchesPartialUpdatesAndTheEnhancedClientKeepTheOrdersIndexInStep() {
    db.customers().put(new Customer("c3", "Linus"));
    db.putAll(List.of(order("c3", "b1"), line("c3", "b1", 1), order("c3", "b2")));
    db.orders().update("c3", "b2").status("SHIPPED").apply();
    DynamoDbEnhancedClient.builder().dynamoDbClient(client).build()
        .table(db.tableName(), OrderRepository.Codec.tableSchema()).putItem(order("c3", "b3"));
    requests.reset();
    assertEquals(List.of(order("c3", "b1"), new Order("c3", "b2", "SHIPPED"), order("c3", "b3")),
        db.orders().inCustomer("c3").all());
    assertEquals(1, requests.total());
  }

  @Test
  void aShardedMerchantsParcelsShareTheirShipmentsShard() {
    for (int s = 1; s <= 8; s++) {
      for (int p = 1; p <= 3; p++) {
        assertEquals(ShipmentRepository.Codec.partitionKey("m1", "s" + s), ParcelRepository.Codec.partitionKey("m1",
            "s" + s));
      }
    }
    long shardsUsed = IntStream.rangeClosed(1, 8).mapToObj(s -> ShipmentRepository.Codec.partitionKey("m1",
        "s" + s)).distinct()
        .count();
    assertTrue(shardsUsed > 1, "the shipments spread over more than one shard");
    assertEquals(0, requests.total());
  }

  @Test
  void aShardedShipmentWithItsParcelsIsOneQueryAndItsParcelsOneQueryPerPage() {
    ShipmentRepository.WithParcels s3 = db.shipments().getWithParcels("m1", "s3").orElseThrow();
    assertEquals(new Shipment("m1", "s3", "carrier3"), s3.shipment());
    assertEquals(List.of(new Parcel("m1", "s3", "p1", 301), new Parcel("m1", "s3", "p2", 302),
        new Parcel("m1", "s3", "p3", 303)), s3.parcels());
    assertEquals(1, requests.total());
    assertEquals(s3.parcels(), db.parcels().inShipment("m1", "s3").all());
    assertEquals(2, requests.total());
  }

  @Test
  void aShardedMerchantsShipmentsPageThroughTheIndexOneQueryPerPage() {
    Page<Shipment> first = db.shipments().inMerchant("m1").limit(5).page();
    Page<Shipment> second = db.shipments().inMerchant("m1").limit(5).page(first.nextCursor());
    assertEquals(List.of("s1", "s2", "s3", "s4", "s5"), first.items().stream().map(Shipment::shipmentId).toList());
    assertEquals(List.of("s6", "s7", "s8"), second.items().stream().map(Shipment::shipmentId).toList());
    assertEquals(2, requests.total());
  }

  @Test
  void aShardedMerchantWithEverythingIsOneQueryPerShardAndItsOwn() {
    MerchantRepository.WithShipments all = db.merchants().getWithShipments("m1").orElseThrow();
    assertEquals(8, all.shipments().size());
    assertEquals(24, all.parcels().size());
    // Read from five partitions, each shipment still comes back with its own parcels.
    for (ShipmentRepository.WithChildren shipment : all.shipments()) {
      String id = shipment.shipment().shipmentId();
      int s = Integer.parseInt(id.substring(1));
      assertEquals(List.of(100 * s + 1, 100 * s + 2, 100 * s + 3),
          shipment.parcels().stream().map(Parcel::weightGrams).toList(), id);
    }
    assertEquals(1 + 4, requests.count("Query"));
    assertEquals(1 + 4, requests.total());
  }

  @Test
  void onlyOrdersAndShipmentsAreInTheIndex() {
    List<Map<String, AttributeValue>> indexed = client.scan(ScanRequest.builder().tableName(db.tableName())
        .indexName("NestedParents").build()).items();
    List<String> types = indexed.stream().map(item -> item.get("_type").s()).distinct().sorted().toList();
    assertEquals(List.of("Order", "Shipment"), types);
    assertTrue(indexed.size() >= ORDERS + 8, "every order and shipment: " + indexed.size());
  }
}
