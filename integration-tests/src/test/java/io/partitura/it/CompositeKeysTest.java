package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.types.Customer;
import io.partitura.it.types.CustomerRepository;
import io.partitura.it.types.Order;
import io.partitura.it.types.OrderRepository;
import io.partitura.it.types.Region;
import io.partitura.it.types.Shift;
import io.partitura.it.types.ShiftRepository;
import io.partitura.it.types.ShopTable;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed and composite keys against dynalite: the exact stored key strings, negative numbers, and
 * the (day, sequence) order of a composite sort key declared out of order with {@code @Key(order)}.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class CompositeKeysTest {
  private static final long CUSTOMER = 42;
  private static final long NEGATIVE_CUSTOMER = -42;

  /** Customer 42's orders in (day, sequence) order: what oldest-first must return. */
  private static final List<Order> ORDERS = List.of(
      order(CUSTOMER, "1999-12-31", 3),
      order(CUSTOMER, "2025-12-31", 1),
      order(CUSTOMER, "2025-12-31", 10),
      order(CUSTOMER, "2026-01-01", Integer.MIN_VALUE),
      order(CUSTOMER, "2026-01-01", -1),
      order(CUSTOMER, "2026-01-01", 0),
      order(CUSTOMER, "2026-01-01", 1),
      order(CUSTOMER, "2026-01-01", 2),
      order(CUSTOMER, "2026-01-01", 9),
      order(CUSTOMER, "2026-01-01", 10),
      order(CUSTOMER, "2026-01-01", 11),
      order(CUSTOMER, "2026-01-01", 100),
      order(CUSTOMER, "2026-01-31", 5),
      order(CUSTOMER, "2026-02-01", 5),
      order(CUSTOMER, "2026-02-28", 7),
      order(CUSTOMER, "2026-03-01", 7),
      order(CUSTOMER, "2026-03-01", 10),
      order(CUSTOMER, "2026-12-31", 3),
      order(CUSTOMER, "2027-01-01", 1),
      order(CUSTOMER, "2099-06-15", Integer.MAX_VALUE));

  /** Orders of customer -42, some at the same (day, sequence) as customer 42's. */
  private static final List<Order> NEGATIVE_ORDERS = List.of(
      order(NEGATIVE_CUSTOMER, "2026-01-01", 9),
      order(NEGATIVE_CUSTOMER, "2026-01-01", 10),
      order(NEGATIVE_CUSTOMER, "2026-03-01", 7));

  private static RequestCounter requests;
  private static DynamoDbClient uncounted;
  private static ShopTable db;

  @BeforeAll
  static void createTableAndData(TestServer server) {
    requests = new RequestCounter();
    uncounted = server.newClient();
    db = ShopTable.builder().client(server.newClient(requests)).tableName("shop-" + UUID.randomUUID()).build();
    db.createTable();
    for (long number : new long[] {CUSTOMER, NEGATIVE_CUSTOMER, 0, 41, 43, Long.MIN_VALUE, Long.MAX_VALUE}) {
      db.customers().put(new Customer(number, "Customer " + number));
    }
    List<Order> shuffled = new ArrayList<>(ORDERS);
    shuffled.addAll(NEGATIVE_ORDERS);
    Collections.shuffle(shuffled, new Random(7));
    for (Order order : shuffled) {
      db.orders().put(order);
    }
    db.orders().put(order(41, "2026-01-01", 1));
    db.orders().put(order(43, "2026-01-01", 1));
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  static Order order(long customerNo, String day, int sequence) {
    // Without trailing zeros: DynamoDB normalises 42.10 to 42.1 (see AttributeTypesTest).
    BigDecimal total = new BigDecimal(sequence).movePointLeft(2).add(BigDecimal.valueOf(customerNo)).stripTrailingZeros();
    return new Order(customerNo, sequence, LocalDate.parse(day), total.scale() < 0 ? total.setScale(0) : total);
  }

  @Test
  void storedKeysAreZeroPaddedFixedWidthStrings() {
    Map<String, AttributeValue> customer = raw(CustomerRepository.Codec.primaryKey(CUSTOMER));
    assertEquals("CUST#0000000000000000042", customer.get("PK").s());
    assertEquals("META", customer.get("SK").s());

    Map<String, AttributeValue> order = raw(OrderRepository.Codec.primaryKey(CUSTOMER, LocalDate.of(2026, 3, 1), 7));
    assertEquals("CUST#0000000000000000042", order.get("PK").s());
    assertEquals("ORD#2026-03-01#0000000007", order.get("SK").s());
    assertEquals("Order", order.get("_type").s());
    assertEquals("2026-03-01", order.get("day").s());
    assertEquals("7", order.get("sequence").n());
    assertEquals("42", order.get("customerNo").n());

    assertEquals("CUST#0000000000000000042", CustomerRepository.Codec.partitionKey(42));
    assertEquals("ORD#2026-03-01#0000000007", OrderRepository.Codec.sortKey(LocalDate.of(2026, 3, 1), 7));
    assertEquals("ORD#2026-01-01#-2147483647", OrderRepository.Codec.sortKey(LocalDate.of(2026, 1, 1), -1));
    assertEquals("ORD#2026-01-01#-0000000000", OrderRepository.Codec.sortKey(LocalDate.of(2026, 1, 1),
        Integer.MIN_VALUE));
    assertEquals("ORD#2099-06-15#2147483647", OrderRepository.Codec.sortKey(LocalDate.of(2099, 6, 15),
        Integer.MAX_VALUE));
    assertEquals(0, requests.total(), "raw reads go through an uncounted client; key functions send nothing");
  }

  @Test
  void negativeAndExtremeCustomerNumbersHaveTheirOwnSortableKeys() {
    assertEquals("CUST#-9223372036854775766", raw(CustomerRepository.Codec.primaryKey(NEGATIVE_CUSTOMER)).get("PK").s());
    assertEquals("CUST#-0000000000000000000", raw(CustomerRepository.Codec.primaryKey(Long.MIN_VALUE)).get("PK").s());
    assertEquals("CUST#9223372036854775807", raw(CustomerRepository.Codec.primaryKey(Long.MAX_VALUE)).get("PK").s());
    assertEquals("CUST#0000000000000000000", raw(CustomerRepository.Codec.primaryKey(0)).get("PK").s());
    long[] ascending = {Long.MIN_VALUE, NEGATIVE_CUSTOMER, -1, 0, 41, 42, Long.MAX_VALUE};
    for (int i = 1; i < ascending.length; i++) {
      assertTrue(KeyCodec.compareUtf8(CustomerRepository.Codec.partitionKey(ascending[i - 1]),
          CustomerRepository.Codec.partitionKey(ascending[i])) < 0, ascending[i - 1] + " < " + ascending[i]);
    }
    requests.reset();

    assertEquals(new Customer(NEGATIVE_CUSTOMER, "Customer -42"), db.customers().get(NEGATIVE_CUSTOMER).orElseThrow());
    assertEquals(new Customer(Long.MIN_VALUE, "Customer " + Long.MIN_VALUE),
        db.customers().get(Long.MIN_VALUE).orElseThrow());
    assertEquals(new Customer(Long.MAX_VALUE, "Customer " + Long.MAX_VALUE),
        db.customers().get(Long.MAX_VALUE).orElseThrow());
    assertEquals(NEGATIVE_ORDERS, db.orders().inCustomer(NEGATIVE_CUSTOMER).all());
    assertEquals(List.of("GetItem", "GetItem", "GetItem", "Query"), requests.operations());
    assertEquals(NEGATIVE_CUSTOMER, CustomerRepository.Codec.customerNoOf("CUST#-9223372036854775766"));
    assertEquals(NEGATIVE_CUSTOMER, OrderRepository.Codec.customerNoOf("CUST#-9223372036854775766"));
    assertEquals(Long.MIN_VALUE, CustomerRepository.Codec.customerNoOf("CUST#-0000000000000000000"));
  }

  @Test
  void oldestFirstListsByDayThenSequenceWithOneQueryPerPage() {
    Listing<Order, ?> listing = db.orders().inCustomer(CUSTOMER).oldestFirst().limit(6);
    List<Order> seen = new ArrayList<>();
    Page<Order> page = listing.page();
    assertEquals(1, requests.total());
    seen.addAll(page.items());
    int pages = 1;
    while (page.hasNext()) {
      page = listing.page(page.nextCursor());
      pages++;
      assertEquals(pages, requests.total(), "one Query per page");
      seen.addAll(page.items());
    }
    assertEquals(4, pages, "20 orders in pages of 6: 6 + 6 + 6 + 2");
    assertEquals(List.of("Query", "Query", "Query", "Query"), requests.operations());
    assertEquals(ORDERS, seen);
  }

  @Test
  void nineSortsBeforeTenAndDaysCrossMonthsAndYearsInOrder() {
    List<Order> all = db.orders().inCustomer(CUSTOMER).oldestFirst().all();
    assertEquals(1, requests.total(), "20 orders fit the default page of 100");
    List<String> shown = all.stream().map(o -> o.day() + "/" + o.sequence()).toList();
    assertTrue(shown.indexOf("2026-01-01/9") + 1 == shown.indexOf("2026-01-01/10"), shown.toString());
    assertTrue(shown.indexOf("2026-01-01/-1") < shown.indexOf("2026-01-01/0"), shown.toString());
    assertTrue(shown.indexOf("2025-12-31/10") < shown.indexOf("2026-01-01/" + Integer.MIN_VALUE), shown.toString());
    assertTrue(shown.indexOf("2026-01-31/5") < shown.indexOf("2026-02-01/5"), shown.toString());
    assertTrue(shown.indexOf("2026-12-31/3") < shown.indexOf("2027-01-01/1"), shown.toString());
    assertEquals(ORDERS, all);
  }

  @Test
  void newestFirstIsTheExactReverseWithOneQueryPerPage() {
    List<Order> expected = new ArrayList<>(ORDERS);
    Collections.reverse(expected);
    assertEquals(expected, db.orders().inCustomer(CUSTOMER).newestFirst().limit(5).all());
    assertEquals(4, requests.total(), "20 orders in pages of 5, no empty trailing page");
    assertEquals(4, requests.count("Query"));

    requests.reset();
    Page<Order> first = db.orders().inCustomer(CUSTOMER).newestFirst().limit(3).page();
    assertEquals(expected.subList(0, 3), first.items());
    assertEquals(1, requests.total());
  }

  @Test
  void theListingAsksForTheOrderPrefixInTheCustomersPartition() {
    ListingDescription description = db.orders().inCustomer(CUSTOMER).newestFirst().limit(5).describe();
    assertEquals("{ \":pk\": \"CUST#0000000000000000042\", \":sk\": \"ORD#\" }",
        description.field("ExpressionAttributeValues"));
    assertEquals("false", description.field("ScanIndexForward"));
    assertEquals(0, requests.total());
  }

  @Test
  void theCustomerAndAllItsOrdersComeBackInOneQuery() {
    CustomerRepository.WithOrders all = db.customers().getWithOrders(CUSTOMER).orElseThrow();
    assertEquals(new Customer(CUSTOMER, "Customer 42"), all.customer());
    assertEquals(ORDERS, all.orders());
    assertEquals(List.of("Query"), requests.operations());
  }

  @Test
  void storedSortKeysOrderAsTheOrdersAndDecodeBack() {
    List<Map<String, AttributeValue>> items = uncounted.query(QueryRequest.builder().tableName(db.tableName())
        .keyConditionExpression("PK = :pk AND begins_with(SK, :sk)")
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(CustomerRepository.Codec.partitionKey(CUSTOMER)),
            ":sk", AttributeValue.fromS(OrderRepository.Codec.SORT_KEY_PREFIX)))
        .build()).items();
    List<String> sortKeys = items.stream().map(item -> item.get("SK").s()).toList();
    assertEquals(ORDERS.size(), sortKeys.size());
    for (int i = 0; i < ORDERS.size(); i++) {
      Order order = ORDERS.get(i);
      String sortKey = sortKeys.get(i);
      assertEquals(OrderRepository.Codec.sortKey(order.day(), order.sequence()), sortKey);
      assertEquals(order.day(), OrderRepository.Codec.dayOf(sortKey), sortKey);
      assertEquals(order.sequence(), OrderRepository.Codec.sequenceOf(sortKey), sortKey);
      assertEquals(CUSTOMER, OrderRepository.Codec.customerNoOf(items.get(i).get("PK").s()));
      if (i > 0) {
        assertTrue(KeyCodec.compareUtf8(sortKeys.get(i - 1), sortKey) < 0, sortKeys.get(i - 1) + " < " + sortKey);
      }
    }
    assertEquals("ORD#2026-01-01#0000000009", sortKeys.get(8));
    assertEquals("ORD#2026-01-01#0000000010", sortKeys.get(9));
    assertEquals(LocalDate.of(2026, 3, 1), OrderRepository.Codec.dayOf("ORD#2026-03-01#0000000007"));
    assertEquals(7, OrderRepository.Codec.sequenceOf("ORD#2026-03-01#0000000007"));
    assertEquals(-1, OrderRepository.Codec.sequenceOf("ORD#2026-01-01#-2147483647"));
    assertEquals(0, requests.total());
  }

  @Test
  void keysOfAnotherShapeAreRefusedByTheDecoders() {
    assertThrows(InvalidKeyException.class, () -> OrderRepository.Codec.dayOf("META"));
    assertThrows(InvalidKeyException.class, () -> OrderRepository.Codec.dayOf("ORD#2026-03-01"));
    assertThrows(InvalidKeyException.class, () -> OrderRepository.Codec.sequenceOf("ORD#2026-03-01#7"));
    assertThrows(InvalidKeyException.class, () -> OrderRepository.Codec.dayOf("ORD#0000000007#2026-03-01"));
    assertThrows(InvalidKeyException.class, () -> CustomerRepository.Codec.customerNoOf("CUST#42"));
    assertEquals(0, requests.total());
  }

  @Test
  void getAndDeleteTakeTheKeyPartsInKeyOrder() {
    Order order = order(CUSTOMER, "2026-03-01", 10);
    assertEquals(order, db.orders().get(CUSTOMER, LocalDate.of(2026, 3, 1), 10).orElseThrow());
    assertTrue(db.orders().get(CUSTOMER, LocalDate.of(2026, 3, 1), 1).isEmpty());
    assertTrue(db.orders().get(NEGATIVE_CUSTOMER, LocalDate.of(2026, 3, 1), 10).isEmpty());

    Order extra = order(43, "2026-05-05", 5);
    db.orders().put(extra);
    assertTrue(db.orders().delete(43, LocalDate.of(2026, 5, 5), 5));
    assertFalse(db.orders().delete(43, LocalDate.of(2026, 5, 5), 5));
    assertEquals(List.of("GetItem", "GetItem", "GetItem", "PutItem", "DeleteItem", "DeleteItem"),
        requests.operations());
  }

  @Test
  void keyPartsOutsideTheEncodableRangeAreRefusedBeforeAnyRequest() {
    InvalidKeyException year = assertThrows(InvalidKeyException.class,
        () -> db.orders().put(new Order(CUSTOMER, 1, LocalDate.of(10_000, 1, 1), BigDecimal.ONE)));
    assertTrue(year.getMessage().contains("Order.day"), year.getMessage());
    InvalidKeyException missing = assertThrows(InvalidKeyException.class,
        () -> db.orders().put(new Order(CUSTOMER, 1, null, BigDecimal.ONE)));
    assertTrue(missing.getMessage().contains("Order.day"), missing.getMessage());
    assertThrows(InvalidKeyException.class, () -> db.orders().get(CUSTOMER, null, 1));
    assertEquals(0, requests.total());
  }

  @Test
  void anEnumAndInstantPartitionKeyIsStoredAndDecodedExactly() {
    Instant startsAt = Instant.parse("2026-03-01T08:00:00Z");
    Shift shift = new Shift(Region.EU, startsAt, "Ana");
    Shift nanos = new Shift(Region.APAC, Instant.parse("2026-03-01T08:00:00.000000001Z"), "Bo");
    db.shifts().put(shift);
    db.shifts().put(nanos);
    assertEquals(shift, db.shifts().get(Region.EU, startsAt).orElseThrow());
    assertEquals(nanos, db.shifts().get(Region.APAC, nanos.startsAt()).orElseThrow());
    assertTrue(db.shifts().get(Region.US, startsAt).isEmpty());
    assertEquals(List.of("PutItem", "PutItem", "GetItem", "GetItem", "GetItem"), requests.operations());

    String key = raw(ShiftRepository.Codec.primaryKey(Region.EU, startsAt)).get("PK").s();
    assertEquals("SHIFT#EU#2026-03-01T08:00:00.000000000Z", key);
    assertEquals("SHIFT#APAC#2026-03-01T08:00:00.000000001Z", ShiftRepository.Codec.partitionKey(Region.APAC,
        nanos.startsAt()));
    assertEquals(Region.EU, ShiftRepository.Codec.regionOf(key));
    assertEquals(startsAt, ShiftRepository.Codec.startsAtOf(key));
    assertThrows(InvalidKeyException.class,
        () -> ShiftRepository.Codec.regionOf("SHIFT#MARS#2026-03-01T08:00:00.000000000Z"));
  }

  @Test
  void instantKeysBeforeTheEpochEncodeAndSortChronologically() {
    Instant justBefore = Instant.parse("1969-12-31T23:59:59.999999999Z");
    Instant longBefore = Instant.parse("0001-01-01T00:00:00Z");
    db.shifts().put(new Shift(Region.US, justBefore, "Cy"));
    db.shifts().put(new Shift(Region.US, longBefore, "Di"));
    assertEquals("Cy", db.shifts().get(Region.US, justBefore).orElseThrow().manager());
    assertEquals("Di", db.shifts().get(Region.US, longBefore).orElseThrow().manager());
    assertEquals(List.of("PutItem", "PutItem", "GetItem", "GetItem"), requests.operations());

    String key = raw(ShiftRepository.Codec.primaryKey(Region.US, justBefore)).get("PK").s();
    assertEquals("SHIFT#US#1969-12-31T23:59:59.999999999Z", key);
    assertEquals(justBefore, ShiftRepository.Codec.startsAtOf(key));
    assertEquals("SHIFT#US#0001-01-01T00:00:00.000000000Z", ShiftRepository.Codec.partitionKey(Region.US, longBefore));
    assertTrue(KeyCodec.compareUtf8(ShiftRepository.Codec.partitionKey(Region.US, longBefore), key) < 0);
    assertTrue(KeyCodec.compareUtf8(key, ShiftRepository.Codec.partitionKey(Region.US, Instant.EPOCH)) < 0);
  }

  private static Map<String, AttributeValue> raw(Map<String, AttributeValue> key) {
    Map<String, AttributeValue> item = uncounted.getItem(GetItemRequest.builder().tableName(db.tableName())
        .key(key).consistentRead(true).build()).item();
    assertFalse(item == null || item.isEmpty(), "no item at " + key);
    return item;
  }
}
