package io.partitura.runtime.repository;

import java.util.Objects;

/**
 * The {@code @Version} component of an entity, as its repository needs it: generated code passes what is typed
 * (reading the version, copying the record with another one), the runtime does the arithmetic. The version's
 * attribute and the largest version it holds are the table definition's
 * ({@link io.partitura.runtime.schema.TableDefinition.Entity#versioned}), read by the repository.
 *
 * @param versionOf the record's version, 0 for a record never written (a null version)
 * @param withVersion the record with its version replaced
 * @param <T> the entity record
 */
public record Versioning<T>(VersionOf<T> versionOf, WithVersion<T> withVersion) {
  public Versioning {
    Objects.requireNonNull(versionOf, "versionOf");
    Objects.requireNonNull(withVersion, "withVersion");
  }

  /** Reads a record's version. */
  @FunctionalInterface
  public interface VersionOf<T> {
    /** The version of {@code record}, 0 when it has none. */
    long versionOf(T record);
  }

  /** Copies a record with another version. */
  @FunctionalInterface
  public interface WithVersion<T> {
    /** {@code record} with version {@code version} (narrowed to the component's type). */
    T withVersion(T record, long version);
  }

  /** The version of {@code record}. */
  long of(T record) {
    return versionOf.versionOf(record);
  }

  /** {@code record} as the next write stores it: at its version + 1. */
  T next(T record) {
    return withVersion.withVersion(record, versionOf.versionOf(record) + 1);
  }

  /** {@code record} as a create stores it: at version 1. */
  T first(T record) {
    return withVersion.withVersion(record, 1);
  }
}
