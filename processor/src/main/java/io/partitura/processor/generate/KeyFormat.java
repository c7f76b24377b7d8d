package io.partitura.processor.generate;

import io.partitura.processor.model.Names;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * The key separator and escape character, read at compile time from the runtime's {@code KeyCodec}
 * constants on the compilation's class path: the runtime owns the key format, and the files that
 * describe it quote the very characters the generated code will join keys with.
 */
record KeyFormat(char separator, char escape) {

  /** The format of the runtime being compiled against, or {@code null} when it is not on the class path. */
  static KeyFormat of(Elements elements) {
    TypeElement codec = elements.getTypeElement(Names.KEY_CODEC.canonicalName());
    if (codec == null) {
      return null;
    }
    Character separator = constant(codec, "SEPARATOR");
    Character escape = constant(codec, "ESCAPE");
    return separator == null || escape == null ? null : new KeyFormat(separator, escape);
  }

  private static Character constant(TypeElement type, String name) {
    for (Element member : type.getEnclosedElements()) {
      if (member instanceof VariableElement field && field.getSimpleName().contentEquals(name)
          && field.getConstantValue() instanceof Character value) {
        return value;
      }
    }
    return null;
  }

  /** {@code a}, the separator, {@code b}. */
  String join(String a, String b) {
    return a + separator + b;
  }
}
