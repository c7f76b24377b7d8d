package io.partitura.runtime.exceptions;

/**
 * A create (a put guarded by {@code attribute_not_exists}) found an item at the same key. Nothing
 * was written; the stored item is unchanged. Use {@code put} to overwrite on purpose; for a record
 * with a {@code @Version}, whose {@code put} only replaces the version it was read at, read the
 * stored item first.
 */
public final class ItemAlreadyExistsException extends ItemNotWrittenException {
  private static final long serialVersionUID = 1L;

  public ItemAlreadyExistsException(String operation, String key, Throwable cause) {
    this(operation, key, false, cause);
  }

  /**
   * @param versioned whether the record has a {@code @Version}: its {@code put} cannot overwrite an
   *     item it did not read, so the advice differs
   */
  public ItemAlreadyExistsException(String operation, String key, boolean versioned, Throwable cause) {
    super(operation + ": an item already exists at " + key + "; nothing was written. "
        + (versioned
            ? "Its record has a @Version: read the stored item with get(...) and put(...) the record read (its version"
                + " lets the write through), or change it with update(...)."
            : "Use put(...) to overwrite it on purpose, or update(...) to change it."), operation, key, cause);
  }
}
