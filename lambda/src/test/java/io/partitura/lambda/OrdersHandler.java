package io.partitura.lambda;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import io.partitura.lambda.orders.Order;
import io.partitura.lambda.orders.OrdersEvent;
import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import java.util.ArrayList;
import java.util.List;

/** The README's handler: one line per change of the {@code orders} table, as a read model would apply it. */
public final class OrdersHandler implements RequestHandler<DynamodbEvent, List<String>> {
  private static final ChangeDecoder<OrdersEvent> EVENTS = OrdersEvent.decoder();

  @Override
  public List<String> handleRequest(DynamodbEvent event, Context context) {
    List<String> applied = new ArrayList<>();
    for (OrdersEvent change : LambdaChangeRecords.decodeAll(EVENTS, event)) {
      // Java 21: a switch over OrdersEvent, checked as exhaustive; on 17 without preview, instanceof.
      if (change instanceof OrdersEvent.OrderChange order) {
        if (order.change() instanceof Change.Inserted<Order> inserted) {
          applied.add("placed " + inserted.newRecord().orderId());
        } else if (order.change() instanceof Change.Modified<Order> modified) {
          applied.add(modified.newRecord().orderId() + " " + modified.oldRecord().status() + " -> "
              + modified.newRecord().status());
        } else if (order.change() instanceof Change.Removed<Order> removed) {
          applied.add((removed.removedByTtl() ? "expired " : "deleted ") + removed.oldRecord().orderId());
        }
      } else if (change instanceof OrdersEvent.CustomerChange customer) {
        applied.add("customer " + customer.record().sequenceNumber());
      } else if (change instanceof OrdersEvent.Unrecognised unrecognised) {
        applied.add("skipped " + unrecognised.item().reason() + " " + new java.util.TreeSet<>(unrecognised.item().keys().keySet()));
      }
    }
    return applied;
  }
}
