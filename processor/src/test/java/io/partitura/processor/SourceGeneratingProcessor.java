package io.partitura.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * A stand-in for another annotation processor in the same build: when it first sees an element
 * annotated with the trigger annotation, it writes the given sources. Partitura must wait for them
 * instead of reporting them as missing.
 */
final class SourceGeneratingProcessor extends AbstractProcessor {
  private final String trigger;
  private final Map<String, String> sources;
  private boolean done;

  /**
   * @param trigger qualified name of the annotation that triggers generation
   * @param sources qualified class name to source text, written in one round
   */
  SourceGeneratingProcessor(String trigger, Map<String, String> sources) {
    this.trigger = trigger;
    this.sources = new LinkedHashMap<>(sources);
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(trigger);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (done || annotations.isEmpty()) {
      return false;
    }
    done = true;
    for (Map.Entry<String, String> source : sources.entrySet()) {
      try (Writer writer = processingEnv.getFiler().createSourceFile(source.getKey()).openWriter()) {
        writer.write(source.getValue());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return false;
  }
}
