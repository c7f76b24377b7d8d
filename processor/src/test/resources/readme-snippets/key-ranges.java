// "Keys": a model with the three listings the block ranges over.
import static desk.TicketStatus.OPEN;

import java.time.Instant;
import java.time.LocalDate;

class Snippet {
  DeskTable db;
  Instant monday;
  LocalDate march1;
  LocalDate march31;

  void run() {
    /* snippet */
  }
}
