package io.partitura.runtime.exceptions;

/**
 * The fan-out executor given to the table (its builder's {@code fanOutExecutor}) is shut down, so a
 * sharded read cannot run its per-shard queries. Nothing is returned, not even part of the result;
 * give the table a running executor, or none to use the shared default pool.
 */
public final class ExecutorShutDownException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public ExecutorShutDownException(String message, Throwable cause) {
    super(message, cause);
  }
}
