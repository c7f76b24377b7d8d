package io.partitura.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.sample.OrdersByStatusAndDay.Outcome;
import io.partitura.sample.shop.Customer;
import io.partitura.sample.shop.Order;
import io.partitura.sample.shop.OrderStatus;
import io.partitura.sample.shop.ShopEvent;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The read model alone, on events as the decoder builds them: counts, and redeliveries that change nothing. */
class OrdersByStatusAndDayTest {
  private static final Order PLACED = new Order("c1", "o-0001", "BER", OrderStatus.PLACED,
      Instant.parse("2026-03-05T23:30:00Z"), 3_900);
  private static final Order SHIPPED = new Order("c1", "o-0001", "BER", OrderStatus.SHIPPED, PLACED.placedAt(), 3_900);
  private static final LocalDate DAY = LocalDate.parse("2026-03-05");

  private static ShopEvent order(Change<Order> change, String sequenceNumber) {
    ChangeRecord.Operation operation = change instanceof Change.Inserted<?> ? ChangeRecord.Operation.INSERT
        : change instanceof Change.Modified<?> ? ChangeRecord.Operation.MODIFY : ChangeRecord.Operation.REMOVE;
    return new ShopEvent.OrderChange(change, new ChangeRecord(operation, Map.of(), null, null, sequenceNumber,
        null, null, false));
  }

  @Test
  void countsEachOrderOncePerStatusAndDayAndSkipsWhatItAppliedAlready() {
    OrdersByStatusAndDay model = new OrdersByStatusAndDay();
    ShopEvent inserted = order(new Change.Inserted<>(PLACED), "900");
    ShopEvent shipped = order(new Change.Modified<>(PLACED, SHIPPED), "1000");

    assertEquals(Outcome.APPLIED, model.apply(inserted));
    assertEquals(Map.of(DAY, Map.of(OrderStatus.PLACED, 1)), model.counts());
    // numbers, not strings: "1000" is after "900"
    assertEquals(Outcome.APPLIED, model.apply(shipped));
    assertEquals(Map.of(DAY, Map.of(OrderStatus.SHIPPED, 1)), model.counts());
    // redelivered, in order or not
    assertEquals(Outcome.DUPLICATE, model.apply(inserted));
    assertEquals(Outcome.DUPLICATE, model.apply(shipped));
    assertEquals(Map.of(DAY, Map.of(OrderStatus.SHIPPED, 1)), model.counts());

    assertEquals(Outcome.APPLIED, model.apply(order(new Change.Removed<>(SHIPPED, false), "1100")));
    assertEquals(Map.of(), model.counts());
    // a removed order stays removed when its older records come again
    assertEquals(Outcome.DUPLICATE, model.apply(inserted));
    assertEquals(Map.of(), model.counts());
  }

  @Test
  void aModificationWithoutItsOldRecordStillMovesTheOrder() {
    OrdersByStatusAndDay model = new OrdersByStatusAndDay();
    model.apply(order(new Change.Inserted<>(PLACED), "1"));
    // a NEW_IMAGE stream carries no old record: the model knows where it counted the order
    assertEquals(Outcome.APPLIED, model.apply(order(new Change.Modified<>(null, SHIPPED), "2")));
    assertEquals(Map.of(DAY, Map.of(OrderStatus.SHIPPED, 1)), model.counts());
  }

  @Test
  void otherEntitiesAreNotOrders() {
    OrdersByStatusAndDay model = new OrdersByStatusAndDay();
    ShopEvent customer = new ShopEvent.CustomerChange(new Change.Inserted<>(new Customer("c1", "Ada")),
        new ChangeRecord(ChangeRecord.Operation.INSERT, Map.of(), null, null, "1", null, null, false));
    assertEquals(Outcome.NOT_AN_ORDER, model.apply(customer));
    assertEquals(Map.of(), model.counts());
  }
}
