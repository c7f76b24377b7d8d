package io.partitura.processor.diag;

import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;

/**
 * Which annotation value a diagnostic points at. Here, not in {@code parse}, because the parser and
 * the validator both report on values as written.
 */
public final class AnnotationValues {
  private AnnotationValues() {}

  /** The explicitly written value of {@code member}, for pointing diagnostics at it; may be null. */
  public static AnnotationValue explicitValue(AnnotationMirror mirror, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : mirror.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(member)) {
        return entry.getValue();
      }
    }
    return null;
  }
}
