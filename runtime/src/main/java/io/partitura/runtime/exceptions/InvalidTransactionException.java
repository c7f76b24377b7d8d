package io.partitura.runtime.exceptions;

/**
 * A transaction DynamoDB would refuse, refused before any request was sent: more than 100 actions
 * (or gets), none, two on one item, items over 4 MB in all, an update that changes nothing, or an
 * idempotency token that is empty or longer than 36 characters. Nothing was sent, so nothing was written. The message says which limit
 * and which actions.
 */
public final class InvalidTransactionException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public InvalidTransactionException(String message) {
    super(message);
  }
}
