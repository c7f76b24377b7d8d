package io.partitura.runtime.exceptions;

/**
 * A write would give a {@code @Unique} component a value another item of the entity already holds.
 * The whole transaction was cancelled: nothing was written, neither the item nor any uniqueness item.
 */
public final class UniqueValueTakenException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final String operation;
  private final String entityType;
  private final String component;
  private final String value;

  public UniqueValueTakenException(String operation, String entityType, String component, String value,
      Throwable cause) {
    super(operation + ": " + entityType + "." + component + " \"" + value + "\" is already taken by another "
        + entityType + "; nothing was written. Choose another value, or find its owner with findBy"
        + Character.toUpperCase(component.charAt(0)) + component.substring(1) + "(...).", cause);
    this.operation = operation;
    this.entityType = entityType;
    this.component = component;
    this.value = value;
  }

  public String operation() {
    return operation;
  }

  /** The entity's type, as stored in the table's type attribute. */
  public String entityType() {
    return entityType;
  }

  /** The {@code @Unique} component. */
  public String component() {
    return component;
  }

  /** The value that is taken, as given. */
  public String value() {
    return value;
  }
}
