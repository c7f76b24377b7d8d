package io.partitura.processor.parse;

import javax.lang.model.element.Element;

/**
 * A type the schema refers to does not exist yet: another processor may generate it in a later
 * round. The table that needs it is deferred to the next round instead of reported as an error.
 */
public final class UnresolvedTypeException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Element element;

  public UnresolvedTypeException(String typeName, Element element) {
    super(typeName);
    this.element = element;
  }

  public Element element() {
    return element;
  }
}
