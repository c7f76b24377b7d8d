package io.partitura.runtime.condition;

import io.partitura.runtime.exceptions.InvalidConditionException;
import io.partitura.runtime.exceptions.InvalidValueException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conditions comparing one attribute with values of its component's type, each value encoded by the
 * same {@code Items} encoder the record's codec stores it with: {@link #is}, {@link #isNot},
 * {@link #in}. A null value is refused (say {@link #notExists()} for "is null").
 *
 * @param <V> the component's Java type
 */
public class ValueCondition<V> extends AttributeCondition {
  private final Function<? super V, AttributeValue> encoder;

  /**
   * Used by generated {@code <Record>Conditions}.
   *
   * @param encoder the codec's encoder for the component
   */
  public ValueCondition(String attribute, Function<? super V, AttributeValue> encoder) {
    super(attribute);
    this.encoder = encoder;
  }

  /** The stored value equals {@code value} ({@code =}); false when the attribute is missing. */
  public Condition is(V value) {
    return compare("=", value);
  }

  /**
   * The stored value differs from {@code value} ({@code <>}). DynamoDB counts a missing attribute as
   * different: add {@code .and(exists())} to require one.
   */
  public Condition isNot(V value) {
    return compare("<>", value);
  }

  /** The stored value is one of {@code values} ({@code IN}, at most 100). */
  @SafeVarargs
  public final Condition in(V... values) {
    if (values == null || values.length == 0) {
      throw new InvalidConditionException("in(…) on attribute '" + attribute + "' needs at least one value");
    }
    if (values.length > 100) {
      throw new InvalidConditionException("in(…) on attribute '" + attribute + "' takes at most 100 values "
          + "(DynamoDB's limit), not " + values.length);
    }
    List<AttributeValue> encoded = new ArrayList<>();
    for (V value : values) {
      encoded.add(encode("in", value));
    }
    return new Condition.OnAttribute(attribute, encoded,
        (name, placeholders) -> name + " IN (" + String.join(", ", placeholders) + ")");
  }

  final Condition compare(String operator, V value) {
    return new Condition.OnAttribute(attribute, List.of(encode(operator, value)),
        (name, placeholders) -> name + " " + operator + " " + placeholders.get(0));
  }

  final AttributeValue encode(String operation, V value) {
    if (value == null) {
      throw new InvalidConditionException("a condition on attribute '" + attribute + "' (" + operation
          + ") was given null; to test for a missing value use notExists(), for a present one exists()");
    }
    AttributeValue encoded;
    try {
      encoded = encoder.apply(value);
    } catch (InvalidValueException e) {
      throw new InvalidConditionException("a condition on attribute '" + attribute + "' was given a value DynamoDB "
          + "cannot store: " + e.getMessage());
    }
    if (encoded == null || encoded.type() == AttributeValue.Type.NUL) {
      throw new InvalidConditionException("a condition on attribute '" + attribute + "' was given " + value
          + ", which is stored as no value; use notExists()");
    }
    return encoded;
  }
}
