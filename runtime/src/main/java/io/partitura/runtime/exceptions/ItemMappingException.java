package io.partitura.runtime.exceptions;

/**
 * A stored item could not be turned into its record: an attribute has another DynamoDB type than
 * the record component expects, or a value cannot be parsed (an unknown enum constant, say). The
 * message names the attribute and the value found.
 */
public final class ItemMappingException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public ItemMappingException(String message) {
    super(message);
  }

  public ItemMappingException(String message, Throwable cause) {
    super(message, cause);
  }
}
