package io.partitura.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.format.KeyFormat;
import io.partitura.runtime.keys.UniqueKeys;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The prefix of uniqueness items is part of the key format: {@code KeyFormat} owns it, and neither the
 * processor (which reserves it and writes it in the access patterns) nor the runtime (which writes the
 * items) keeps a copy of its own.
 */
class UniquePrefixOwnerTest {

  @Test
  void onlyKeyFormatSpellsTheUniquenessPrefix() throws IOException {
    Path module = Path.of(System.getProperty("basedir", "."));
    List<String> copies = new ArrayList<>();
    for (Path root : List.of(module.resolve("src/main/java"), module.resolveSibling("runtime").resolve("src/main/java"))) {
      try (Stream<Path> files = Files.walk(root)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
          if (Files.readString(file).contains("\"" + KeyFormat.UNIQUE_PREFIX + "\"")) {
            copies.add(root.relativize(file).toString());
          }
        }
      }
    }
    assertEquals(List.of(), copies, "sources that keep their own copy of the uniqueness prefix");
    assertEquals(KeyFormat.UNIQUE_PREFIX, UniqueKeys.PREFIX);
  }
}
