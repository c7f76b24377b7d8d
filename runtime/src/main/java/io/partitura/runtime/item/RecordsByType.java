package io.partitura.runtime.item;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Records of several entities, one immutable list per record class, in the order the classes were
 * given: what a read across entities returns, split by type. Immutable; equal when the lists are.
 */
public final class RecordsByType {
  private static final RecordsByType NONE = new RecordsByType(Map.of());

  private final Map<Class<?>, List<?>> lists;

  private RecordsByType(Map<Class<?>, List<?>> lists) {
    this.lists = lists;
  }

  /** {@code records}, the records of {@code type}. */
  public static <T> RecordsByType of(Class<T> type, List<? extends T> records) {
    return NONE.and(type, records);
  }

  /** These lists, and {@code records} as those of {@code type}, replacing any list of {@code type}. */
  public <T> RecordsByType and(Class<T> type, List<? extends T> records) {
    Map<Class<?>, List<?>> more = new LinkedHashMap<>(lists);
    more.put(Objects.requireNonNull(type, "type"), List.copyOf(records));
    return new RecordsByType(more);
  }

  /** The records of {@code type}, in the order given; empty when there are none. */
  @SuppressWarnings("unchecked") // every list was put under its own element type, by of/and or by Builder
  public <T> List<T> records(Class<T> type) {
    return (List<T>) lists.getOrDefault(type, List.of());
  }

  /**
   * Collects records of the given types one at a time, each list in the order added; {@link #build()}
   * makes the lists. A list of every type given to the constructor is present, empty or not.
   */
  public static final class Builder {
    private final Map<Class<?>, List<Object>> lists = new LinkedHashMap<>();

    /** A builder for records of {@code types}, in that order. */
    public Builder(List<? extends Class<?>> types) {
      types.forEach(type -> lists.put(type, new ArrayList<>()));
    }

    /** Adds {@code record} to the list of {@code type}, which must be one of the types given. */
    public <T> Builder add(Class<T> type, T record) {
      List<Object> list = lists.get(type);
      if (list == null) {
        throw new IllegalArgumentException("not one of the types given: " + type.getName());
      }
      list.add(Objects.requireNonNull(record, "record"));
      return this;
    }

    /** The records added, one immutable list per type. */
    public RecordsByType build() {
      Map<Class<?>, List<?>> built = new LinkedHashMap<>();
      lists.forEach((type, list) -> built.put(type, List.copyOf(list)));
      return new RecordsByType(built);
    }
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof RecordsByType that && lists.equals(that.lists);
  }

  @Override
  public int hashCode() {
    return lists.hashCode();
  }

  /** {@code Student=[…], Course=[…]}. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    lists.forEach((type, list) -> text.append(text.length() == 0 ? "" : ", ")
        .append(type.getSimpleName()).append('=').append(list));
    return text.toString();
  }
}
