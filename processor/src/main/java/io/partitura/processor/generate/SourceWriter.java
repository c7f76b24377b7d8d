package io.partitura.processor.generate;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeSpec;
import java.io.IOException;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;

/**
 * The one place that writes generated sources: every file gets {@code @Generated} (without a date,
 * so output is deterministic) and its originating elements, for incremental builds.
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
    JavaFile.builder(packageName, type.build())
        .skipJavaLangImports(true)
        .indent("    ")
        .build()
        .writeTo(filer);
  }

  /** The file's text, as {@link #write} would write it: for golden tests and reviews. */
  static String render(String packageName, TypeSpec type) {
    return JavaFile.builder(packageName, type).skipJavaLangImports(true).indent("    ").build().toString();
  }
}
