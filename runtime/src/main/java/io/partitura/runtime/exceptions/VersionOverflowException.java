package io.partitura.runtime.exceptions;

/**
 * A write would push an {@code int} {@code @Version} past {@link Integer#MAX_VALUE}, where it would
 * wrap or no longer fit the record. Nothing was written: {@code put} refuses before any request,
 * a partial update is refused by its own condition. Make the version component a {@code long}.
 */
public final class VersionOverflowException extends ItemNotWrittenException {
  private static final long serialVersionUID = 1L;

  private final long storedVersion;

  public VersionOverflowException(String operation, String key, long storedVersion) {
    super(operation + ": the item at " + key + " is at version " + storedVersion
        + ", the largest an int @Version holds; nothing was written. Make the version component a long.",
        operation, key);
    this.storedVersion = storedVersion;
  }

  /** The version the write started from. */
  public long storedVersion() {
    return storedVersion;
  }
}
