package io.partitura.sample;

import io.partitura.runtime.stream.Change;
import io.partitura.sample.shop.Order;
import io.partitura.sample.shop.OrderStatus;
import io.partitura.sample.shop.ShopEvent;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * A read model kept from the shop's stream: how many orders there are per status, per day placed (UTC). It applies
 * the table's typed events, not items, and is idempotent, because DynamoDB Streams delivers at least once: it keeps,
 * per order, where it counted it and the sequence number of the last record it applied, and skips a record whose
 * sequence number is not greater (the stream orders one item's records by sequence number).
 */
final class OrdersByStatusAndDay {
  /** What applying one event did. */
  enum Outcome {
    /** The counts now include it. */
    APPLIED,
    /** A record of an order already applied (a redelivery): nothing changed. */
    DUPLICATE,
    /** Not an order (a customer, a product, an unrecognised item): nothing to count. */
    NOT_AN_ORDER
  }

  /** Where one order is counted, and the last record applied for it. */
  private record Counted(LocalDate day, OrderStatus status, BigInteger sequenceNumber) {}

  private final Map<LocalDate, EnumMap<OrderStatus, Integer>> counts = new TreeMap<>();
  /** Order key ("customerId/orderId") → where it is counted; a removed order stays, with no day, as a tombstone. */
  private final Map<String, Counted> orders = new HashMap<>();

  Outcome apply(ShopEvent event) {
    if (!(event instanceof ShopEvent.OrderChange orderChange)) {
      return Outcome.NOT_AN_ORDER;
    }
    Change<Order> change = orderChange.change();
    // Java 21: a switch over the sealed Change; on 17 without preview, instanceof
    Order order;
    if (change instanceof Change.Inserted<Order> inserted) {
      order = inserted.newRecord();
    } else if (change instanceof Change.Modified<Order> modified) {
      order = modified.newRecord();
    } else {
      order = ((Change.Removed<Order>) change).oldRecord();
    }
    String key = order.customerId() + "/" + order.orderId();
    BigInteger sequenceNumber = new BigInteger(event.record().sequenceNumber());
    Counted before = orders.get(key);
    if (before != null && sequenceNumber.compareTo(before.sequenceNumber()) <= 0) {
      return Outcome.DUPLICATE;
    }
    if (before != null && before.day() != null) {
      add(before.day(), before.status(), -1);
    }
    if (change instanceof Change.Removed<Order>) {
      orders.put(key, new Counted(null, null, sequenceNumber));
    } else {
      LocalDate day = order.placedAt().atOffset(ZoneOffset.UTC).toLocalDate();
      add(day, order.status(), 1);
      orders.put(key, new Counted(day, order.status(), sequenceNumber));
    }
    return Outcome.APPLIED;
  }

  /** Day → status → orders, without the days and statuses that count none. */
  Map<LocalDate, Map<OrderStatus, Integer>> counts() {
    Map<LocalDate, Map<OrderStatus, Integer>> copy = new TreeMap<>();
    counts.forEach((day, statuses) -> copy.put(day, new EnumMap<>(statuses)));
    return copy;
  }

  /** The counts of {@code orders} as they are stored: what the read model must equal. */
  static Map<LocalDate, Map<OrderStatus, Integer>> countsOf(Collection<Order> orders) {
    OrdersByStatusAndDay model = new OrdersByStatusAndDay();
    for (Order order : orders) {
      model.add(order.placedAt().atOffset(ZoneOffset.UTC).toLocalDate(), order.status(), 1);
    }
    return model.counts();
  }

  private void add(LocalDate day, OrderStatus status, int delta) {
    EnumMap<OrderStatus, Integer> statuses = counts.computeIfAbsent(day, d -> new EnumMap<>(OrderStatus.class));
    int count = statuses.getOrDefault(status, 0) + delta;
    if (count == 0) {
      statuses.remove(status);
    } else {
      statuses.put(status, count);
    }
    if (statuses.isEmpty()) {
      counts.remove(day);
    }
  }
}
