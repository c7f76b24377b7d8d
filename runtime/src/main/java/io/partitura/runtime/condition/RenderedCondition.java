package io.partitura.runtime.condition;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A condition as DynamoDB reads it: the expression and its placeholders.
 *
 * @param expression the {@code ConditionExpression} text, e.g. {@code #c0 = :c0}
 * @param names the {@code #c…} placeholders and the attribute names they stand for
 * @param values the {@code :c…} placeholders and the values they stand for, encoded as the codec stores them
 */
public record RenderedCondition(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
  public RenderedCondition {
    // In the order they were handed out, so that a described request reads like its expression.
    names = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(names));
    values = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(values));
  }
}
