package io.partitura.runtime.condition;

import java.util.List;

/**
 * Conditions on one attribute that hold for every type: whether the stored item has it. A generated
 * {@code <Record>Conditions} gives this for components DynamoDB cannot compare by value here
 * (lists, maps, nested records, sets, converted types).
 */
public class AttributeCondition {
  final String attribute;

  /** Used by generated {@code <Record>Conditions}. */
  public AttributeCondition(String attribute) {
    this.attribute = attribute;
  }

  /** The stored item has the attribute ({@code attribute_exists}): the component is not null. */
  public Condition exists() {
    return new Condition.OnAttribute(attribute, List.of(), (name, values) -> "attribute_exists(" + name + ")");
  }

  /**
   * The stored item lacks the attribute ({@code attribute_not_exists}): the component is null, or
   * there is no item at all.
   */
  public Condition notExists() {
    return new Condition.OnAttribute(attribute, List.of(), (name, values) -> "attribute_not_exists(" + name + ")");
  }
}
