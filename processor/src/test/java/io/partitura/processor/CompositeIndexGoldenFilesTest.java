package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.ProcessorSuccessTest.generatedNames;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A golden case of its own, in {@code goldens-cases/composite-index/}: a model with composite index
 * keys (a global index on one component ordered by two, a sharded global index on two components, a
 * local index on two), compared file by file, generated sources and schema files alike. Update it like
 * {@link GoldenFilesTest}: {@code PARTITURA_UPDATE_GOLDENS=1 mvn -pl processor test -Dtest=CompositeIndexGoldenFilesTest}.
 */
class CompositeIndexGoldenFilesTest {
  private static final List<JavaFileObject> MODEL = List.of(
      source("example.catalog.Catalog",
          "package example.catalog;",
          "",
          "import io.partitura.annotations.Table;",
          "",
          "@Table(name = \"catalog\")",
          "public interface Catalog {}"),
      source("example.catalog.Tenant",
          "package example.catalog;",
          "",
          "import io.partitura.annotations.Key;",
          "import io.partitura.annotations.Parent;",
          "",
          "@Parent(table = Catalog.class, prefix = \"TEN\")",
          "public record Tenant(@Key String tenantId, String name) {}"),
      source("example.catalog.Project",
          "package example.catalog;",
          "",
          "import io.partitura.annotations.ChildOf;",
          "import io.partitura.annotations.GlobalIndex;",
          "import io.partitura.annotations.Key;",
          "import io.partitura.annotations.LocalIndex;",
          "import java.time.Instant;",
          "",
          "@ChildOf(parent = Tenant.class, prefix = \"PRJ\")",
          "@GlobalIndex(name = \"GSI2\", partitionKey = {\"status\"}, sortKey = {\"createdAt\", \"projectId\"})",
          "@GlobalIndex(name = \"GSI3\", partitionKey = {\"region\", \"status\"}, sortKey = {\"priority\", \"createdAt\"},",
          "    shards = 3)",
          "@LocalIndex(name = \"LSI1\", sortKey = {\"status\", \"createdAt\"}, query = \"inTenantByStatus\")",
          "public record Project(String tenantId, @Key String projectId, String name, String status, Instant createdAt,",
          "    String region, int priority) {}"));

  private static final String SCHEMA_FILES = "META-INF/partitura";
  private static Compilation compilation;

  @BeforeAll
  static void compileModel() throws IOException {
    compilation = compile(MODEL.toArray(new JavaFileObject[0]));
    assertThat(compilation).succeeded();
    if ("1".equals(System.getenv("PARTITURA_UPDATE_GOLDENS"))) {
      writeGoldens();
    }
  }

  /** {@code goldens-cases/composite-index}, beside the seeds' {@code goldens}. */
  private static Path caseDir() {
    return GoldenFilesTest.goldenDir().resolveSibling("goldens-cases").resolve("composite-index");
  }

  private static void writeGoldens() throws IOException {
    Path dir = caseDir();
    if (Files.isDirectory(dir)) {
      try (Stream<Path> old = Files.walk(dir)) {
        for (Path stale : old.filter(Files::isRegularFile).collect(Collectors.toList())) {
          Files.delete(stale);
        }
      }
    }
    Files.createDirectories(dir);
    for (String name : generatedNames(compilation)) {
      Files.writeString(dir.resolve(name + ".java"), compilation.generatedSourceFile(name).orElseThrow()
          .getCharContent(true), StandardCharsets.UTF_8);
    }
    for (String name : GoldenFilesTest.generatedResourceNames(compilation)) {
      Path target = dir.resolve(name);
      Files.createDirectories(target.getParent());
      Files.writeString(target, resource(name), StandardCharsets.UTF_8);
    }
  }

  private static String resource(String name) {
    try {
      return compilation.generatedFile(StandardLocation.CLASS_OUTPUT, name).orElseThrow().getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> goldenFiles() throws IOException {
    try (Stream<Path> files = Files.walk(caseDir())) {
      return files.filter(Files::isRegularFile).map(p -> caseDir().relativize(p).toString().replace('\\', '/')).sorted()
          .collect(Collectors.toList());
    }
  }

  @Test
  void generatesExactlyTheGoldenFiles() throws IOException {
    List<String> generated = new java.util.ArrayList<>();
    generatedNames(compilation).forEach(name -> generated.add(name + ".java"));
    generated.addAll(GoldenFilesTest.generatedResourceNames(compilation));
    assertThat(generated).containsExactlyElementsIn(goldenFiles());
  }

  @TestFactory
  Stream<DynamicTest> fileEqualsGolden() throws IOException {
    return goldenFiles().stream().map(name -> DynamicTest.dynamicTest(name, () -> {
      String golden = Files.readString(caseDir().resolve(name), StandardCharsets.UTF_8);
      String generated = name.startsWith(SCHEMA_FILES) ? resource(name)
          : compilation.generatedSourceFile(name.substring(0, name.length() - ".java".length())).orElseThrow()
              .getCharContent(true).toString();
      assertThat(generated).isEqualTo(golden);
    }));
  }
}
