// "Nested collections": goldens-cases/nested-shop; the block declares the records.
import io.partitura.annotations.*;

class Snippet {
  void run() {
    /* snippet */
  }
}
