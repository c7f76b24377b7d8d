// "Many-to-many": goldens-cases/seed-school; the block declares the records.
import io.partitura.annotations.*;
import java.time.LocalDate;

class Snippet {
  void run() {
    /* snippet */
  }
}
