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
    // Found with indexOf and copied in runs, not split into lines or matched with a regular expression: this runs
    // over every generated file, and the processor's own time is part of the compile cost users pay (issue 22).
    StringBuilder out = null;
    int copied = 0;
    int from = 0;
    int opening;
    while ((opening = source.indexOf("/**\n", from)) >= 0) {
      from = opening + 1;
      int lineStart = source.lastIndexOf('\n', opening - 1) + 1;
      int indent = opening - lineStart;
      int textStart = opening + 4;
      int textEnd = source.indexOf('\n', textStart);
      if (!spaces(source, lineStart, opening) || textEnd < 0 || !indentedBy(source, textStart, indent, " * ")) {
        continue;
      }
      int closingStart = textEnd + 1;
      int closingEnd = source.indexOf('\n', closingStart);
      if (closingEnd < 0) {
        closingEnd = source.length();
      }
      if (closingEnd - closingStart != indent + 3 || !indentedBy(source, closingStart, indent, " */")) {
        continue;
      }
      if (out == null) {
        out = new StringBuilder(source.length());
      }
      out.append(source, copied, opening).append("/** ").append(source, textStart + indent + 3, textEnd).append(" */");
      copied = closingEnd; // the closing line's newline, if any, is copied with what follows
      from = closingEnd;
    }
    return out == null ? source : out.append(source, copied, source.length()).toString();
  }

  /** Whether the line at {@code lineStart} is {@code indent} spaces, then {@code marker}, then anything. */
  private static boolean indentedBy(String source, int lineStart, int indent, String marker) {
    return spaces(source, lineStart, lineStart + indent) && source.startsWith(marker, lineStart + indent);
  }

  /** Whether {@code source} has only spaces from {@code start} to {@code end}. */
  private static boolean spaces(String source, int start, int end) {
    for (int i = start; i < end; i++) {
      if (source.charAt(i) != ' ') {
        return false;
      }
    }
    return true;
  }
}
