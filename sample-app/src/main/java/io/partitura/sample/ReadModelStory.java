package io.partitura.sample;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.sample.shop.Customer;
import io.partitura.sample.shop.Order;
import io.partitura.sample.shop.OrderStatus;
import io.partitura.sample.shop.ShopEvent;
import io.partitura.sample.shop.ShopTable;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * A read model fed by the shop's stream: orders per status per day, kept from {@code ShopEvent}s, the table's typed
 * change events. Each step writes through the generated repositories, reads what the stream published since the last
 * step (the DynamoDB Streams API), prints every record's decoded event, applies it, and prints the read model. Then it
 * reads the whole stream again, as a consumer that lost its checkpoint would, to show that the duplicates change
 * nothing, and compares the read model with the table. It needs a server with DynamoDB Streams (moto, DynamoDB).
 */
final class ReadModelStory {
  static final String NAME = "read-model";
  /** The orders placed: 1 and 2 on 5 March, 3 to 5 on 6 March, 6 on 7 March (ShopStory's times and customers). */
  static final int ORDERS = 6;
  static final List<String> SHIPPED = List.of(ShopStory.orderId(1), ShopStory.orderId(2), ShopStory.orderId(3));
  static final String DELIVERED = ShopStory.orderId(1);
  static final String CANCELLED = ShopStory.orderId(4);
  /** An item another program writes: it names no entity. */
  static final Map<String, AttributeValue> FOREIGN_ITEM = Map.of("PK", AttributeValue.fromS("LEGACY#42"),
      "SK", AttributeValue.fromS("LEGACY#42"), "note", AttributeValue.fromS("written by the old order system"));

  private static final ChangeDecoder<ShopEvent> EVENTS = ShopEvent.decoder();

  private final Narrator n;
  private final ShopTable db;
  private final DynamoDbClient dynamo;
  private final Function<String, StreamTail> tails;
  private final OrdersByStatusAndDay model = new OrdersByStatusAndDay();
  private StreamTail tail;

  /**
   * @param tails a tail of the stream with the given ARN, through the backend's DynamoDB Streams endpoint
   */
  ReadModelStory(Narrator narrator, ShopTable db, DynamoDbClient dynamo, Function<String, StreamTail> tails) {
    this.n = narrator;
    this.db = db;
    this.dynamo = dynamo;
    this.tails = tails;
  }

  static String headline() {
    return "orders per status per day, a read model kept from the shop's stream of typed change events";
  }

  void createTable() {
    n.createTable(db.createTableRequest(), db::createTable,
        "db.createTable()   // @Table(name = \"shop\", stream = NEW_AND_OLD_IMAGES): the stream is in the definition");
  }

