package io.partitura.runtime.query;

import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.keys.SortKeyBounds;
import java.util.Objects;
import java.util.function.Function;

/**
 * A condition on one sort-key component of a listing, typed by that component's Java type: pass it
 * to a generated listing, as in {@code projects().byStatus(ACTIVE, KeyRange.from(monday))} or {@code
 * orders().inCustomer(c1, day, KeyRange.between(1, 5))}. It becomes the Query's {@code
 * KeyConditionExpression} (see {@link SortKeyBounds} for exactly which), so it costs nothing extra:
 * DynamoDB reads only the items in the range.
 *
 * <p>Values compare in <em>key order</em>, the order listings return items in: numbers, dates and
 * instants numerically and chronologically (negative numbers and instants before 1970 included),
 * strings by code point (which is UTF-8 byte order), UUIDs as unsigned 128-bit numbers, and enum
 * constants <em>by name</em> (keys store the name, so that reordering constants never reorders
 * stored keys).
 *
 * @param <V> the component's Java type
 */
public sealed class KeyRange<V> permits KeyRange.StartingWith {
  private enum Kind { BETWEEN, FROM, AFTER, UNTIL, BEFORE, STARTING_WITH }

  private final Kind kind;
  private final V first;
  private final V second;

  private KeyRange(Kind kind, V first, V second) {
    this.kind = kind;
    this.first = first;
    this.second = second;
  }

  /** Components from {@code from} to {@code to}, both included. */
  public static <V> KeyRange<V> between(V from, V to) {
    return new KeyRange<>(Kind.BETWEEN, require(from, "between", "from"), require(to, "between", "to"));
  }

  /** Components {@code >= from}. */
  public static <V> KeyRange<V> from(V from) {
    return new KeyRange<>(Kind.FROM, require(from, "from", "from"), null);
  }

  /** Components {@code > after}. */
  public static <V> KeyRange<V> after(V after) {
    return new KeyRange<>(Kind.AFTER, require(after, "after", "after"), null);
  }

  /** Components {@code <= until}. */
  public static <V> KeyRange<V> until(V until) {
    return new KeyRange<>(Kind.UNTIL, require(until, "until", "until"), null);
  }

  /** Components {@code < before}. */
  public static <V> KeyRange<V> before(V before) {
    return new KeyRange<>(Kind.BEFORE, require(before, "before", "before"), null);
  }

  /**
   * String components that start with {@code start} (not empty): {@code begins_with}. Also the components that are
   * typed ids over a String ({@code record OrderId(String value)}) whose value starts with {@code start}: their
   * listings take a {@link StartingWith} in an overload of their own.
   */
  public static StartingWith startingWith(String start) {
    require(start, "startingWith", "start");
    if (start.isEmpty()) {
      throw new InvalidKeyException("KeyRange.startingWith: the start must not be empty; to list every item, "
          + "call the listing without a range");
    }
    return new StartingWith(start);
  }

  /**
   * The range {@link #startingWith} returns: a {@code KeyRange<String>}, and its own type so that a listing whose
   * component is a typed id over a String can take it beside its {@code KeyRange<OrderId>}:
   * {@code orders().inCustomer(c, KeyRange.startingWith("o1"))} lists the orders whose id's value starts with "o1".
   * A typed id has no text of its own to start with, so its value's is the one that counts.
   */
  public static final class StartingWith extends KeyRange<String> {
    private StartingWith(String start) {
      super(Kind.STARTING_WITH, start, null);
    }
  }

  /**
   * The bounds of this range on keys whose component follows {@code scope} and is encoded by {@code
   * encoder}. Used by generated listings.
   *
   * @throws InvalidKeyException when a value cannot be encoded, or a between's ends are swapped
   */
  public SortKeyBounds bounds(String scope, Function<? super V, String> encoder) {
    String encoded = encoder.apply(first);
    return switch (kind) {
      case BETWEEN -> SortKeyBounds.between(scope, encoded, encoder.apply(second));
      case FROM -> SortKeyBounds.from(scope, encoded);
      case AFTER -> SortKeyBounds.after(scope, encoded);
      case UNTIL -> SortKeyBounds.until(scope, encoded);
      case BEFORE -> SortKeyBounds.before(scope, encoded);
      case STARTING_WITH -> SortKeyBounds.startingWith(scope, encoded);
    };
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof KeyRange<?> range && range.kind == kind && Objects.equals(range.first, first)
        && Objects.equals(range.second, second);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, first, second);
  }

  @Override
  public String toString() {
    return switch (kind) {
      case BETWEEN -> "between(" + first + ", " + second + ")";
      case FROM -> "from(" + first + ")";
      case AFTER -> "after(" + first + ")";
      case UNTIL -> "until(" + first + ")";
      case BEFORE -> "before(" + first + ")";
      case STARTING_WITH -> "startingWith(" + first + ")";
    };
  }

  private static <V> V require(V value, String method, String parameter) {
    if (value == null) {
      throw new InvalidKeyException("KeyRange." + method + ": " + parameter + " must not be null; key components "
          + "are never null, so a null bound matches nothing");
    }
    return value;
  }
}
