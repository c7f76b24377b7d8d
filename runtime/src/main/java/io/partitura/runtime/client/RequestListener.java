package io.partitura.runtime.client;

/**
 * Called once for every request a generated table sends, after it completes or fails. Use it for
 * metrics, logs or request counting. Runs on the calling thread: keep it fast and never throw.
 */
@FunctionalInterface
public interface RequestListener {
  /** A listener that does nothing. */
  RequestListener NONE = event -> {};

  void onRequest(RequestEvent event);
}
