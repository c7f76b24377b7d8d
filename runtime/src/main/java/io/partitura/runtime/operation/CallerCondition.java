package io.partitura.runtime.operation;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.RenderedCondition;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A request's own condition and the caller's ({@code when}), composed: {@code (own) AND (caller's)}. What the
 * {@code withCondition} of each write operation puts in its request.
 */
final class CallerCondition {
  final String expression;
  final Map<String, String> names = new LinkedHashMap<>();
  final Map<String, AttributeValue> values = new LinkedHashMap<>();

  CallerCondition(String own, Map<String, String> ownNames, Map<String, AttributeValue> ownValues, Condition when) {
    // The request may carry a condition already (a @Unique write guards a put or delete that has the
    // caller's): the new one's placeholders must not replace its #c…/:c….
    Set<String> inUse = new HashSet<>(ownNames.keySet());
    inUse.addAll(ownValues.keySet());
    RenderedCondition rendered = when.renderBeside(inUse);
    // Both parenthesized: a versioned delete's own check is an OR, which AND would otherwise split.
    this.expression = own == null ? rendered.expression() : "(" + own + ") AND (" + rendered.expression() + ")";
    names.putAll(ownNames);
    names.putAll(rendered.names());
    values.putAll(ownValues);
    values.putAll(rendered.values());
  }

  /** The values, or {@code null} for none: DynamoDB refuses an empty ExpressionAttributeValues. */
  Map<String, AttributeValue> valuesOrNull() {
    return values.isEmpty() ? null : values;
  }
}
