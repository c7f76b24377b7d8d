package io.partitura.runtime.exceptions;

/**
 * A page cursor was altered, malformed, or made by another query (another partition, index,
 * prefix or order). Thrown before any request is sent; restart the listing without a cursor.
 */
public final class InvalidCursorException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public InvalidCursorException(String message) {
    super(message);
  }

  public InvalidCursorException(String message, Throwable cause) {
    super(message, cause);
  }
}
