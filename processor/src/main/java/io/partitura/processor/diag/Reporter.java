package io.partitura.processor.diag;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.ExecutableElement;

/**
 * Reports diagnostics and remembers whether any error was reported, so a table with errors is
 * validated completely (every problem reported) and then skipped by the generators.
 */
public final class Reporter {
  private final Messager messager;
  /** javac's source trees, to place diagnostics on repeated annotations; null under other compilers. */
  private final Trees trees;
  private int errorCount;

  public Reporter(ProcessingEnvironment env) {
    this.messager = env.getMessager();
    Trees found;
    try {
      found = Trees.instance(env);
    } catch (IllegalArgumentException | LinkageError e) {
      found = null; // not javac (or wrapped by a build tool): repeated annotations are reported on their element
    }
    this.trees = found;
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
    } else if (suppressed(message, element)) {
      return;
    }
    String text = message.format(args);
    if (!reportOnRepeatedAnnotation(message, text, element, annotation, value)) {
      messager.printMessage(message.kind(), text, element, annotation, value);
    }
  }

  public int errorCount() {
    return errorCount;
  }

  /**
   * Whether {@code @SuppressWarnings} on {@code element} or an element enclosing it (its record,
   * the classes around that) names this warning or {@code partitura:all}, as javac scopes its own
   * suppressions. Diagnostics on a component are reported on the record's private field: javac
   * copies a component's {@code @SuppressWarnings} there (its target has no RECORD_COMPONENT), and
   * the component itself is checked as well in case a later JDK keeps it there.
   */
  private static boolean suppressed(Message message, Element element) {
    for (Element e = element; e != null && e.getKind() != ElementKind.PACKAGE && e.getKind() != ElementKind.MODULE;
        e = e.getEnclosingElement()) {
      if (suppresses(e, message) || suppresses(componentOf(e), message)) {
        return true;
      }
    }
    return false;
  }

  private static boolean suppresses(Element element, Message message) {
    SuppressWarnings annotation = element == null ? null : element.getAnnotation(SuppressWarnings.class);
    if (annotation == null) {
      return false;
    }
    for (String key : annotation.value()) {
      if (key.equals(message.suppressionKey()) || key.equals(Message.SUPPRESS_ALL)) {
        return true;
      }
    }
    return false;
  }

  /** The record component a record's private field stores, or null. */
  private static Element componentOf(Element element) {
    if (element.getKind() != ElementKind.FIELD || !(element.getEnclosingElement() instanceof TypeElement record)
        || record.getKind() != ElementKind.RECORD) {
      return null;
    }
    for (RecordComponentElement component : record.getRecordComponents()) {
      if (component.getSimpleName().equals(element.getSimpleName())) {
        return component;
      }
    }
    return null;
  }

  /**
   * javac cannot place a diagnostic on an annotation that was written several times: the mirror
   * sits in a container javac made up, which has no source position. Finds the annotation's own
   * tree (the n-th of its type on the element) and the value in it instead.
   */
  private boolean reportOnRepeatedAnnotation(
      Message message, String text, Element element, AnnotationMirror annotation, AnnotationValue value) {
    if (trees == null || annotation == null || element == null || element.getAnnotationMirrors().contains(annotation)) {
      return false;
    }
    int position = positionInContainer(element, annotation);
    TreePath path = position < 0 ? null : trees.getPath(element);
    if (path == null || !(path.getLeaf() instanceof ClassTree declaration)) {
      return false;
    }
    Element type = annotation.getAnnotationType().asElement();
    int seen = 0;
    for (AnnotationTree written : declaration.getModifiers().getAnnotations()) {
      TreePath writtenPath = new TreePath(path, written);
      if (!type.equals(trees.getElement(new TreePath(writtenPath, written.getAnnotationType())))) {
        continue;
      }
      if (seen++ == position) {
        trees.printMessage(message.kind(), text, valueTree(written, annotation, value), path.getCompilationUnit());
        return true;
      }
    }
    return false;
  }

  /** Where {@code annotation} is among the values of a container annotation of {@code element}, or -1. */
  private static int positionInContainer(Element element, AnnotationMirror annotation) {
    for (AnnotationMirror container : element.getAnnotationMirrors()) {
      for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : container.getElementValues().entrySet()) {
        if (entry.getValue().getValue() instanceof List<?> values) {
          for (int i = 0; i < values.size(); i++) {
            if (values.get(i) instanceof AnnotationValue nested && nested.getValue() == annotation) {
              return i;
            }
          }
        }
      }
    }
    return -1;
  }

  /** The {@code member = value} argument holding {@code value}, or the whole annotation. */
  private static Tree valueTree(AnnotationTree written, AnnotationMirror annotation, AnnotationValue value) {
    if (value == null) {
      return written;
    }
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : annotation.getElementValues().entrySet()) {
      if (entry.getValue() != value) {
        continue;
      }
      String member = entry.getKey().getSimpleName().toString();
      for (ExpressionTree argument : written.getArguments()) {
        if (argument instanceof AssignmentTree assignment && assignment.getVariable() instanceof IdentifierTree name
            && name.getName().contentEquals(member)) {
          return assignment.getExpression();
        }
      }
    }
    return written;
  }
}
