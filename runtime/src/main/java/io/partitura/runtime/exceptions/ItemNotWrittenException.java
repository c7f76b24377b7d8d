package io.partitura.runtime.exceptions;

/**
 * A write to one item that wrote nothing: a check it makes by itself, or its own condition, refused
 * it. Each subclass says which check and what to do; all name the operation and the item's key.
 */
public abstract class ItemNotWrittenException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final String operation;
  private final String key;

  /**
   * @param message what refused the write, and what to do
   * @param operation the access pattern that sent the write
   * @param key the item's primary key, rendered as {@code PK=…, SK=…}
   */
  protected ItemNotWrittenException(String message, String operation, String key) {
    super(message);
    this.operation = operation;
    this.key = key;
  }

  /** As {@link #ItemNotWrittenException(String, String, String)}, with the failure DynamoDB returned. */
  protected ItemNotWrittenException(String message, String operation, String key, Throwable cause) {
    super(message, cause);
    this.operation = operation;
    this.key = key;
  }

  /** The access pattern that sent the write. */
  public String operation() {
    return operation;
  }

  /** The item's primary key, rendered as {@code PK=…, SK=…}. */
  public String key() {
    return key;
  }
}
