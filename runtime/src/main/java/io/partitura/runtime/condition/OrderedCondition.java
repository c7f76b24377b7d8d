package io.partitura.runtime.condition;

import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conditions on an attribute whose stored form orders as its Java values do: numbers (stored as N,
 * compared numerically), strings (compared by UTF-8 bytes, as DynamoDB does), {@code LocalDate} and
 * {@code LocalDateTime} (ISO text, which sorts chronologically). {@code Instant} is not among them:
 * its stored text ({@code …:00Z} before {@code …:00.5Z}) does not sort by time when precisions differ.
 *
 * @param <V> the component's Java type
 */
public class OrderedCondition<V> extends ValueCondition<V> {
  /** Used by generated {@code <Record>Conditions}. */
  public OrderedCondition(String attribute, Function<? super V, AttributeValue> encoder) {
    super(attribute, encoder);
  }

  /** The stored value is below {@code value} ({@code <}). */
  public Condition lessThan(V value) {
    return compare("<", value);
  }

  /** The stored value is at most {@code value} ({@code <=}). */
  public Condition atMost(V value) {
    return compare("<=", value);
  }

  /** The stored value is above {@code value} ({@code >}). */
  public Condition greaterThan(V value) {
    return compare(">", value);
  }

  /** The stored value is at least {@code value} ({@code >=}). */
  public Condition atLeast(V value) {
    return compare(">=", value);
  }

  /** The stored value is from {@code low} to {@code high}, both included ({@code BETWEEN}). */
  public Condition between(V low, V high) {
    return new Condition.OnAttribute(attribute, List.of(encode("between", low), encode("between", high)),
        (name, placeholders) -> name + " BETWEEN " + placeholders.get(0) + " AND " + placeholders.get(1));
  }
}
