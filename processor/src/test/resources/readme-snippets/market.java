// "Transactions": the integration tests' io.partitura.it.market model.
class Snippet {
  MarketTable db;
  Order order;

  void run() {
    /* snippet */
  }
}
