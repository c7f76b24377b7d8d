// "Composite index keys": goldens-cases/composite-index.

import java.time.Instant;

class Snippet {
  interface Checkpoints {
    String load();

    void save(String checkpoint);
  }

  Checkpoints checkpoints;
  CatalogTable db;
  Instant monday;

  void run() {
    /* snippet */
  }
}
