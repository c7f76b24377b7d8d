package io.partitura.runtime.condition;

import io.partitura.runtime.exceptions.InvalidConditionException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A typed condition on the stored item, built from a generated {@code <Record>Conditions}
 * ({@code c -> c.status().is(PAID)}) and rendered as a DynamoDB {@code ConditionExpression} with its
 * own {@code #c…} / {@code :c…} placeholders, which no other part of a request uses. A write given a
 * condition ANDs it with the checks it already makes (the version, the item's existence) and sends
 * one request; when the condition is not met DynamoDB writes nothing.
 *
 * <p>Immutable: {@link #and}, {@link #or} and {@link #not} return new conditions.
 */
public abstract class Condition {
  Condition() {}

  /** Both this and {@code other}. */
  public Condition and(Condition other) {
    return all(this, other);
  }

  /** This, or {@code other}, or both. */
  public Condition or(Condition other) {
    return any(this, other);
  }

  /** The opposite of this. */
  public Condition not() {
    return new Not(this);
  }

  /** Every one of {@code conditions}. */
  public static Condition all(Condition... conditions) {
    return new Junction("AND", required(conditions));
  }

  /** At least one of {@code conditions}. */
  public static Condition any(Condition... conditions) {
    return new Junction("OR", required(conditions));
  }

  /** The opposite of {@code condition}. */
  public static Condition not(Condition condition) {
    return new Not(required(condition));
  }

  /**
   * There is a stored item ({@code attribute_exists} on the table's partition key attribute, which
   * every item has): generated {@code <Record>Conditions.exists()}.
   */
  public static Condition itemExists(String partitionKeyAttribute) {
    return new AttributeCondition(partitionKeyAttribute).exists();
  }

  /**
   * There is no stored item ({@code attribute_not_exists} on the table's partition key attribute):
   * generated {@code <Record>Conditions.notExists()}.
   */
  public static Condition itemNotExists(String partitionKeyAttribute) {
    return new AttributeCondition(partitionKeyAttribute).notExists();
  }

  /**
   * The condition {@code when} builds from {@code conditions} (a generated {@code <Record>Conditions}):
   * what {@code <Record>Conditions.of(when)} and every write's {@code when} call. A null {@code when},
   * or a null condition from it, is refused with {@link InvalidConditionException} before any request.
   */
  public static <C> Condition of(C conditions, java.util.function.Function<C, Condition> when) {
    return all(when == null ? null : when.apply(conditions));
  }

  /** This condition rendered on its own: expression, names and values. */
  public RenderedCondition render() {
    ConditionRenderer renderer = new ConditionRenderer();
    String expression = render(renderer);
    return new RenderedCondition(expression, renderer.names(), renderer.values());
  }

  /**
   * This condition rendered into a request that already uses {@code placeholdersInUse} (the {@code #…}
   * and {@code :…} of another condition composed with it): its own placeholders skip them, so neither
   * condition's names or values replace the other's.
   */
  public RenderedCondition renderBeside(java.util.Set<String> placeholdersInUse) {
    ConditionRenderer renderer = new ConditionRenderer(placeholdersInUse);
    String expression = render(renderer);
    return new RenderedCondition(expression, renderer.names(), renderer.values());
  }

  abstract String render(ConditionRenderer renderer);

  static Condition required(Condition condition) {
    if (condition == null) {
      throw new InvalidConditionException("a condition is null; build one from the record's conditions "
          + "(c -> c.status().is(PAID)), or call the write without one");
    }
    return condition;
  }

  private static List<Condition> required(Condition[] conditions) {
    if (conditions == null || conditions.length == 0) {
      throw new InvalidConditionException("and/or need at least one condition");
    }
    List<Condition> all = new ArrayList<>();
    for (Condition condition : conditions) {
      all.add(required(condition));
    }
    return all;
  }

  private static final class Junction extends Condition {
    private final String operator;
    private final List<Condition> parts;

    Junction(String operator, List<Condition> parts) {
      this.operator = operator;
      this.parts = List.copyOf(parts);
    }

    @Override
    String render(ConditionRenderer renderer) {
      if (parts.size() == 1) {
        return parts.get(0).render(renderer);
      }
      List<String> rendered = new ArrayList<>();
      for (Condition part : parts) {
        rendered.add("(" + part.render(renderer) + ")");
      }
      return String.join(" " + operator + " ", rendered);
    }
  }

  private static final class Not extends Condition {
    private final Condition condition;

    Not(Condition condition) {
      this.condition = Objects.requireNonNull(condition);
    }

    @Override
    String render(ConditionRenderer renderer) {
      return "NOT (" + condition.render(renderer) + ")";
    }
  }

  /** A comparison or function on one attribute, rendered by {@code text} from its placeholders. */
  static final class OnAttribute extends Condition {
    private final String attribute;
    private final List<software.amazon.awssdk.services.dynamodb.model.AttributeValue> values;
    private final java.util.function.BiFunction<String, List<String>, String> text;

    OnAttribute(String attribute, List<software.amazon.awssdk.services.dynamodb.model.AttributeValue> values,
        java.util.function.BiFunction<String, List<String>, String> text) {
      this.attribute = attribute;
      this.values = List.copyOf(values);
      this.text = text;
    }

    @Override
    String render(ConditionRenderer renderer) {
      String name = renderer.name(attribute);
      List<String> placeholders = new ArrayList<>();
      for (software.amazon.awssdk.services.dynamodb.model.AttributeValue value : values) {
        placeholders.add(renderer.value(value));
      }
      return text.apply(name, placeholders);
    }
  }
}
