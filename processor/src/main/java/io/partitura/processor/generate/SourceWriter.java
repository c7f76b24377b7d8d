package io.partitura.processor.generate;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
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
    String name = packageName.isEmpty() ? spec.name() : packageName + "." + spec.name();
    JavaFileObject file = filer.createSourceFile(name, originatingElements);
    try (Writer writer = file.openWriter()) {
      writer.write(render(packageName, spec));
    }
  }

  /** The file's text, as {@link #write} writes it: for golden tests and reviews. */
  static String render(String packageName, TypeSpec type) {
    return joinOneLineJavadocs(
        JavaFile.builder(packageName, type).skipJavaLangImports(true).indent("    ").build().toString());
  }

  /**
   * Writes each javadoc block of one text line ({@code /**}, {@code  * text}, {@code  *}{@code /} at one
   * indentation) as {@code /** text *}{@code /}; the rest is copied as it is.
   */
  static String joinOneLineJavadocs(String source) {
    // One pass over the lines, not a regular expression: this runs over every generated line, and the processor's
    // own time is part of the compile cost users pay (issue 22).
    String[] lines = source.split("\n", -1);
    StringBuilder out = new StringBuilder(source.length());
    int i = 0;
    while (i < lines.length) {
      String opening = lines[i];
      int indent = leadingSpaces(opening);
      if (i + 2 < lines.length && opening.length() == indent + 3 && opening.startsWith("/**", indent)) {
        String text = lines[i + 1];
        String closing = lines[i + 2];
        if (indentedBy(text, indent, " * ") && closing.length() == indent + 3 && indentedBy(closing, indent, " */")) {
          out.append(opening, 0, indent).append("/** ").append(text, indent + 3, text.length()).append(" */");
          i += 3;
          if (i < lines.length) {
            out.append('\n');
          }
          continue;
        }
      }
      out.append(opening);
      i++;
      if (i < lines.length) {
        out.append('\n');
      }
    }
    return out.toString();
  }

  /** Whether {@code line} is {@code indent} spaces, then {@code marker}, then anything. */
  private static boolean indentedBy(String line, int indent, String marker) {
    return line.startsWith(marker, indent) && leadingSpaces(line) >= indent;
  }

  private static int leadingSpaces(String line) {
    int n = 0;
    while (n < line.length() && line.charAt(n) == ' ') {
      n++;
    }
    return n;
  }
}
