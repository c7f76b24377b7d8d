package io.partitura.runtime.exceptions;

/**
 * A request method ({@code putRequest}, {@code createRequest}, {@code updateRequest}, {@code deleteRequest}, an
 * update's {@code toRequest()}) was called for a write that no single request performs: a write of an entity with
 * {@code @Unique} components sends a consistent GetItem and then a TransactWriteItems built from what it read (or,
 * for a create, a TransactWriteItems that also puts the uniqueness items). The one request such a method returns
 * would, sent alone, skip the uniqueness check; it is refused before anything is built or sent. The message names
 * what the call sends and what to use instead ({@code describe()} of an update shows both requests).
 */
public final class NoSingleRequestException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final String operation;

  /**
   * @param operation the request method refused, such as {@code customers.putRequest}
   * @param message why no single request does what the call does, and what to use instead
   */
  public NoSingleRequestException(String operation, String message) {
    super(operation + ": " + message);
    this.operation = operation;
  }

  /** The request method refused, such as {@code customers.putRequest}. */
  public String operation() {
    return operation;
  }
}
