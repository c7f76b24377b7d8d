package io.partitura.runtime.item;

import java.util.List;
import java.util.Objects;

/**
 * The base of generated results that hold records of several entities split by type (the
 * {@code <Table>BatchGetResult}): their typed accessors read {@link #records(Class)}. Equal when of the
 * same class with equal lists.
 */
public abstract class ResultByType {
  private final RecordsByType records;

  /** A result holding {@code records}. */
  protected ResultByType(RecordsByType records) {
    this.records = Objects.requireNonNull(records, "records");
  }

  /** The records of {@code type}, in the order read; empty when there are none. */
  protected final <T> List<T> records(Class<T> type) {
    return records.records(type);
  }

  /** Every list, for subclasses' {@code toString}. */
  final RecordsByType all() {
    return records;
  }

  @Override
  public boolean equals(Object other) {
    return other != null && other.getClass() == getClass() && records.equals(((ResultByType) other).records);
  }

  @Override
  public int hashCode() {
    return records.hashCode();
  }

  /** {@code SchoolBatchGetResult[Student=[…], Course=[…]]}. */
  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + records + "]";
  }
}
