package io.partitura.processor.parse;

import javax.lang.model.element.Element;

/**
 * A type the schema refers to does not exist yet: another processor may generate it in a later
 * round. The table that needs it is deferred to the next round instead of reported as an error.
 */
public final class UnresolvedTypeException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Element element;

  /**
   * @param typeName the missing type as written, or null when only javac knows it (an unresolved
   *     class literal in an annotation, which javac reports itself with its name and position)
   */
  public UnresolvedTypeException(String typeName, Element element) {
    super(typeName);
    this.element = element;
  }

  /** Whether javac reports this type as missing itself, so that a Partitura error would only repeat it. */
  public boolean reportedByJavac() {
    return getMessage() == null;
  }

  public Element element() {
    return element;
  }
}
