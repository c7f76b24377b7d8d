// "Adopting an existing table": the integration tests' io.partitura.it.electro model (ElectroDB's keys); the
// block declares the table, Student, Course and Enrollment.
import io.partitura.annotations.*;

class Snippet {
  ElectroTable db;

  void run() {
    /* snippet */
  }
}
