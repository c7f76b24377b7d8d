package io.partitura.runtime.exceptions;

/**
 * An item is larger than DynamoDB's limit of 400 KB (409,600 bytes), counted as DynamoDB counts it:
 * the UTF-8 bytes of every attribute name and value. Thrown before any request is sent: nothing was
 * written. For a partial update only the key and the attributes it sets can be counted; see
 * {@link io.partitura.runtime.item.ItemSize#checkUpdate}.
 */
public final class ItemTooLargeException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final String key;
  private final long size;
  private final long limit;

  public ItemTooLargeException(String message, String key, long size, long limit) {
    super(message);
    this.key = key;
    this.size = size;
    this.limit = limit;
  }

  /** The item's primary key, rendered as {@code PK=…, SK=…}. */
  public String key() {
    return key;
  }

  /** The size counted, in bytes. */
  public long size() {
    return size;
  }

  /** DynamoDB's limit, in bytes: 409,600. */
  public long limit() {
    return limit;
  }
}
