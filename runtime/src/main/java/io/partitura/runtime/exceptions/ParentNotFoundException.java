package io.partitura.runtime.exceptions;

/**
 * A {@code createUnder} found no parent item at the key its child names: the transaction's condition
 * check on the parent failed, so the child was not written either. Create the parent first, or check
 * the child's parent key.
 */
public final class ParentNotFoundException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final String operation;
  private final String parentKey;
  private final String childKey;

  public ParentNotFoundException(String operation, String parentKey, String childKey, Throwable cause) {
    super(operation + ": no parent item exists at " + parentKey + " for the child at " + childKey
        + "; nothing was written. Create the parent first, or check the child's parent key.", cause);
    this.operation = operation;
    this.parentKey = parentKey;
    this.childKey = childKey;
  }

  public String operation() {
    return operation;
  }

  /** The parent's primary key, rendered as {@code PK=…, SK=…}. */
  public String parentKey() {
    return parentKey;
  }

  /** The child's primary key, rendered as {@code PK=…, SK=…}. */
  public String childKey() {
    return childKey;
  }
}
