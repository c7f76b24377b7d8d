package io.partitura.runtime.exceptions;

/**
 * A write that cannot keep {@code @Unique} values unique was given a record of an entity that has
 * some: a batch write ({@code putAll}, {@code deleteAll}: BatchWriteItem takes no condition and no
 * second item in the same transaction) or a put or update through the Enhanced Client's
 * {@code TableSchema}. It is refused before any request; nothing was written. Write such records one
 * by one through their repository, whose writes move the uniqueness items with the item.
 */
public final class UniqueValuesBypassedException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final transient Object record;

  /**
   * @param operation the write refused, such as {@code putAll}
   * @param record the first record met whose entity has {@code @Unique} components
   * @param instead the call to use instead, such as {@code customers().put(customer)}
   */
  public UniqueValuesBypassedException(String operation, Object record, String instead) {
    super(operation + ": " + record.getClass().getSimpleName() + " has @Unique components, and " + operation
        + " cannot write their uniqueness items in the same transaction; nothing was written. Use " + instead
        + " for each such record instead: " + record);
    this.record = record;
  }

  /** The record that was refused. */
  public Object record() {
    return record;
  }
}
