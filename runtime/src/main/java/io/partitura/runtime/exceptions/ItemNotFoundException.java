package io.partitura.runtime.exceptions;

/**
 * An update or other write that requires the item to exist found no item at its key. Nothing was
 * written. Create the item first, or check the key.
 */
public final class ItemNotFoundException extends ItemNotWrittenException {
  private static final long serialVersionUID = 1L;

  public ItemNotFoundException(String operation, String key, Throwable cause) {
    super(operation + ": no item exists at " + key + "; nothing was written. Create it first, or check the key.",
        operation, key, cause);
  }
}
