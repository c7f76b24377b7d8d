package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
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
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The seeds' two models (one-to-many: workspaces and projects; many-to-many: students, courses and
 * enrollments with the inverted index) and a three-level one (customers, orders, order lines), compared file by file with {@code src/test/resources/goldens/<fqcn>.java}.
 *
 * <p>To accept a change in the generated code, run with {@code PARTITURA_UPDATE_GOLDENS=1}: the test
 * then rewrites the goldens (removing stale ones) instead of comparing, and the change shows up as a
 * diff in git for review: {@code PARTITURA_UPDATE_GOLDENS=1 mvn -pl processor test -Dtest=GoldenFilesTest}.
 *
 * <p>The files written per table under {@code META-INF/partitura/<table>/} (CloudFormation, Terraform,
 * NoSQL Workbench, access patterns, schema snapshot) are compared the same way, with
 * {@code goldens/META-INF/partitura/<table>/<file>}.
 */
class GoldenFilesTest {
  private static final String PACKAGE = "example.controlplane";

  private static final List<JavaFileObject> MODEL = List.of(
      source(PACKAGE + ".ControlPlane",
          "package example.controlplane;",
          "",
          "import io.partitura.annotations.Table;",
          "",
          "@Table(name = \"control-plane\", partitionKey = \"EntityRef\", sortKey = \"Detail\")",
          "public interface ControlPlane {}"),
      source(PACKAGE + ".Plan",
          "package example.controlplane;",
          "",
          "public enum Plan { FREE, TEAM, ENTERPRISE }"),
      source(PACKAGE + ".Status",
          "package example.controlplane;",
          "",
          "public enum Status { ACTIVE, PAUSED, ARCHIVED }"),
      source(PACKAGE + ".Workspace",
          "package example.controlplane;",
          "",
          "import io.partitura.annotations.Key;",
          "import io.partitura.annotations.Parent;",
          "",
          "@Parent(table = ControlPlane.class, prefix = \"WS\")",
          "public record Workspace(@Key String workspaceId, String name, Plan plan) {}"),
      source(PACKAGE + ".Project",
          "package example.controlplane;",
          "",
          "import io.partitura.annotations.ChildOf;",
          "import io.partitura.annotations.Key;",
          "import java.time.Instant;",
          "",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(String workspaceId, @Key String projectId, String name, Status status,",
          "    Instant createdAt) {}"),
      source("example.school.School",
          "package example.school;",
          "",
          "import io.partitura.annotations.Table;",
          "",
          "@Table(name = \"school\")",
          "public interface School {}"),
      source("example.school.Student",
          "package example.school;",
          "",
          "import io.partitura.annotations.Key;",
          "import io.partitura.annotations.Parent;",
          "",
          "@Parent(table = School.class, prefix = \"STU\")",
          "public record Student(@Key String studentId, String name) {}"),
      source("example.school.Course",
          "package example.school;",
          "",
          "import io.partitura.annotations.Key;",
          "import io.partitura.annotations.Parent;",
          "",
          "@Parent(table = School.class, prefix = \"CRS\")",
          "public record Course(@Key String courseId, String title) {}"),
      source("example.school.Enrollment",
          "package example.school;",
          "",
          "import io.partitura.annotations.ManyToMany;",
          "import java.time.LocalDate;",
          "",
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\", verb = \"enroll\")",
          "public record Enrollment(String studentId, String courseId, String grade, LocalDate enrolledOn) {}"),
      // Three levels: a customer's orders and each order's lines, in the customer's partition.
      source("example.shop.Shop",
          "package example.shop;",
          "",
          "import io.partitura.annotations.Table;",
          "",
          "@Table(name = \"shop\")",
          "public interface Shop {}"),
      source("example.shop.Customer",
          "package example.shop;",
          "",
          "import io.partitura.annotations.Key;",
          "import io.partitura.annotations.Parent;",
          "",
          "@Parent(table = Shop.class, prefix = \"CUST\")",
          "public record Customer(@Key String customerId, String name) {}"),
      source("example.shop.Order",
          "package example.shop;",
          "",
          "import io.partitura.annotations.ChildOf;",
          "import io.partitura.annotations.Key;",
          "import java.time.Instant;",
          "",
          "@ChildOf(parent = Customer.class, prefix = \"ORDER\")",
          "public record Order(String customerId, @Key String orderId, Instant placedAt) {}"),
      source("example.shop.OrderLine",
          "package example.shop;",
          "",
          "import io.partitura.annotations.ChildOf;",
          "import io.partitura.annotations.Key;",
          "",
          "@ChildOf(parent = Order.class, prefix = \"LINE\")",
          "public record OrderLine(String customerId, String orderId, @Key int lineNo, String sku, int quantity) {}"));

  private static Compilation compilation;

  @BeforeAll
  static void compileModel() throws IOException {
    compilation = compile(MODEL.toArray(new JavaFileObject[0]));
    assertThat(compilation).succeededWithoutWarnings();
    if (updating()) {
      writeGoldens();
    }
  }

  private static boolean updating() {
    return "1".equals(System.getenv("PARTITURA_UPDATE_GOLDENS"));
  }

  /** {@code <module>/src/test/resources/goldens}, whether the tests run from the module or the root. */
  static Path goldenDir() {
    String basedir = System.getProperty("basedir");
    Path module = basedir != null ? Paths.get(basedir) : Paths.get("").toAbsolutePath();
    if (!Files.isDirectory(module.resolve("src/test/java/io/partitura/processor"))
        && Files.isDirectory(module.resolve("processor/src/test/java/io/partitura/processor"))) {
      module = module.resolve("processor");
    }
    return module.resolve("src/test/resources/goldens");
  }

  private static void writeGoldens() throws IOException {
    Path dir = goldenDir();
    Files.createDirectories(dir);
    try (Stream<Path> old = Files.list(dir)) {
      for (Path stale : old.filter(p -> p.toString().endsWith(".java")).collect(Collectors.toList())) {
        Files.delete(stale);
      }
    }
    for (String name : generatedNames(compilation)) {
      JavaFileObject file = compilation.generatedSourceFile(name).orElseThrow();
      Files.writeString(dir.resolve(name + ".java"), file.getCharContent(true), StandardCharsets.UTF_8);
    }
    Path resources = dir.resolve(SCHEMA_FILES);
    if (Files.isDirectory(resources)) {
      try (Stream<Path> old = Files.walk(resources)) {
        for (Path stale : old.filter(Files::isRegularFile).collect(Collectors.toList())) {
          Files.delete(stale);
        }
      }
    }
    for (String name : generatedResourceNames(compilation)) {
      Path target = dir.resolve(name);
      Files.createDirectories(target.getParent());
      Files.writeString(target, resource(name), StandardCharsets.UTF_8);
    }
  }

  private static final String SCHEMA_FILES = "META-INF/partitura";

  /** The paths, relative to the class output, of the files written under META-INF/partitura, sorted. */
  static List<String> generatedResourceNames(Compilation compilation) {
    return compilation.generatedFiles().stream()
        .filter(file -> file.getKind() == JavaFileObject.Kind.OTHER)
        .map(file -> file.toUri().getPath())
        .filter(path -> path.contains("/" + SCHEMA_FILES + "/"))
        .map(path -> path.substring(path.indexOf(SCHEMA_FILES)))
        .sorted()
        .collect(Collectors.toList());
  }

  private static String resource(String name) {
    try {
      return compilation.generatedFile(javax.tools.StandardLocation.CLASS_OUTPUT, name).orElseThrow()
          .getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> goldenResourceNames() throws IOException {
    Path dir = goldenDir();
    if (!Files.isDirectory(dir.resolve(SCHEMA_FILES))) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(dir.resolve(SCHEMA_FILES))) {
      return files.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString().replace('\\', '/')).sorted()
          .collect(Collectors.toList());
    }
  }

  private static List<String> goldenNames() throws IOException {
    try (Stream<Path> files = Files.list(goldenDir())) {
      return files.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".java"))
          .map(n -> n.substring(0, n.length() - ".java".length()))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  @Test
  void generatesExactlyTheGoldenFiles() throws IOException {
    assertWithMessage("no goldens in %s; generate them with PARTITURA_UPDATE_GOLDENS=1", goldenDir())
        .that(goldenNames()).isNotEmpty();
    assertThat(generatedNames(compilation)).containsExactlyElementsIn(goldenNames()).inOrder();
  }

  @Test
  void writesExactlyTheGoldenSchemaFiles() throws IOException {
    assertWithMessage("no schema file goldens in %s; generate them with PARTITURA_UPDATE_GOLDENS=1", goldenDir())
        .that(goldenResourceNames()).isNotEmpty();
    assertThat(generatedResourceNames(compilation)).containsExactlyElementsIn(goldenResourceNames()).inOrder();
  }

  @TestFactory
  Stream<DynamicTest> schemaFileEqualsGolden() throws IOException {
    return goldenResourceNames().stream().map(name -> DynamicTest.dynamicTest(name,
        () -> assertThat(resource(name)).isEqualTo(read(goldenDir().resolve(name)))));
  }

  @TestFactory
  Stream<DynamicTest> generatedSourceEqualsGolden() throws IOException {
    return goldenNames().stream().map(name -> DynamicTest.dynamicTest(name, () -> {
      String golden = read(goldenDir().resolve(name + ".java"));
      assertThat(compilation).generatedSourceFile(name).contentsAsUtf8String().isEqualTo(golden);
    }));
  }

  private static String read(Path path) {
    try {
      return Files.readString(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
