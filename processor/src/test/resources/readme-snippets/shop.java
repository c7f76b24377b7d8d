// A table "shop" and an enum Status; the block declares the records.
import io.partitura.annotations.*;

class Snippet {

  void run() {
    /* snippet */
  }
}
