package io.partitura.processor.parse;

import io.partitura.processor.model.ComponentModel;
import java.util.Locale;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/** How the parsers name what they report on: {@code Record.component}, an element's kind. */
final class ParseText {
  private ParseText() {}

  static String describe(TypeElement record, String component) {
    return record.getSimpleName() + "." + component;
  }

  static String describe(TypeElement record, ComponentModel component) {
    return describe(record, component.name());
  }

  static String decapitalize(String name) {
    return Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }

  static String kindName(Element element) {
    return element.getKind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }
}
