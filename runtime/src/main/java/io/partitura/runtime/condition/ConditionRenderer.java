package io.partitura.runtime.condition;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Hands out a condition's placeholders: {@code #c0, #c1…} for attribute names (one per attribute,
 * however often it is named) and {@code :c0, :c1…} for values. The {@code c} keeps them apart from
 * the placeholders writes use for their own checks and updates ({@code #pk}, {@code #version},
 * {@code :expectedVersion}, {@code #a0}, {@code :v0}, …).
 */
final class ConditionRenderer {
  private final Map<String, String> names = new LinkedHashMap<>();
  private final Map<String, String> namePlaceholders = new LinkedHashMap<>();
  private final Map<String, AttributeValue> values = new LinkedHashMap<>();
  /** Placeholders the request already uses (another condition rendered into it): skipped. */
  private final Set<String> inUse;
  private int nextName;
  private int nextValue;

  ConditionRenderer() {
    this(Set.of());
  }

  ConditionRenderer(Set<String> inUse) {
    this.inUse = Set.copyOf(inUse);
  }

  String name(String attribute) {
    return namePlaceholders.computeIfAbsent(attribute, a -> {
      String placeholder = free("#c", true);
      names.put(placeholder, a);
      return placeholder;
    });
  }

  String value(AttributeValue value) {
    String placeholder = free(":c", false);
    values.put(placeholder, value);
    return placeholder;
  }

  private String free(String prefix, boolean name) {
    String placeholder;
    do {
      placeholder = prefix + (name ? nextName++ : nextValue++);
    } while (inUse.contains(placeholder));
    return placeholder;
  }

  Map<String, String> names() {
    return names;
  }

  Map<String, AttributeValue> values() {
    return values;
  }
}