  /** Plays the story; false (after a note) when the server keeps no stream for the table. */
  boolean play() {
    // 2. the stream
    n.step("Find the table's stream and start reading it from its oldest record", "DescribeTable/DescribeStream");
    n.call("dynamo.describeTable(...).table().latestStreamArn()   // then DescribeStream, GetShardIterator TRIM_HORIZON");
    TableDescription table = dynamo.describeTable(r -> r.tableName(db.tableName())).table();
    StreamSpecification stream = table.streamSpecification();
    if (table.latestStreamArn() == null) {
      n.note("this server keeps no stream for the table (DescribeTable shows no LatestStreamArn): it does not serve"
          + " DynamoDB Streams, so the read model cannot be fed; moto (--server moto) and DynamoDB (--aws) do");
      n.endStep();
      return false;
    }
    tail = tails.apply(table.latestStreamArn());
    int before = tail.poll().size();
    n.note("stream " + table.latestStreamArn());
    n.note("view type " + (stream == null ? "-" : stream.streamViewTypeAsString()) + ": a modification carries the"
        + " order before and after; " + before + " records so far");
    n.endStep();

    // 3. customers and placed orders
    List<Order> placed = new ArrayList<>();
    for (int i = 1; i <= ORDERS; i++) {
      Order order = ShopStory.orderOf(ShopStory.customerOf(i), i);
      placed.add(new Order(order.customerId(), order.orderId(), order.warehouse(), OrderStatus.PLACED,
          order.placedAt(), order.totalCents()));
    }
    List<Object> records = new ArrayList<>(ShopStory.CUSTOMERS);
    records.addAll(placed);
    n.step("Write " + ShopStory.CUSTOMERS.size() + " customers and " + ORDERS + " placed orders, then read the"
        + " stream", "BatchWriteItem/GetRecords");
    n.call("db.putAll(customersAndOrders)");
    db.putAll(records);
    consume(records.size());
    n.endStep();

    // 4. shipped
    n.step("Ship orders " + String.join(", ", SHIPPED) + ", then read the stream", "PutItem/GetRecords");
    n.call("db.orders().put(order with status SHIPPED)   // × " + SHIPPED.size());
    for (String orderId : SHIPPED) {
      db.orders().put(withStatus(find(placed, orderId), OrderStatus.SHIPPED));
    }
    consume(SHIPPED.size());
    n.endStep();

    // 5. delivered and cancelled
    Order cancelled = find(placed, CANCELLED);
    n.step("Deliver order " + DELIVERED + ", delete order " + CANCELLED + ", then read the stream",
        "PutItem/DeleteItem/GetRecords");
    n.call("db.orders().put(order with status DELIVERED)");
    n.call("db.orders().delete(\"" + cancelled.customerId() + "\", \"" + CANCELLED + "\")");
    db.orders().put(withStatus(find(placed, DELIVERED), OrderStatus.DELIVERED));
    db.orders().delete(cancelled.customerId(), CANCELLED);
    consume(2);
    n.endStep();

    // 6. a unique value: Partitura's own item in the stream
    n.step("Create product " + ShopStory.LAMP.sku() + " with its unique barcode, then read the stream",
        "TransactWriteItems/GetRecords");
    n.call("db.products().create(new Product(\"" + ShopStory.LAMP.sku() + "\", ...))   // Product's barcode is @Unique");
    db.products().create(ShopStory.LAMP);
    consume(2);
    n.endStep();

    // 7. an item of no entity
    n.step("Another program writes an item of no entity, then read the stream", "PutItem/GetRecords");
    n.call("dynamo.putItem(PK=LEGACY#42, SK=LEGACY#42, note=...)   // no _type: not written through Partitura");
    dynamo.putItem(r -> r.tableName(db.tableName()).item(FOREIGN_ITEM));
    consume(1);
    n.endStep();

    // 8. at least once: everything again
    n.step("Read the whole stream again, as a consumer that lost its checkpoint would", "GetRecords");
    n.call("GetShardIterator TRIM_HORIZON, GetRecords until a page comes back empty   // every record a second time");
    List<Record> again = tail.readAgainFromTheStart();
    apply(again, EVENTS.decodeAll(again), false);
    n.endStep();

    // 9. the read model against the table
    n.step("Compare the read model with the orders stored in the table", "Query");
    n.call("db.customers().getWithOrders(customerId, ReadConsistency.STRONG)   // × " + ShopStory.CUSTOMERS.size());
    List<Order> stored = new ArrayList<>();
    for (Customer customer : ShopStory.CUSTOMERS) {
      db.customers().getWithOrders(customer.customerId(), ReadConsistency.STRONG)
          .ifPresent(withOrders -> withOrders.orders().forEach(o -> stored.add(o.order())));
    }
    Map<LocalDate, Map<OrderStatus, Integer>> fromTable = OrdersByStatusAndDay.countsOf(stored);
    printCounts(fromTable);
    n.note(fromTable.equals(model.counts())
        ? "the read model equals the " + stored.size() + " orders in the table, counted afresh: it was kept from"
            + " typed events alone, and the duplicates changed nothing"
        : "UNEXPECTED: the read model " + model.counts() + " differs from the table " + fromTable);
    n.endStep();
    return true;
  }

  /** Reads what the stream published since the last step, decodes it, applies it and prints it all. */
  private void consume(int expectedRecords) {
    List<Record> records = tail.poll(expectedRecords);
    apply(records, EVENTS.decodeAll(records), true);
  }

