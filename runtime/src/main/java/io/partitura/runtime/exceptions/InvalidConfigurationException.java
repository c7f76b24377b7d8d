package io.partitura.runtime.exceptions;

/**
 * A table was configured with a setting it cannot work safely with (for example a cursor key too
 * short to be secret). Thrown when the table is built, before any request.
 */
public final class InvalidConfigurationException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public InvalidConfigurationException(String message) {
    super(message);
  }
}
