// "Many-to-many", projections: goldens-cases/include-edge; the block declares the edge.
import io.partitura.annotations.*;
import java.time.LocalDate;
import java.util.Set;

class Snippet {
  LeagueTable league;

  void run() {
    /* snippet */
  }
}