  private void apply(List<Record> records, List<ShopEvent> events, boolean printModel) {
    n.note("stream: " + count(records.size(), "record") + ", decoded by ShopEvent.decoder() into "
        + count(events.size(), "event"));
    TableFormatter printed = TableFormatter.of("sequence number", "record", "event", "change", "read model");
    int applied = 0;
    int duplicates = 0;
    for (ShopEvent event : events) {
      OrdersByStatusAndDay.Outcome outcome = model.apply(event);
      applied += outcome == OrdersByStatusAndDay.Outcome.APPLIED ? 1 : 0;
      duplicates += outcome == OrdersByStatusAndDay.Outcome.DUPLICATE ? 1 : 0;
      printed.row(event.record().sequenceNumber(), event.record().operation(), event.getClass().getSimpleName(),
          describe(event), switch (outcome) {
            case APPLIED -> "applied";
            case DUPLICATE -> "duplicate, skipped";
            case NOT_AN_ORDER -> "-";
          });
    }
    n.printTable(printed);
    n.out.println();
    if (records.size() > events.size()) {
      n.note(count(records.size() - events.size(), "record") + " gave no event: Partitura's own uniqueness item"
          + " (UNIQ#…), which is no record of the table");
    }
    n.note("read model: " + applied + " applied, " + duplicates + " duplicates skipped (sequence number not above"
        + " the last applied for that order)" + (applied == 0 ? ", unchanged" : ""));
    if (printModel && applied > 0) {
      printCounts(model.counts());
    }
  }

  private void printCounts(Map<LocalDate, Map<OrderStatus, Integer>> counts) {
    TableFormatter table = TableFormatter.of("placed on", "PLACED", "SHIPPED", "DELIVERED", "orders")
        .rightAligned(1, 2, 3, 4);
    for (Map.Entry<LocalDate, Map<OrderStatus, Integer>> day : new TreeMap<>(counts).entrySet()) {
      Map<OrderStatus, Integer> statuses = new EnumMap<>(OrderStatus.class);
      statuses.putAll(day.getValue());
      table.row(day.getKey(), statuses.getOrDefault(OrderStatus.PLACED, 0),
          statuses.getOrDefault(OrderStatus.SHIPPED, 0), statuses.getOrDefault(OrderStatus.DELIVERED, 0),
          statuses.values().stream().mapToInt(Integer::intValue).sum());
    }
    n.printTable(table);
  }

  /** One event in a few words: the entity's record, or what could not be read. */
  static String describe(ShopEvent event) {
    if (event instanceof ShopEvent.OrderChange order) {
      Change<Order> change = order.change();
      if (change instanceof Change.Inserted<Order> inserted) {
        Order o = inserted.newRecord();
        return "inserted " + o.orderId() + " " + o.status() + ", placed " + o.placedAt();
      }
      if (change instanceof Change.Modified<Order> modified) {
        return "modified " + modified.newRecord().orderId() + " " + (modified.oldRecord() == null ? "?"
            : modified.oldRecord().status()) + " -> " + modified.newRecord().status();
      }
      Change.Removed<Order> removed = (Change.Removed<Order>) change;
      return "removed " + removed.oldRecord().orderId() + " " + removed.oldRecord().status()
          + (removed.removedByTtl() ? " (Time to Live)" : "");
    }
    if (event instanceof ShopEvent.CustomerChange customer) {
      return kind(customer.change()) + " customer " + record(customer.change(), Customer::customerId);
    }
    if (event instanceof ShopEvent.ProductChange product) {
      return kind(product.change()) + " product " + record(product.change(), p -> p.sku() + ", barcode "
          + p.barcode());
    }
    if (event instanceof ShopEvent.OrderLineChange line) {
      return kind(line.change()) + " order line " + record(line.change(), l -> l.orderId() + "/" + l.lineNo());
    }
    ShopEvent.Unrecognised unrecognised = (ShopEvent.Unrecognised) event;
    List<String> keys = new ArrayList<>();
    new TreeMap<>(unrecognised.item().keys()).forEach((name, value) -> keys.add(name + "=" + value.s()));
    return "unrecognised (" + unrecognised.item().reason() + "): " + String.join(", ", keys);
  }

  private static String kind(Change<?> change) {
    return change instanceof Change.Inserted<?> ? "inserted" : change instanceof Change.Modified<?> ? "modified"
        : "removed";
  }

  private static <T> String record(Change<T> change, Function<T, String> words) {
    T record = change instanceof Change.Inserted<T> inserted ? inserted.newRecord()
        : change instanceof Change.Modified<T> modified ? modified.newRecord()
        : ((Change.Removed<T>) change).oldRecord();
    return record == null ? "?" : words.apply(record);
  }

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }

  private static Order find(List<Order> orders, String orderId) {
    return orders.stream().filter(o -> o.orderId().equals(orderId)).findFirst().orElseThrow();
  }

  private static Order withStatus(Order order, OrderStatus status) {
    return new Order(order.customerId(), order.orderId(), order.warehouse(), status, order.placedAt(),
        order.totalCents());
  }
}
