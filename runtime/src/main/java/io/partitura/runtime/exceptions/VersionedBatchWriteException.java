package io.partitura.runtime.exceptions;

/**
 * A batch write ({@code putAll} or {@code deleteAll}) was given a record with a {@code @Version}.
 * BatchWriteItem cannot carry a condition, so it would overwrite or delete whatever version is
 * stored: the whole batch is refused before any request, and nothing was written. Write versioned
 * records one by one through their repository ({@code put(record)}, {@code delete(record)}).
 */
public final class VersionedBatchWriteException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final transient Object record;

  /**
   * @param operation {@code putAll} or {@code deleteAll}
   * @param record the first versioned record met
   * @param instead the call to use instead, such as {@code accounts().put(account)}
   */
  public VersionedBatchWriteException(String operation, Object record, String instead) {
    super(operation + ": " + record.getClass().getSimpleName() + " has a @Version, and BatchWriteItem cannot check it;"
        + " nothing was written. Use " + instead + " for each versioned record instead: " + record);
    this.record = record;
  }

  /** The versioned record that was refused. */
  public Object record() {
    return record;
  }
}
