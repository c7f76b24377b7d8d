package io.partitura.runtime.exceptions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An operation stopped before every object it was given was processed: {@link #unprocessed()} holds
 * exactly the caller's objects (records or keys) that were not written (or read); everything else
 * was. {@link BatchIncompleteException} and {@link ThrottledException} say why.
 */
public abstract class UnprocessedException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final String operation;
  private final String tableName;
  private final transient List<?> unprocessed;
  private final int total;
  private final int attempts;

  /**
   * @param message what was and was not done, and what to do
   * @param cause what ended the operation early, or {@code null}
   * @param operation the access pattern that sent the requests
   * @param tableName the table
   * @param unprocessed the caller's objects not written (or read), copied
   * @param total how many objects the call was given
   * @param attempts how many times the request that stopped it was sent
   */
  protected UnprocessedException(String message, Throwable cause, String operation, String tableName,
      List<?> unprocessed, int total, int attempts) {
    super(message, cause);
    this.operation = operation;
    this.tableName = tableName;
    this.unprocessed = Collections.unmodifiableList(new ArrayList<>(unprocessed));
    this.total = total;
    this.attempts = attempts;
  }

  /** The access pattern that sent the batch. */
  public String operation() {
    return operation;
  }

  /** The table the requests were sent to. */
  public String tableName() {
    return tableName;
  }

  /** The caller's objects (records or keys) not written (or read), in the order given. */
  public List<?> unprocessed() {
    return unprocessed == null ? List.of() : unprocessed;
  }

  /**
   * {@link #unprocessed()} typed as the caller's object type.
   *
   * @throws ClassCastException when an object is not a {@code type}
   */
  public <T> List<T> unprocessed(Class<T> type) {
    List<?> all = unprocessed();
    List<T> typed = new ArrayList<>(all.size());
    for (Object o : all) {
      typed.add(type.cast(o));
    }
    return Collections.unmodifiableList(typed);
  }

  /** How many objects the call was given. */
  public int total() {
    return total;
  }

  /** How many times the request was sent before giving up. */
  public int attempts() {
    return attempts;
  }
}
