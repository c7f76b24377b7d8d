package io.partitura.runtime.exceptions;

/**
 * A record holds a value DynamoDB cannot store: a number outside DynamoDB's range (magnitudes from
 * 1E-130 to 9.9999999999999999999999999999999999999E+125, and 0) or with more than 38 significant
 * digits, NaN or an infinity, a set whose members DynamoDB would see as duplicates ({@code 1.0} and
 * {@code 1.00}, {@code 0.0} and {@code -0.0}), a null set member or map key. The message names the
 * attribute (and the path inside lists and maps) and the value. Thrown while the item is built,
 * before any request is sent: nothing was written.
 */
public final class InvalidValueException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public InvalidValueException(String message) {
    super(message);
  }

  public InvalidValueException(String message, Throwable cause) {
    super(message, cause);
  }
}
