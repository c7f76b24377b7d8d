// "Listings and filters": the integration tests' io.partitura.it.hot model.
class Snippet {
  FleetTable fleet;

  void run() {
    /* snippet */
  }
}
