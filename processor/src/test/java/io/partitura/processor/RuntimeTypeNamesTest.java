package io.partitura.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import com.palantir.javapoet.ClassName;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The processor names runtime types by string (it does not depend on the runtime), so a renamed or moved runtime
 * class would break no processor compile, only the code it generates. This test loads, from the runtime on the test
 * class path, every runtime or annotation type that a static {@code ClassName} constant of a processor class names.
 */
class RuntimeTypeNamesTest {

  @Test
  void everyRuntimeTypeTheProcessorNamesExists() throws Exception {
    List<String> checked = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    for (Class<?> type : processorClasses()) {
      for (Field field : type.getDeclaredFields()) {
        if (!Modifier.isStatic(field.getModifiers()) || field.getType() != ClassName.class) {
          continue;
        }
        field.setAccessible(true);
        ClassName name = (ClassName) field.get(null);
        if (name == null || !name.packageName().startsWith("io.partitura.")) {
          continue;
        }
        checked.add(type.getSimpleName() + "." + field.getName());
        try {
          Class.forName(name.reflectionName(), false, getClass().getClassLoader());
        } catch (ClassNotFoundException e) {
          missing.add(type.getSimpleName() + "." + field.getName() + " = " + name.reflectionName());
        }
      }
    }
    assertWithMessage("runtime types the processor names that do not exist").that(missing).isEmpty();
    // The scan must really see the constants (Names alone holds more than twenty).
    assertWithMessage("constants checked").that(checked.size()).isAtLeast(30);
  }

  /** One list of runtime type names: a writer that spells one itself escapes the check above's single place to look. */
  @Test
  void onlyNamesSpellsARuntimePackage() throws IOException {
    Path root = Path.of(System.getProperty("basedir", "."), "src/main/java");
    List<String> spelled = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root.resolve("io/partitura/processor"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java") && !f.endsWith("model/Names.java")).toList()) {
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
          if (lines.get(i).contains("\"io.partitura.runtime")) {
            spelled.add(root.relativize(file) + ":" + (i + 1));
          }
        }
      }
    }
    assertWithMessage("runtime packages spelled outside model/Names.java").that(spelled).isEmpty();
  }

  private static List<Class<?>> processorClasses() throws IOException, ClassNotFoundException {
    Path root = Path.of(System.getProperty("basedir", "."), "src/main/java");
    List<Class<?>> classes = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root.resolve("io/partitura/processor"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        String name = root.relativize(file).toString().replace('/', '.').replaceAll("\\.java$", "");
        classes.add(Class.forName(name, false, RuntimeTypeNamesTest.class.getClassLoader()));
      }
    }
    return classes;
  }
}
