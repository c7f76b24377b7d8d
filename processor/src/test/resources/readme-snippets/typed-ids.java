// "Typed ids": a table "shop"; the block declares the ids and the records.
import io.partitura.annotations.*;
import io.partitura.runtime.query.KeyRange;
import java.math.BigDecimal;

class Snippet {
  ShopTable db;
  CustomerId customerId;
  OrderId orderId;

  void run() {
    /* snippet */
  }
}
