package io.partitura.runtime.exceptions;

/**
 * Root of every exception Partitura throws. Each subclass says what went wrong, which operation
 * and keys it concerned, and what the caller can do about it.
 */
public abstract class PartituraException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  protected PartituraException(String message) {
    super(message);
  }

  protected PartituraException(String message, Throwable cause) {
    super(message, cause);
  }
}
