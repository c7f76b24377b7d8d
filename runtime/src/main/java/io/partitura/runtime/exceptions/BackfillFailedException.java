package io.partitura.runtime.exceptions;

/**
 * A backfill stopped before scanning the whole table: a request failed (throttled past every retry,
 * refused), an item could not be read, it was interrupted, or the progress callback threw (the
 * cause). Every write it sent was a conditional UpdateItem of index key attributes only, so nothing
 * else of any item changed. {@link #checkpoint()} is where to resume: every item before it was
 * processed; items after it may have been too, and a resumed run skips those as already indexed.
 */
public final class BackfillFailedException extends PartituraException {
  private static final long serialVersionUID = 1L;
  private final String checkpoint;
  private final long updated;

  public BackfillFailedException(String message, String checkpoint, long updated, Throwable cause) {
    super(message, cause);
    this.checkpoint = checkpoint;
    this.updated = updated;
  }

  /** The checkpoint to resume from, as {@code Backfill.from(String)} takes it. */
  public String checkpoint() {
    return checkpoint;
  }

  /** Items this run gave index keys before it stopped. */
  public long updated() {
    return updated;
  }
}
