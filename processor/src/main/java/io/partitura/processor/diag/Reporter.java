package io.partitura.processor.diag;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Reports diagnostics and remembers whether any error was reported, so a table with errors is
 * validated completely (every problem reported) and then skipped by the generators.
 */
public final class Reporter {
  private final Messager messager;
  private int errorCount;

  public Reporter(Messager messager) {
    this.messager = messager;
  }

  public void report(Message message, Element element, Object... args) {
    report(message, element, null, null, args);
  }

  public void report(Message message, Element element, AnnotationMirror annotation, Object... args) {
    report(message, element, annotation, null, args);
  }

  public void report(
      Message message, Element element, AnnotationMirror annotation, AnnotationValue value, Object... args) {
    if (message.kind() == javax.tools.Diagnostic.Kind.ERROR) {
      errorCount++;
    }
    messager.printMessage(message.kind(), message.format(args), element, annotation, value);
  }

  public int errorCount() {
    return errorCount;
  }
}
