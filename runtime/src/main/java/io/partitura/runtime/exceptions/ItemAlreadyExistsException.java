package io.partitura.runtime.exceptions;

/**
 * A create (a put guarded by {@code attribute_not_exists}) found an item at the same key. Nothing
 * was written; the stored item is unchanged. Use {@code put} to overwrite on purpose.
 */
public final class ItemAlreadyExistsException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final String operation;
  private final String key;

  public ItemAlreadyExistsException(String operation, String key, Throwable cause) {
    super(operation + ": an item already exists at " + key
        + "; nothing was written. Use put(...) to overwrite it on purpose, or update(...) to change it.", cause);
    this.operation = operation;
    this.key = key;
  }

  public String operation() {
    return operation;
  }

  /** The item's primary key, rendered as {@code PK=…, SK=…}. */
  public String key() {
    return key;
  }
}
