package io.partitura.processor.generate;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeSpec;
import java.io.IOException;
import java.io.Writer;
import java.util.regex.Pattern;
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

  /** JavaPoet's three-line javadoc block of one text line, at one indentation. */
  private static final Pattern ONE_LINE_JAVADOC =
      Pattern.compile("^([ ]*)/\\*\\*\n\\1 \\* ([^\n]*)\n\\1 \\*/$", Pattern.MULTILINE);

  /**
   * A nested {@code final class} holding only {@code private final} fields, as {@link #recordPlaceholder} builds it:
   * JavaPoet 1.13 cannot write records, so the file is rendered with these placeholders and each becomes the record
   * of those fields (their types already imported by JavaPoet).
   */
  private static final Pattern RECORD_PLACEHOLDER = Pattern.compile(
      "(?m)^([ ]*)final class (\\w+) implements ([\\w.<>]+) \\{\n((?:\\1[ ]+private final [^;=\n]+;\n\n?)+)\\1\\}$");

  private static final Pattern PLACEHOLDER_FIELD = Pattern.compile("private final ([^;=\\n]+) (\\w+);");

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
    return joinOneLineJavadocs(records(
        JavaFile.builder(packageName, type).skipJavaLangImports(true).indent("    ").build().toString()));
  }

  /**
   * A nested type of an interface that {@link #render} writes as {@code record name(components) implements
   * superinterface {}}: each component a field here, in order.
   */
  static TypeSpec.Builder recordPlaceholder(String name, com.squareup.javapoet.TypeName superinterface) {
    return TypeSpec.classBuilder(name)
        .addModifiers(javax.lang.model.element.Modifier.PUBLIC, javax.lang.model.element.Modifier.STATIC,
            javax.lang.model.element.Modifier.FINAL)
        .addSuperinterface(superinterface);
  }

  /** Each {@link #recordPlaceholder} in {@code source} written as the record it stands for. */
  static String records(String source) {
    java.util.regex.Matcher placeholder = RECORD_PLACEHOLDER.matcher(source);
    StringBuilder out = new StringBuilder();
    while (placeholder.find()) {
      java.util.regex.Matcher field = PLACEHOLDER_FIELD.matcher(placeholder.group(4));
      java.util.List<String> components = new java.util.ArrayList<>();
      while (field.find()) {
        components.add(field.group(1) + " " + field.group(2));
      }
      placeholder.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(placeholder.group(1) + "record "
          + placeholder.group(2) + "(" + String.join(", ", components) + ") implements " + placeholder.group(3)
          + " {\n" + placeholder.group(1) + "}"));
    }
    placeholder.appendTail(out);
    return out.toString();
  }

  /**
   * Writes each javadoc block of one text line ({@code /**}, {@code  * text}, {@code  *}{@code /} at one
   * indentation) as {@code /** text *}{@code /}; the rest is copied as it is.
   */
  static String joinOneLineJavadocs(CharSequence source) {
    return ONE_LINE_JAVADOC.matcher(source).replaceAll("$1/** $2 */");
  }
}
