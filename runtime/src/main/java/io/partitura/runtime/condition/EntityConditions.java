package io.partitura.runtime.condition;

import java.util.Objects;

/**
 * What every generated {@code <Record>Conditions} has: conditions on the stored item as a whole.
 * The generated class adds one typed method per component ({@code c.status().is(PAID)}).
 */
public abstract class EntityConditions {
  private final String partitionKeyAttribute;

  /** Conditions on items of a table whose partition key attribute is {@code partitionKeyAttribute}. */
  protected EntityConditions(String partitionKeyAttribute) {
    this.partitionKeyAttribute = Objects.requireNonNull(partitionKeyAttribute, "partitionKeyAttribute");
  }

  /**
   * There is a stored item at the key written ({@code attribute_exists} on the table's partition key
   * attribute, which every item has).
   */
  public final Condition exists() {
    return Condition.itemExists(partitionKeyAttribute);
  }

  /**
   * There is no stored item at the key written ({@code attribute_not_exists} on the table's partition
   * key attribute).
   */
  public final Condition notExists() {
    return Condition.itemNotExists(partitionKeyAttribute);
  }
}
