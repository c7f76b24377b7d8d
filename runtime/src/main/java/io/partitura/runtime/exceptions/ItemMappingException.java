package io.partitura.runtime.exceptions;

/**
 * A stored item could not be turned into its record: an attribute has another DynamoDB type than
 * the record component expects, a value cannot be parsed (an unknown enum constant, say), or the
 * record's constructor refused the values stored. Nothing is returned for that item.
 *
 * <p>Thrown by a read (get, a listing, a batch get, a collection load), the message names the
 * operation, the table, the item's primary key and the record, then what failed: the attribute
 * and the value found, or the constructor's own message. Thrown by a partial update the record
 * refuses, it also says what became of the write: restored to the item as it was before, or left
 * as written when another write changed the item in between.
 */
public final class ItemMappingException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final String tableName;
  private final String key;

  /** A failure without the item's context: the attribute and the value (used while reading one attribute). */
  public ItemMappingException(String message) {
    this(message, (Throwable) null);
  }

  public ItemMappingException(String message, Throwable cause) {
    super(message, cause);
    this.tableName = null;
    this.key = null;
  }

  /**
   * A failure to build a record from the item at {@code key} of {@code tableName}; {@code message}
   * already names both.
   */
  public ItemMappingException(String tableName, String key, String message, Throwable cause) {
    super(message, cause);
    this.tableName = tableName;
    this.key = key;
  }

  /** The table the item was read from, or {@code null} when not known where this was thrown. */
  public String tableName() {
    return tableName;
  }

  /** The item's primary key, rendered as {@code PK=…, SK=…}, or {@code null} when not known. */
  public String key() {
    return key;
  }
}
