package io.partitura.processor.parse;

import io.partitura.processor.diag.AnnotationValues;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/** Reads annotation values through mirrors, so Class-valued members work before classes exist. */
public final class Annotations {
  private final Elements elements;

  Annotations(Elements elements) {
    this.elements = elements;
  }

  static AnnotationMirror find(Element element, String annotationName) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(annotationName)) {
        return mirror;
      }
    }
    return null;
  }

  AnnotationValue value(AnnotationMirror mirror, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
        : elements.getElementValuesWithDefaults(mirror).entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(member)) {
        return entry.getValue();
      }
    }
    throw new IllegalArgumentException("No member " + member + " on " + mirror);
  }

  String string(AnnotationMirror mirror, String member) {
    return (String) value(mirror, member).getValue();
  }

  int integer(AnnotationMirror mirror, String member) {
    return (Integer) value(mirror, member).getValue();
  }

  long longValue(AnnotationMirror mirror, String member) {
    return (Long) value(mirror, member).getValue();
  }

  /** An enum constant's name. */
  String enumName(AnnotationMirror mirror, String member) {
    return ((Element) value(mirror, member).getValue()).getSimpleName().toString();
  }

  TypeMirror type(AnnotationMirror mirror, String member) {
    Object value = value(mirror, member).getValue();
    return value instanceof TypeMirror t ? t : null;
  }

  /**
   * A Class-valued member as written in the source ({@code Missing.class}), even when it does not
   * resolve; null when javac no longer knows the name (it then reports the missing class itself).
   */
  String classText(AnnotationMirror mirror, String member) {
    TypeMirror type = type(mirror, member);
    if (type != null && type.getKind() != javax.lang.model.type.TypeKind.ERROR) {
      return type.toString();
    }
    AnnotationValue written = AnnotationValues.explicitValue(mirror, member);
    String text = written == null ? String.valueOf(type) : written.toString();
    if (text.contains("<error>") || text.equals("null")) {
      return null;
    }
    return text.endsWith(".class") ? text.substring(0, text.length() - ".class".length()) : text;
  }

  TypeElement typeElement(AnnotationMirror mirror, String member) {
    TypeMirror type = type(mirror, member);
    return type instanceof DeclaredType declared ? (TypeElement) declared.asElement() : null;
  }

  @SuppressWarnings("unchecked")
  List<String> strings(AnnotationMirror mirror, String member) {
    List<? extends AnnotationValue> values = (List<? extends AnnotationValue>) value(mirror, member).getValue();
    return values.stream().map(v -> (String) v.getValue()).toList();
  }
}
