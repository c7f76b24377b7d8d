package io.partitura.sample;

import io.partitura.runtime.KeyRange;
import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.batch.BatchWriteResult;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.sample.shop.Customer;
import io.partitura.sample.shop.CustomerCodec;
import io.partitura.sample.shop.Order;
import io.partitura.sample.shop.OrderCodec;
import io.partitura.sample.shop.OrderLine;
import io.partitura.sample.shop.OrderLineCodec;
import io.partitura.sample.shop.OrderStatus;
import io.partitura.sample.shop.ShopTable;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A shop three levels deep: customer → order → order line, all in the customer's partition
 * (PK=CUST#c1; SK=META, ORDER#o-0020, ORDER#o-0020#LINE#…). It shows a nested collection read whole
 * and level by level, a composite index key (GSI1: the warehouse, then the status and the time
 * placed) ranged by date, a transaction (rendered, not sent: dynalite has no TransactWriteItems) and
 * a whole-collection delete.
 */
final class ShopStory {
  static final String NAME = "shop";
  static final List<Customer> CUSTOMERS = List.of(
      new Customer("c1", "Ada"), new Customer("c2", "Grace"), new Customer("c3", "Linus"));
  static final int ORDERS = 20;
  /** Thursday 5 March 2026; each later order 9 hours after the one before. */
  static final Instant FIRST_ORDER = Instant.parse("2026-03-05T10:00:00Z");
  /** The Monday of "orders shipped since Monday": orders 11 to 20 were placed since. */
  static final Instant MONDAY = Instant.parse("2026-03-09T00:00:00Z");
  static final String WAREHOUSE = "BER";
  private static final String[] SKUS = {"lamp", "desk", "chair", "mug", "pen"};
  private static final long[] PRICES = {3_900, 24_900, 12_900, 900, 250};

  private final Narrator n;
  private final ShopTable db;
  private final int pageSize;

  ShopStory(Narrator narrator, ShopTable db, int pageSize) {
    this.n = narrator;
    this.db = db;
    this.pageSize = pageSize;
  }

  static String headline(int pageSize) {
    return CUSTOMERS.size() + " customers, " + ORDERS + " orders, " + lines().size() + " order lines in one"
        + " partition per customer; orders by warehouse, status and time; pages of " + pageSize;
  }

  void createTable() {
    n.createTable(db.createTableRequest(), db::createTable,
        "db.createTable()   // ShopTable.createTableRequest(): GSI1 from @GlobalIndex, NestedParents declared by the"
            + " processor for Order, a child with children of its own");
  }

  void play() {
    // 2. everything, in batches
    List<Object> records = new ArrayList<>(CUSTOMERS);
    records.addAll(orders());
    records.addAll(lines());
    n.step("Write " + CUSTOMERS.size() + " customers, " + ORDERS + " orders and " + lines().size()
        + " order lines with putAll", "BatchWriteItem");
    n.call("db.putAll(customersOrdersAndLines)   // BatchWriteItem, up to 25 puts per request");
    BatchWriteResult written = db.putAll(records);
    Order newest = orderOf("c1", ORDERS);
    TableFormatter keys = TableFormatter.of("PK", "SK", "_type", "GSI1PK", "GSI1SK", "NestedParentsSK");
    keyRow(keys, CustomerCodec.INSTANCE.toItem(CUSTOMERS.get(0)));
    keyRow(keys, OrderCodec.INSTANCE.toItem(newest));
    linesOf(newest.orderId()).forEach(line -> keyRow(keys, OrderLineCodec.INSTANCE.toItem(line)));
    n.printTable(keys);
    n.out.println();
    n.note("three levels in customer c1's partition: the customer at META, the order at ORDER#<id>, its lines"
        + " right after it at ORDER#<id>#LINE#<lineNo>");
    n.note("only orders carry GSI1 (warehouse; status#placedAt) and NestedParents (the customer; the order):"
        + " the lines stay out of both indexes");
    n.note("putAll: " + written.written() + " items in " + written.requests() + " BatchWriteItem requests");
    n.endStep();

    // 3. the customer and everything below it
    n.step("Load customer c1 with all its orders and their lines in one Query", "Query");
    n.call("db.customers().getWithOrders(\"c1\")");
    var everything = db.customers().getWithOrders("c1");
    n.printSentQueries();
    if (everything.isPresent()) {
      printOrders(everything.get().orders());
      n.note("loaded customer " + everything.get().customer().customerId() + " (" + everything.get().customer().name()
          + ") with " + everything.get().orders().size() + " orders and " + everything.get().orderLines().size()
          + " order lines");
    } else {
      n.note("(no customer c1)");
    }
    RequestMeter.Reading loaded = n.endStep();
    n.note(loaded.requests() == 1
        ? "the whole tree came back in 1 request, split by _type: no join, no second round trip"
        : "that took " + loaded.requests() + " requests: the collection is over 1 MB, so DynamoDB paged it");

    // 4. one order and its lines
    n.step("Load order " + newest.orderId() + " with its lines in one Query", "Query");
    n.call("db.orders().getWithOrderLines(\"c1\", \"" + newest.orderId() + "\")");
    var order = db.orders().getWithOrderLines("c1", newest.orderId());
    n.printSentQueries();
    if (order.isPresent()) {
      printOrders(List.of(order.get().order()));
      printLines(order.get().orderLines());
      n.note("loaded order " + order.get().order().orderId() + " with " + order.get().orderLines().size() + " lines:"
          + " the order's own sort key up to the end of its children, and nothing of the next order");
    } else {
      n.note("(no order " + newest.orderId() + ")");
    }
    n.endStep();

    // 5. a customer's orders alone, newest first, pages of exactly the size asked for
    var newestFirst = db.orders().inCustomer("c1").newestFirst().limit(pageSize);
    n.step("List customer c1's orders alone, newest first, " + pageSize + " per page", "Query");
    n.call("db.orders().inCustomer(\"c1\").newestFirst().limit(" + pageSize + ").page(cursor)   // until no cursor");
    n.printRequest(newestFirst.describe());
    var page = newestFirst.page();
    List<Integer> sizes = new ArrayList<>();
    while (true) {
      sizes.add(page.items().size());
      printOrders(page.items());
      n.printCursor(page);
      if (!page.hasNext()) {
        break;
      }
      page = newestFirst.page(page.nextCursor());
    }
    n.note("page sizes: " + sizes + " (" + ordersOf("c1").size() + " orders): the lines do not eat the page,"
        + " because the orders are read from index NestedParents, where the lines are not");
    n.endStep();

    // 6. some lines of one order: a range on the line number
    n.step("List the lines of order " + newest.orderId() + " from line 2 on", "Query");
    n.call("db.orderLines().inOrder(\"c1\", \"" + newest.orderId() + "\", KeyRange.from(2)).all()");
    var fromLine2 = db.orderLines().inOrder("c1", newest.orderId(), KeyRange.from(2));
    n.printRequest(fromLine2.describe());
    printLines(fromLine2.all());
    n.endStep();

    // 7. composite index key and a date range
    var shipped = db.orders().byWarehouse(WAREHOUSE, OrderStatus.SHIPPED, KeyRange.from(MONDAY)).newestFirst()
        .limit(pageSize);
    n.step("List warehouse " + WAREHOUSE + "'s SHIPPED orders since Monday, newest first (GSI1, eventually"
        + " consistent)", "Query");
    n.call("db.orders().byWarehouse(\"" + WAREHOUSE + "\", OrderStatus.SHIPPED, KeyRange.from(Instant.parse(\""
        + MONDAY + "\"))).newestFirst().limit(" + pageSize + ").page()");
    n.printRequest(shipped.describe());
    var since = shipped.page();
    printOrders(since.items());
    n.printCursor(since);
    n.note("GSI1's sort key is two components, status then placedAt: the status is fixed by equality (the key"
        + " prefix), placedAt is ranged (BETWEEN), so DynamoDB reads only these " + since.items().size() + " orders;"
        + " SHIPPED orders placed before Monday and other statuses are not read");
    n.endStep();

    // 8. a transaction, rendered
    Order placed = new Order("c1", orderId(ORDERS + 1), WAREHOUSE, OrderStatus.PLACED,
        FIRST_ORDER.plus(Duration.ofHours(9L * ORDERS)), 3_900 + 2 * 900);
    var transaction = db.transaction()
        .create(placed)
        .create(new OrderLine("c1", placed.orderId(), 1, "lamp", 1, 3_900))
        .create(new OrderLine("c1", placed.orderId(), 2, "mug", 2, 900))
        .checkCustomer("c1", customer -> customer.customerId().exists());
    n.step("Place order " + placed.orderId() + " with its 2 lines in one transaction (shown, not sent)",
        "TransactWriteItems");
    n.call("db.transaction().create(order).create(line1).create(line2)"
        + ".checkCustomer(\"c1\", c -> c.customerId().exists()).describe()");
    n.printRequest(transaction.describe());
    n.note("all four actions or none: the order and its lines are created only while customer c1 exists");
    n.note("not sent: dynalite has no TransactWriteItems, and Partitura does not emulate it; against real"
        + " DynamoDB (--aws) .execute() sends this one request");
    n.endStep();

    // 9. a customer with its whole collection
    List<Order> graces = ordersOf("c2");
    int graceLines = graces.stream().mapToInt(o -> linesOf(o.orderId()).size()).sum();
    n.step("Delete customer c2 with its " + graces.size() + " orders and " + graceLines + " lines",
        "Query/BatchWriteItem");
    n.call("db.customers().deleteWithCollection(\"c2\")");
    n.printRequest(RequestDescription.of(db.customers().deleteWithCollectionRequest("c2")));
    CollectionDeleteResult deleted = db.customers().deleteWithCollection("c2");
    n.note("deleted " + deleted.deleted() + " items (customer deleted: " + deleted.parentDeleted() + ") with "
        + deleted.queries() + " keys-only Query and " + deleted.batchWrites() + " BatchWriteItem: the collection"
        + " first, in 25s, the customer last, alone");
    n.endStep();

    // 10. ... and it is gone
    n.step("Load customer c2 again: nothing is left", "Query");
    n.call("db.customers().getWithOrders(\"c2\")");
    var gone = db.customers().getWithOrders("c2");
    n.note(gone.isPresent() ? "UNEXPECTED: customer c2 is still there" : "customer c2: none (Optional.empty)");
    n.endStep();
  }

  // ---------------------------------------------------------------- data

  static String orderId(int number) {
    return String.format(Locale.ROOT, "o-%04d", number);
  }

  /** Order n's customer: c2 for 2, 7, 12, 17; c3 for 4, 9, 14, 19; c1 (Ada) for the other 12. */
  static String customerOf(int number) {
    return number % 5 == 2 ? "c2" : number % 5 == 4 ? "c3" : "c1";
  }

  /** DELIVERED up to order 6, SHIPPED from 7 to 16, PLACED from 17. */
  static OrderStatus statusOf(int number) {
    return number <= 6 ? OrderStatus.DELIVERED : number <= 16 ? OrderStatus.SHIPPED : OrderStatus.PLACED;
  }

  /** Odd orders ship from BER, even ones from LIS. */
  static String warehouseOf(int number) {
    return number % 2 == 1 ? WAREHOUSE : "LIS";
  }

  static Instant placedAt(int number) {
    return FIRST_ORDER.plus(Duration.ofHours(9L * (number - 1)));
  }

  /** Order n's lines: n % 3 + 1 of them. */
  static List<OrderLine> linesOf(int number) {
    List<OrderLine> lines = new ArrayList<>();
    for (int l = 1; l <= number % 3 + 1; l++) {
      int product = (number + l) % SKUS.length;
      lines.add(new OrderLine(customerOf(number), orderId(number), l, SKUS[product], l, PRICES[product]));
    }
    return lines;
  }

  static List<OrderLine> linesOf(String orderId) {
    return linesOf(Integer.parseInt(orderId.substring(2)));
  }

  static Order orderOf(String customerId, int number) {
    long total = linesOf(number).stream().mapToLong(l -> l.priceCents() * l.quantity()).sum();
    return new Order(customerId, orderId(number), warehouseOf(number), statusOf(number), placedAt(number), total);
  }

  static List<Order> orders() {
    List<Order> orders = new ArrayList<>();
    for (int i = 1; i <= ORDERS; i++) {
      orders.add(orderOf(customerOf(i), i));
    }
    return orders;
  }

  static List<Order> ordersOf(String customerId) {
    return orders().stream().filter(o -> o.customerId().equals(customerId)).toList();
  }

  static List<OrderLine> lines() {
    List<OrderLine> lines = new ArrayList<>();
    for (int i = 1; i <= ORDERS; i++) {
      lines.addAll(linesOf(i));
    }
    return lines;
  }

  // ---------------------------------------------------------------- printing

  private static void keyRow(TableFormatter table, Map<String, AttributeValue> item) {
    table.row(s(item, "PK"), s(item, "SK"), s(item, "_type"), s(item, "GSI1PK"), s(item, "GSI1SK"),
        s(item, "NestedParentsSK"));
  }

  private static String s(Map<String, AttributeValue> item, String name) {
    AttributeValue value = item.get(name);
    return value == null ? "-" : value.s();
  }

  private void printOrders(List<Order> orders) {
    TableFormatter table = TableFormatter.of("customerId", "orderId", "warehouse", "status", "placedAt", "total");
    orders.forEach(o -> table.row(o.customerId(), o.orderId(), o.warehouse(), o.status(), o.placedAt(),
        money(o.totalCents())));
    n.printTable(table);
  }

  private void printLines(List<OrderLine> lines) {
    TableFormatter table = TableFormatter.of("orderId", "lineNo", "sku", "quantity", "price");
    lines.forEach(l -> table.row(l.orderId(), l.lineNo(), l.sku(), l.quantity(), money(l.priceCents())));
    n.printTable(table);
  }

  private static String money(long cents) {
    return String.format(Locale.ROOT, "%d.%02d", cents / 100, cents % 100);
  }
}
