package io.partitura.runtime.exceptions;

/**
 * An optimistic-locking write found another version of the item than the one it was based on:
 * someone else wrote it in between. Nothing was written. Read the item again, reapply the change,
 * and retry.
 */
public final class StaleVersionException extends ItemNotWrittenException {
  private static final long serialVersionUID = 1L;

  private final long expectedVersion;
  private final Long storedVersion;

  public StaleVersionException(String operation, String key, long expectedVersion, Long storedVersion, Throwable cause) {
    super(operation + ": the item at " + key + " is at version "
        + (storedVersion == null ? "(none: the item was deleted, or never had a version)" : storedVersion)
        + ", but this write expected version " + expectedVersion
        + "; nothing was written. Read the item again, reapply the change and retry.", operation, key, cause);
    this.expectedVersion = expectedVersion;
    this.storedVersion = storedVersion;
  }

  /** The version the write was based on. */
  public long expectedVersion() {
    return expectedVersion;
  }

  /** The version stored when the write was refused, or {@code null} when the item no longer exists. */
  public Long storedVersion() {
    return storedVersion;
  }
}
