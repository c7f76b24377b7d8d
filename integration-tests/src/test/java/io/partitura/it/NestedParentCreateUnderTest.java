package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.it.shop3.Customer;
import io.partitura.it.shop3.Merchant;
import io.partitura.it.shop3.MerchantRepository;
import io.partitura.it.shop3.Order;
import io.partitura.it.shop3.OrderRepository;
import io.partitura.it.shop3.OrderLine;
import io.partitura.it.shop3.OrderLineRepository;
import io.partitura.it.shop3.Shipment;
import io.partitura.it.shop3.ShipmentRepository;
import io.partitura.it.shop3.Shop3Table;
import io.partitura.runtime.exceptions.ParentNotFoundException;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A record that is both a child and a parent ({@code Order} under {@code Customer}, with order lines
 * below it) keeps {@code createUnder}: having children of its own must not take away the one write that
 * refuses to create it under a missing parent. Sent to moto (dynalite has no TransactWriteItems); each
 * test asserts the item stored (index keys included), the refusal under a missing parent, and the one
 * request sent.
 */
class NestedParentCreateUnderTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerClass(Shop3Table::createTableRequest);

  private static String table;
  private static RequestCounter requests;
  private static Shop3Table db;
  private static DynamoDbClient raw;

  @BeforeAll
  static void connect(TestTable testTable) {
    table = testTable.name();
    requests = new RequestCounter();
    db = Shop3Table.builder().client(testTable.server().newClient(requests)).tableName(table).build();
    raw = testTable.server().newClient();
  }

  @AfterAll
  static void close() {
    raw.close();
    db.tableClient().dynamoDbClient().close();
  }

  @BeforeEach
  void reset() {
    requests.reset();
  }

  /** The item stored at {@code key}, read behind the counted client's back; empty when there is none. */
  private static Map<String, AttributeValue> stored(Map<String, AttributeValue> key) {
    return raw.getItem(b -> b.tableName(table).key(key).consistentRead(true)).item();
  }

  @Test
  void anOrderWithLinesBelowItIsStillCreatedUnderItsCustomer() {
    db.customers().create(new Customer("c#1", "Ada"));
    requests.reset();
    Order order = new Order("c#1", "o1", "OPEN");

    db.orders().createUnder(order);

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    // What create writes, index keys included.
    assertEquals(OrderRepository.Codec.INSTANCE.toItem(order), stored(OrderRepository.Codec.primaryKey("c#1", "o1")));

    ParentNotFoundException missing = assertThrows(ParentNotFoundException.class,
        () -> db.orders().createUnder(new Order("c#2", "o1", "OPEN")));
    // A '#' in a key part is stored escaped, as $S.
    assertEquals("PK=\"CUST#c$S2\", SK=\"META\"", missing.parentKey());
    assertEquals(Map.of(), stored(OrderRepository.Codec.primaryKey("c#2", "o1")));
  }

  @Test
  void aShipmentWithParcelsBelowItIsStillCreatedUnderItsShardedMerchant() {
    db.merchants().create(new Merchant("m1", "Big"));
    requests.reset();
    Shipment shipment = new Shipment("m1", "s1", "ups");

    db.shipments().createUnder(shipment);

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(ShipmentRepository.Codec.INSTANCE.toItem(shipment), stored(ShipmentRepository.Codec.primaryKey("m1",
        "s1")));

    ParentNotFoundException missing = assertThrows(ParentNotFoundException.class,
        () -> db.shipments().createUnder(new Shipment("m2", "s1", "ups")));
    assertEquals(db.tableClient().describeKey(MerchantRepository.Codec.primaryKey("m2")), missing.parentKey());
    assertEquals(Map.of(), stored(ShipmentRepository.Codec.primaryKey("m2", "s1")));
  }

  /** A line's createUnder checks its order by the order's whole key: the customer alone is not enough. */
  @Test
  void aLineIsCreatedOnlyUnderItsOrderCheckedByTheOrdersWholeKey() {
    db.customers().create(new Customer("c3", "Bo"));
    db.orders().create(new Order("c3", "o1", "OPEN"));
    requests.reset();
    OrderLine line = new OrderLine("c3", "o1", 7, "sku-7", 2);

    db.orderLines().createUnder(line);

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(OrderLineRepository.Codec.INSTANCE.toItem(line), stored(OrderLineRepository.Codec.primaryKey("c3",
        "o1", 7)));

    ParentNotFoundException missing = assertThrows(ParentNotFoundException.class,
        () -> db.orderLines().createUnder(new OrderLine("c3", "o-missing", 1, "sku-1", 1)));
    assertEquals("PK=\"CUST#c3\", SK=\"ORDER#o-missing\"", missing.parentKey());
    assertEquals(Map.of(), stored(OrderLineRepository.Codec.primaryKey("c3", "o-missing", 1)));
  }
}
