package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import io.partitura.processor.model.Naming;
import io.partitura.runtime.repository.EntityRepository;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.repository.VersionedRepository;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Generated repositories inherit what is the same for every entity from the runtime's repository base
 * ({@code io.partitura.runtime.repository}): none declares a method the base has, and the base's helpers are reserved
 * names, so that a query named like one is refused at compile time instead of hiding it.
 */
class RepositoryBaseTest {
  private static final List<Class<?>> BASES =
      List.of(EntityRepository.class, UnversionedRepository.class, VersionedRepository.class);
  private static final Pattern PUBLIC_METHOD = Pattern.compile("public (?:[\\w.<>, ?]+) (\\w+)\\(([^)]*)\\)");

  @Test
  void theBasesHelpersAreTheReservedOnes() {
    Set<String> helpers = new TreeSet<>();
    Set<String> publicMethods = new TreeSet<>();
    for (Class<?> base : BASES) {
      for (Method method : base.getDeclaredMethods()) {
        if (method.isSynthetic()) {
          continue;
        }
        if (Modifier.isProtected(method.getModifiers())) {
          helpers.add(method.getName());
        } else if (Modifier.isPublic(method.getModifiers())) {
          publicMethods.add(method.getName());
        }
      }
    }

    assertThat(new TreeSet<>(Naming.REPOSITORY_BASE_HELPERS)).isEqualTo(helpers);
    assertThat(Naming.REPOSITORY_METHODS).containsAtLeastElementsIn(helpers);
    assertThat(Naming.REPOSITORY_METHODS).containsAtLeastElementsIn(publicMethods);
  }

  @Test
  void noGeneratedRepositoryRedeclaresAMethodOfTheBase() throws IOException {
    Set<String> inherited = new TreeSet<>();
    for (Class<?> base : BASES) {
      for (Method method : base.getDeclaredMethods()) {
        if (Modifier.isPublic(method.getModifiers()) && !method.isSynthetic()) {
          inherited.add(method.getName());
        }
      }
    }
    List<Path> repositories;
    try (Stream<Path> files = Files.walk(GoldenFilesTest.goldenDir())) {
      repositories = files.filter(path -> path.getFileName().toString().endsWith("Repository.java")).sorted().toList();
    }
    assertThat(repositories).isNotEmpty();
    List<String> redeclared = new ArrayList<>();
    for (Path repository : repositories) {
      String name = repository.getFileName().toString();
      String record = name.substring(name.lastIndexOf('.', name.length() - ".java".length() - 1) + 1,
          name.length() - "Repository.java".length());
      String source = Files.readString(repository).replaceAll("\\s+", " ");
      Matcher method = PUBLIC_METHOD.matcher(source);
      while (method.find()) {
        // The base's public methods take the record, then maybe a when condition: nothing else.
        String parameters = method.group(2).replaceAll("<[^>]*>", "").trim();
        boolean recordOnly = parameters.matches(record + " \\w+");
        boolean recordAndWhen = parameters.matches(record + " \\w+, Function \\w+");
        if (inherited.contains(method.group(1)) && (recordOnly || recordAndWhen)) {
          redeclared.add(name + ": " + method.group(1) + "(" + method.group(2) + ")");
        }
      }
    }
    assertWithMessage("methods the runtime's repository base already has").that(redeclared).isEmpty();
  }
}
