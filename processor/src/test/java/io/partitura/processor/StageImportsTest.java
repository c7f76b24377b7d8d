package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the processor's stages in order, as Dagger's build rules keep its packages: each package of
 * {@code io.partitura.processor} may use only the packages {@link #ALLOWED} lists for it. It reads the
 * sources, so an import, a fully qualified name and a javadoc link all count; string literals do not
 * (generated code may spell any name).
 */
class StageImportsTest {

  /** The root package: {@code PartituraProcessor}, which runs the stages and is used by none of them. */
  private static final String ROOT = "(root)";

  /** Which packages each package may use; its own is always allowed. The one table of allowed edges. */
  private static final Map<String, Set<String>> ALLOWED = Map.of(
      "model", Set.of(),
      "diag", Set.of(),
      "parse", Set.of("model", "diag"),
      "validate", Set.of("model", "diag"),
      "generate", Set.of("model", "diag"),
      // The lock compares the schema files generate writes, so it reads them with generate's writers.
      "lock", Set.of("model", "diag", "generate"),
      ROOT, Set.of("model", "diag", "parse", "validate", "generate", "lock"));

  private static final Pattern REFERENCE = Pattern.compile("\\bio\\.partitura\\.processor\\.(\\w+)");
  private static final Pattern STRING_LITERAL = Pattern.compile("\"(?:\\\\.|[^\"\\\\\n])*\"|'(?:\\\\u\\p{XDigit}{4}|\\\\.|[^'\\\\\n])'");

  @Test
  void packagesUseOnlyTheStagesTheTableAllows() throws IOException {
    List<String> violations = new ArrayList<>();
    for (Path file : sources()) {
      String from = packageOf(file);
      Set<String> allowed = ALLOWED.get(from);
      String code = STRING_LITERAL.matcher(Files.readString(file, StandardCharsets.UTF_8)).replaceAll("\"\"");
      for (String line : code.split("\n")) {
        if (line.startsWith("package ")) {
          continue;
        }
        Matcher reference = REFERENCE.matcher(line);
        while (reference.find()) {
          String first = reference.group(1);
          String to = Character.isUpperCase(first.charAt(0)) ? ROOT : first;
          if (!to.equals(from) && (allowed == null || !allowed.contains(to))) {
            violations.add(root().relativize(file) + " (" + from + ") uses " + to + ": " + line.strip());
          }
        }
      }
    }
    assertWithMessage("references to stages the table in StageImportsTest does not allow").that(violations).isEmpty();
  }

  @Test
  void everyPackageIsInTheTable() throws IOException {
    Set<String> packages = new TreeSet<>();
    for (Path file : sources()) {
      packages.add(packageOf(file));
    }
    // The scan finds the stages at all, so that an empty source tree cannot pass the test above.
    assertThat(packages).containsAtLeast("model", "diag", "parse", "validate", "generate", ROOT);
    assertThat(ALLOWED.keySet()).containsAtLeastElementsIn(packages);
  }

  private static String packageOf(Path file) {
    Path relative = root().relativize(file.getParent());
    return relative.toString().isEmpty() ? ROOT : relative.getName(0).toString();
  }

  private static List<Path> sources() throws IOException {
    try (Stream<Path> files = Files.walk(root())) {
      return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    }
  }

  /** {@code <module>/src/main/java/io/partitura/processor}, whether the tests run from the module or the root. */
  private static Path root() {
    return GoldenFilesTest.goldenDir().getParent().getParent().getParent()
        .resolve("main/java/io/partitura/processor");
  }
}
