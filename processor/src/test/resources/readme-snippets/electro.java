// "Adopting an existing table": the integration tests' io.partitura.it.electro model (ElectroDB's keys); the
// block declares the table, Student and Enrollment.
import io.partitura.annotations.*;

class Snippet {
  void run() {
    /* snippet */
  }
}
