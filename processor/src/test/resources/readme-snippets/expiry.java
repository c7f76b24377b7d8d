// "Expiry": the integration tests' io.partitura.it.expiry model; the block declares Session.
import io.partitura.annotations.*;
import java.time.Instant;

class Snippet {
  void run() {
    /* snippet */
  }
}
