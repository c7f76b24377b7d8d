// "Nested collections": goldens-cases/nested-shop; a block declares the records, or uses the table's.
import io.partitura.annotations.*;
import java.util.List;

class Snippet {
  ShopTable db;

  void render(Order order, List<OrderLine> lines) {}

  void run() {
    /* snippet */
  }
}
