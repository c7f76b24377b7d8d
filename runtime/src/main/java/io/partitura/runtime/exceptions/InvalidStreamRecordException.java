package io.partitura.runtime.exceptions;

/**
 * A stream record that is not one of DynamoDB's: its event name is none of {@code INSERT}, {@code MODIFY} and
 * {@code REMOVE}. An item the table does not know is no such error: it is decoded as the table's
 * {@code Unrecognised} event.
 */
public final class InvalidStreamRecordException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public InvalidStreamRecordException(String message) {
    super(message);
  }
}
