package io.partitura.runtime.exceptions;

/**
 * A backfill was given a checkpoint that is malformed or belongs to another table, index or segment
 * count. Thrown before any request is sent; nothing was read or written.
 */
public final class InvalidCheckpointException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public InvalidCheckpointException(String message) {
    super(message);
  }
}
