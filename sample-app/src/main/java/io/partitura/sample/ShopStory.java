package io.partitura.sample;

import io.partitura.runtime.batch.BatchWriteResult;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.ParentNotFoundException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.exceptions.UniqueValueTakenException;
import io.partitura.runtime.query.KeyRange;
import io.partitura.sample.shop.Customer;
import io.partitura.sample.shop.CustomerRepository;
import io.partitura.sample.shop.Order;
import io.partitura.sample.shop.OrderRepository;
import io.partitura.sample.shop.OrderLine;
import io.partitura.sample.shop.OrderLineRepository;
import io.partitura.sample.shop.OrderStatus;
import io.partitura.sample.shop.Product;
import io.partitura.sample.shop.ShopTable;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A shop three levels deep: customer → order → order line, all in the customer's partition
 * (PK=CUST#c1; SK=META, ORDER#o-0020, ORDER#o-0020#LINE#…). It shows a nested collection read whole
 * and level by level, a status change that reads nothing, a composite index sort key (GSI1: the status,
 * sharded, then the warehouse and the time placed) ranged by date, a transaction, createUnder, a product's
 * unique barcode, and a whole-collection delete. The transactional steps are sent where the server runs TransactWriteItems (moto, DynamoDB), and
 * shown with describe() on the built-in dynalite, which has none; the steps that read back or repeat
 * what a transaction wrote are played only where it was sent.
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
  /** The PLACED order shipped in the story: c2's, from BER, placed since Monday. */
  static final int SHIPPED_NOW = 17;
  /** An order no customer placed: createUnder refuses its lines. */
  static final String MISSING_ORDER = "o-0099";
  static final Product LAMP = new Product("lamp", "Desk lamp", "4006381333931", 3_900);
  /** Another product with LAMP's barcode: its create is refused. */
  static final Product LAMP_XL = new Product("lamp-xl", "Desk lamp XL", LAMP.barcode(), 5_900);
  /** How this backend takes a TransactWriteItems. */
  enum Transactions {
    /** Sent: moto, real DynamoDB. */
    SENT,
    /** Shown with describe(), not sent: the built-in dynalite has no TransactWriteItems. */
    SHOWN,
    /** Sent; if the server answers that it has no such operation (dynalite behind --endpoint), shown from then on. */
    TRIED
  }
  private static final String[] SKUS = {"lamp", "desk", "chair", "mug", "pen"};
  private static final long[] PRICES = {3_900, 24_900, 12_900, 900, 250};

  private final Narrator n;
  private final ShopTable db;
  private final int pageSize;
  private Transactions transactions;
  /** Why the transactional steps are shown and not sent, once they are. */
  private String notSentBecause;

  ShopStory(Narrator narrator, ShopTable db, int pageSize, Transactions transactions) {
    this.n = narrator;
    this.db = db;
    this.pageSize = pageSize;
    this.transactions = transactions;
    this.notSentBecause = "dynalite has no TransactWriteItems, and Partitura does not emulate it; --server moto,"
        + " or real DynamoDB (--aws), sends this one request";
  }

  static String headline(int pageSize) {
    return CUSTOMERS.size() + " customers, " + ORDERS + " orders, " + lines().size() + " order lines in one"
        + " partition per customer; orders by status, warehouse and time; pages of " + pageSize;
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
    keyRow(keys, CustomerRepository.Codec.INSTANCE.toItem(CUSTOMERS.get(0)));
    keyRow(keys, OrderRepository.Codec.INSTANCE.toItem(newest));
    linesOf(newest.orderId()).forEach(line -> keyRow(keys, OrderLineRepository.Codec.INSTANCE.toItem(line)));
    n.printTable(keys);
    n.out.println();
    n.note("three levels in customer c1's partition: the customer at META, the order at ORDER#<id>, its lines"
        + " right after it at ORDER#<id>#LINE#<lineNo>");
    n.note("only orders carry GSI1 (status and a shard; warehouse#placedAt) and NestedParents (the customer; the order):"
        + " the lines stay out of both indexes");
    n.note("putAll: " + written.written() + " items in " + written.requests() + " BatchWriteItem requests");
    n.endStep();

    // 3. the customer and everything below it
    n.step("Load customer c1 with all its orders and their lines in one Query", "Query");
    n.call("db.customers().getWithOrders(\"c1\")");
    var everything = db.customers().getWithOrders("c1");
    n.printSentQueries();
    if (everything.isPresent()) {
      List<OrderRepository.WithChildren> withLines = everything.get().orders();
      printOrders(withLines.stream().map(OrderRepository.WithChildren::order).toList());
      List<String> counts = new ArrayList<>();
      withLines.forEach(o -> counts.add(o.order().orderId() + " (" + o.orderLines().size() + ")"));
      n.note("each order with its own lines, nested from the same Query's items: " + String.join(", ", counts));
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

    // 7. a status change: one UpdateItem, nothing read first
    Order toShip = orderOf(customerOf(SHIPPED_NOW), SHIPPED_NOW);
    var ship = db.orders().update(toShip.customerId(), toShip.orderId()).status(OrderStatus.SHIPPED)
        .when(c -> c.status().is(OrderStatus.PLACED));
    n.step("Ship order " + toShip.orderId() + " (PLACED, " + toShip.warehouse() + ") without reading it first",
        "UpdateItem");
    n.call("db.orders().update(\"" + toShip.customerId() + "\", \"" + toShip.orderId()
        + "\").status(OrderStatus.SHIPPED).when(c -> c.status().is(OrderStatus.PLACED)).apply()");
    n.printRequest(ship.describe());
    Order shippedNow = ship.apply();
    printOrders(List.of(shippedNow));
    n.note("SET status and GSI1PK, the status in its shard (which the order's own key picks, as put picks it);"
        + " GSI1SK, warehouse#placedAt, is left as stored: no GetItem for placedAt, and a concurrent change of"
        + " placedAt is not overwritten");
    n.endStep();

    // 8. composite index sort key and a date range, over the status's shards
    var shipped = db.orders().byStatus(OrderStatus.SHIPPED, WAREHOUSE, KeyRange.from(MONDAY)).newestFirst()
        .limit(pageSize);
    n.step("List warehouse " + WAREHOUSE + "'s SHIPPED orders since Monday, newest first (GSI1, eventually"
        + " consistent)", "Query");
    n.call("db.orders().byStatus(OrderStatus.SHIPPED, \"" + WAREHOUSE + "\", KeyRange.from(Instant.parse(\""
        + MONDAY + "\"))).newestFirst().limit(" + pageSize + ").page()");
    n.printRequest(shipped.describe());
    var since = shipped.page();
    printOrders(since.items());
    n.printCursor(since);
    n.note("GSI1's partition key is the status in one of its shards, its sort key two components, warehouse then"
        + " placedAt: the warehouse is fixed by equality (the key prefix), placedAt is ranged (BETWEEN), so each"
        + " shard's Query reads only matching orders: " + since.items().size() + " in all, " + toShip.orderId()
        + " among them since step 7; SHIPPED orders placed before Monday, other warehouses and other statuses are"
        + " not read");
    n.endStep();

    // 9. a transaction: sent where the server runs TransactWriteItems, shown where it does not
    Order placed = new Order("c1", orderId(ORDERS + 1), WAREHOUSE, OrderStatus.PLACED,
        FIRST_ORDER.plus(Duration.ofHours(9L * ORDERS)), 3_900 + 2 * 900);
    List<OrderLine> placedLines = List.of(new OrderLine("c1", placed.orderId(), 1, "lamp", 1, 3_900),
        new OrderLine("c1", placed.orderId(), 2, "mug", 2, 900));
    var transaction = db.transaction()
        .create(placed)
        .create(placedLines.get(0))
        .create(placedLines.get(1))
        .checkCustomer("c1", customer -> customer.customerId().exists());
    n.step("Place order " + placed.orderId() + " with its 2 lines in one transaction" + shownSuffix(),
        "TransactWriteItems");
    n.call("db.transaction().create(order).create(line1).create(line2)"
        + ".checkCustomer(\"c1\", c -> c.customerId().exists())" + (sends() ? ".execute()" : ".describe()"));
    n.printRequest(transaction.describe());
    n.note("all four actions or none: the order and its lines are created only while customer c1 exists");
    if (sent(transaction::execute)) {
      printOrders(List.of(placed));
      printLines(placedLines);
      n.note("written: the order and its 2 lines, in one request");
    }
    n.endStep();

    // 10. a child created only under an existing parent
    OrderLine added = new OrderLine("c1", placed.orderId(), 3, "pen", 4, 250);
    n.step("Add line 3 to order " + placed.orderId() + " with createUnder" + shownSuffix(), "TransactWriteItems");
    n.call("db.orderLines().createUnder(new OrderLine(\"c1\", \"" + placed.orderId() + "\", 3, \"pen\", 4, 250))");
    n.printRequest(RequestDescription.of(db.orderLines().createUnderRequest(added)));
    n.note("the line's Put and a ConditionCheck that its order exists, in one TransactWriteItems: no line without"
        + " its order");
    if (sent(() -> db.orderLines().createUnder(added))) {
      printLines(List.of(added));
      n.note("written: order " + placed.orderId() + " exists, so its line 3 was created");
    }
    n.endStep();

    if (sends()) {
      // 11. ... and refused under a missing parent
      OrderLine orphan = new OrderLine("c1", MISSING_ORDER, 1, "desk", 1, 24_900);
      n.step("Add a line to order " + MISSING_ORDER + ", which does not exist, with createUnder", "TransactWriteItems");
      n.call("db.orderLines().createUnder(new OrderLine(\"c1\", \"" + MISSING_ORDER + "\", 1, \"desk\", 1, 24900))");
      n.printRequest(RequestDescription.of(db.orderLines().createUnderRequest(orphan)));
      try {
        db.orderLines().createUnder(orphan);
        n.note("UNEXPECTED: the line was created without its order");
      } catch (ParentNotFoundException e) {
        n.note("refused with ParentNotFoundException:");
        n.note("  " + e.getMessage());
      }
      n.endStep();

      // 12. what the transaction and createUnder stored
      n.step("Load order " + placed.orderId() + " with its lines: what the transaction and createUnder stored", "Query");
      // strongly consistent: on DynamoDB an eventually consistent read right after the writes may miss them
      n.call("db.orders().getWithOrderLines(\"c1\", \"" + placed.orderId() + "\", ReadConsistency.STRONG)");
      var stored = db.orders().getWithOrderLines("c1", placed.orderId(), ReadConsistency.STRONG);
      n.printSentQueries();
      if (stored.isPresent()) {
        printOrders(List.of(stored.get().order()));
        printLines(stored.get().orderLines());
        n.note("stored: order " + stored.get().order().orderId() + " with " + stored.get().orderLines().size()
            + " lines, the transaction's 2 and createUnder's 1");
      } else {
        n.note("UNEXPECTED: no order " + placed.orderId());
      }
      n.endStep();
    }

    // 13. a unique value: the create takes it in the same transaction
    n.step("Create product " + LAMP.sku() + " with its unique barcode" + shownSuffix(), "TransactWriteItems");
    n.call("db.products().create(new Product(\"" + LAMP.sku() + "\", \"" + LAMP.name() + "\", \"" + LAMP.barcode()
        + "\", " + LAMP.priceCents() + "))   // Product's barcode is @Unique");
    if (!sends()) {
      n.printRequest(db.transaction().create(LAMP).describe());
      n.note("(the request that create sends, rendered by db.transaction().create(product).describe())");
      n.note("the product, and uniqueness item UNIQ#Product.barcode#" + LAMP.barcode() + " naming it as the owner, each"
          + " only if absent; a second product with this barcode is refused with UniqueValueTakenException");
    }
    if (sent(() -> db.products().create(LAMP))) {
      n.printSent();
      printProducts(List.of(LAMP));
      n.note("written: the product, and uniqueness item UNIQ#Product.barcode#" + LAMP.barcode() + " naming it as the"
          + " owner, each only if absent, in one request");
    }
    n.endStep();

    if (sends()) {
      // 14. the same value again: refused
      n.step("Create product " + LAMP_XL.sku() + " with the same barcode", "TransactWriteItems");
      n.call("db.products().create(new Product(\"" + LAMP_XL.sku() + "\", \"" + LAMP_XL.name() + "\", \""
          + LAMP_XL.barcode() + "\", " + LAMP_XL.priceCents() + "))");
      try {
        db.products().create(LAMP_XL);
        n.printSent();
        n.note("UNEXPECTED: a second product took barcode " + LAMP_XL.barcode());
      } catch (UniqueValueTakenException e) {
        n.printSent();
        n.note("refused with UniqueValueTakenException:");
        n.note("  " + e.getMessage());
        n.note("the uniqueness item's attribute_not_exists failed, so the whole transaction wrote nothing");
      }
      n.endStep();

      // 15. read back
      n.step("Find the product by its barcode, and look for " + LAMP_XL.sku(), "GetItem");
      n.call("db.products().findByBarcode(\"" + LAMP.barcode() + "\", ReadConsistency.STRONG)");
      n.call("db.products().get(\"" + LAMP_XL.sku() + "\", ReadConsistency.STRONG)");
      Optional<Product> owner = db.products().findByBarcode(LAMP.barcode(), ReadConsistency.STRONG);
      Optional<Product> refused = db.products().get(LAMP_XL.sku(), ReadConsistency.STRONG);
      n.printSent();
      printProducts(owner.stream().toList());
      n.note("barcode " + LAMP.barcode() + ": " + owner.map(p -> "held by " + p.sku()).orElse("held by no product")
          + " (the uniqueness item names its owner: 2 GetItems); product " + LAMP_XL.sku() + ": "
          + refused.map(p -> "UNEXPECTED: stored").orElse("none (Optional.empty)"));
      n.endStep();
    }

    // 16. a customer with its whole collection (step 12 where transactions are shown)
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

    // 17. ... and it is gone
    n.step("Load customer c2 again: nothing is left", "Query");
    n.call("db.customers().getWithOrders(\"c2\")");
    var gone = db.customers().getWithOrders("c2");
    n.note(gone.isPresent() ? "UNEXPECTED: customer c2 is still there" : "customer c2: none (Optional.empty)");
    n.endStep();
  }

  // ---------------------------------------------------------------- transactions sent or shown

  private boolean sends() {
    return transactions != Transactions.SHOWN;
  }

  private String shownSuffix() {
    return sends() ? "" : " (shown, not sent)";
  }

  /**
   * Sends a transactional write unless this backend only shows them, and says so when it does not send it.
   * With {@link Transactions#TRIED}, a server that answers UnknownOperationException (it has no such operation)
   * turns the story to showing from here on.
   */
  private boolean sent(Runnable write) {
    if (sends()) {
      try {
        write.run();
        transactions = Transactions.SENT;
        return true;
      } catch (RequestFailedException e) {
        if (transactions != Transactions.TRIED || !"UnknownOperationException".equals(e.awsErrorCode())) {
          throw e;
        }
        transactions = Transactions.SHOWN;
        notSentBecause = "the endpoint answered UnknownOperationException: it has no TransactWriteItems (dynalite?),"
            + " so this and the next transactional steps are shown, not sent";
      }
    }
    n.note("not sent: " + notSentBecause);
    return false;
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

  private void printProducts(List<Product> products) {
    TableFormatter table = TableFormatter.of("sku", "name", "barcode", "price");
    products.forEach(p -> table.row(p.sku(), p.name(), p.barcode(), money(p.priceCents())));
    n.printTable(table);
  }

  private static String money(long cents) {
    return String.format(Locale.ROOT, "%d.%02d", cents / 100, cents % 100);
  }
}
