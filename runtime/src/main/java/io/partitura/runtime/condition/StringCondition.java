package io.partitura.runtime.condition;

import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Conditions on a String attribute: comparisons, and {@link #beginsWith}. */
public class StringCondition extends OrderedCondition<String> {
  /** Used by generated {@code <Record>Conditions}. */
  public StringCondition(String attribute, Function<? super String, AttributeValue> encoder) {
    super(attribute, encoder);
  }

  /** The stored string starts with {@code prefix} ({@code begins_with}). */
  public Condition beginsWith(String prefix) {
    return new Condition.OnAttribute(attribute, List.of(encode("beginsWith", prefix)),
        (name, placeholders) -> "begins_with(" + name + ", " + placeholders.get(0) + ")");
  }
}
