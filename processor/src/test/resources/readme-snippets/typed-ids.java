// "Typed ids": a table "shop"; the block declares the ids and the records.
import io.partitura.annotations.*;
import java.math.BigDecimal;

class Snippet {
  ShopTable db;
  CustomerId customerId;
  OrderId orderId;

  void run() {
    /* snippet */
  }
}
