package io.partitura.runtime.exceptions;

/**
 * A key could not be built or read: a null or empty key part, a key over DynamoDB's size limits
 * (2048 bytes for a partition key, 1024 for a sort key), a value outside an encoding's range, or a
 * stored key string that does not have the expected shape. Thrown before any request is sent.
 */
public final class InvalidKeyException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public InvalidKeyException(String message) {
    super(message);
  }

  public InvalidKeyException(String message, Throwable cause) {
    super(message, cause);
  }
}
