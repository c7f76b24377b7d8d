// "Upserts for counters": a table "counters"; the block declares the record.
import io.partitura.annotations.*;
import java.util.Optional;
import java.util.Set;

class Snippet {
  CountersTable db;

  void run() {
    /* snippet */
  }
}
