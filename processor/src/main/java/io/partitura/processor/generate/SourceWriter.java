package io.partitura.processor.generate;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeSpec;
import java.io.IOException;
import java.io.Writer;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.JavaFileObject;

/**
 * The one place that writes generated sources: every file gets {@code @Generated} (without a date,
 * so output is deterministic) and its originating elements, for incremental builds; a javadoc of one
 * line is written on one line ({@code /** Deletes the item. *}{@code /}), as careful hand-written code
 * would, where JavaPoet always spends three.
 */
public final class SourceWriter {
  static final String PROCESSOR = "io.partitura.processor.PartituraProcessor";
  private static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");

  private final Filer filer;

  public SourceWriter(Filer filer) {
    this.filer = filer;
  }

  static AnnotationSpec generatedAnnotation() {
    return AnnotationSpec.builder(GENERATED).addMember("value", "$S", PROCESSOR).build();
  }

  /** Adds {@code @Generated} and the originating elements, then writes the file. */
  public void write(String packageName, TypeSpec.Builder type, Element... originatingElements) throws IOException {
    type.addAnnotation(generatedAnnotation());
    for (Element element : originatingElements) {
      type.addOriginatingElement(element);
    }
    TypeSpec spec = type.build();
    String name = packageName.isEmpty() ? spec.name : packageName + "." + spec.name;
    JavaFileObject file = filer.createSourceFile(name, originatingElements);
    try (Writer writer = file.openWriter()) {
      writer.write(render(packageName, spec));
    }
  }

  /** The file's text, as {@link #write} writes it: for golden tests and reviews. */
  static String render(String packageName, TypeSpec type) {
    StringBuilder source = new StringBuilder(16_384);
    try {
      JavaFile.builder(packageName, type).skipJavaLangImports(true).indent("    ").build().writeTo(source);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e); // a StringBuilder does not throw
    }
    return joinOneLineJavadocs(source);
  }

  /**
   * Writes each javadoc block of one text line ({@code /**}, {@code  * text}, {@code  *}{@code /} at one
   * indentation) as {@code /** text *}{@code /}; the rest is copied as it is. One pass over the lines:
   * this runs over every generated file, where a multi-line regular expression with a back reference
   * cost a match attempt at every line start and a second copy of the text.
   */
  static String joinOneLineJavadocs(CharSequence source) {
    int length = source.length();
    StringBuilder out = new StringBuilder(length);
    int line = 0;
    while (line < length) {
      int end = lineEnd(source, line);
      int indent = spaces(source, line, end);
      if (end - line == indent + 3 && startsWith(source, line + indent, "/**") && end < length) {
        int second = end + 1;
        int secondEnd = lineEnd(source, second);
        if (secondEnd < length && sameIndent(source, second, indent)
            && startsWith(source, second + indent, " * ") && secondEnd - second >= indent + 3) {
          int third = secondEnd + 1;
          int thirdEnd = lineEnd(source, third);
          if (thirdEnd - third == indent + 3 && sameIndent(source, third, indent)
              && startsWith(source, third + indent, " */")) {
            out.append(source, line, line + indent).append("/** ")
                .append(source, second + indent + 3, secondEnd).append(" */");
            line = thirdEnd;
            continue;
          }
        }
      }
      out.append(source, line, Math.min(end + 1, length));
      line = end + 1;
    }
    return out.toString();
  }

  /** The index of the {@code '\n'} ending the line that starts at {@code start}, or the text's length. */
  private static int lineEnd(CharSequence source, int start) {
    int length = source.length();
    int at = start;
    while (at < length && source.charAt(at) != '\n') {
      at++;
    }
    return at;
  }

  private static int spaces(CharSequence source, int start, int end) {
    int at = start;
    while (at < end && source.charAt(at) == ' ') {
      at++;
    }
    return at - start;
  }

  /** Whether the line at {@code start} begins with {@code indent} spaces. */
  private static boolean sameIndent(CharSequence source, int start, int indent) {
    for (int i = 0; i < indent; i++) {
      if (start + i >= source.length() || source.charAt(start + i) != ' ') {
        return false;
      }
    }
    return true;
  }

  private static boolean startsWith(CharSequence source, int at, String prefix) {
    if (at + prefix.length() > source.length()) {
      return false;
    }
    for (int i = 0; i < prefix.length(); i++) {
      if (source.charAt(at + i) != prefix.charAt(i)) {
        return false;
      }
    }
    return true;
  }
}
