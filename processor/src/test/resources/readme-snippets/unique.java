// "Unique values": the integration tests' io.partitura.it.unique model.
class Snippet {
  UniqueShopTable db;

  void run() {
    /* snippet */
  }
}
