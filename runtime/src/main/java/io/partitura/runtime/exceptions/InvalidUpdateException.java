package io.partitura.runtime.exceptions;

/**
 * A partial update was built in a way it cannot be sent. Inside {@code ifAbsent(…)}, a call that has no "only if
 * absent" form: the setter of a component an index key is made from (the update computes the key from the value
 * it writes, which {@code if_not_exists} leaves unknown), an {@code …Add}, {@code …Delete}, {@code …Append} or
 * {@code …Prepend}, {@code when}, {@code expectVersion}, a nested {@code ifAbsent}, or {@code apply},
 * {@code describe}, {@code toRequest} before the consumer returned. The message names the update, the call and
 * the attribute, and says what to do instead. Thrown while the update is built: nothing was sent or written.
 */
public final class InvalidUpdateException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public InvalidUpdateException(String message) {
    super(message);
  }
}
