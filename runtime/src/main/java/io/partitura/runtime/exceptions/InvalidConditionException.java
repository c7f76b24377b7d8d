package io.partitura.runtime.exceptions;

/**
 * A condition given to a write cannot be sent: a null value or condition, an empty {@code in(…)}, a
 * value DynamoDB cannot store. Thrown while the request is built: nothing was sent or written.
 */
public final class InvalidConditionException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public InvalidConditionException(String message) {
    super(message + "; nothing was sent.");
  }
}
