package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The files written per table under {@code META-INF/partitura/<table>/}: that the option turns them
 * off, that they do not depend on the order javac hands the sources over in, and that the
 * access-pattern report has a row for every call the generated classes offer.
 */
class SchemaFilesTest {
  private static final List<String> FILES =
      List.of("access-patterns.md", "cloudformation.json", "schema.json", "terraform.tf.json", "workbench.json");

  /** Every kind of entity: a sharded parent, a versioned parent, a child with both index kinds, edges of each projection. */
  private static final List<JavaFileObject> MODEL = List.of(
      source("test.School",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"school\")",
          "public interface School {}"),
      source("test.Student",
          "package test;",
          "import io.partitura.annotations.*;",
          "@GlobalIndex(name = \"GSI2\", partitionKey = \"name\")",
          "@Parent(table = School.class, prefix = \"STU\", shards = 2)",
          "public record Student(@Key String studentId, String name) {}"),
      source("test.Course",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = School.class, prefix = \"CRS\")",
          "public record Course(@Key String courseId, String title, @Version long version) {}"),
      source("test.Ticket",
          "package test;",
          "import io.partitura.annotations.*;",
          "@LocalIndex(name = \"LSI1\", sortKey = \"opened\")",
          "@GlobalIndex(name = \"GSI3\", partitionKey = \"status\", sortKey = \"opened\", shards = 4)",
          "@ChildOf(parent = Student.class, prefix = \"TKT\")",
          "public record Ticket(String studentId, @Key String ticketId, String status, java.time.Instant opened) {}"),
      source("test.Enrollment",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\", verb = \"enroll\",",
          "    projection = ManyToMany.Projection.KEYS_ONLY)",
          "public record Enrollment(String studentId, String courseId, String grade) {}"),
      source("test.Waitlist",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"WAIT\", index = \"GSI4\")",
          "public record Waitlist(String studentId, String courseId, String note) {}"));

  private static Compilation compile(List<JavaFileObject> sources, String... options) {
    List<Object> all = new ArrayList<>(List.of(TestSources.OPTIONS));
    all.addAll(Arrays.asList(options));
    return Compiler.javac().withProcessors(new PartituraProcessor()).withOptions(all).compile(sources);
  }

  private static String file(Compilation compilation, String name) {
    try {
      return compilation.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/partitura/school/" + name)
          .orElseThrow(() -> new AssertionError("not written: " + name)).getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> schemaFiles(Compilation compilation) {
    return GoldenFilesTest.generatedResourceNames(compilation);
  }

  @Test
  void writesTheFiveFilesOfEachTable() {
    Compilation compilation = compile(MODEL);
    assertThat(compilation).succeeded();
    assertThat(schemaFiles(compilation)).containsExactlyElementsIn(
        FILES.stream().map(name -> "META-INF/partitura/school/" + name).toList()).inOrder();
  }

  @Test
  void theOptionTurnsTheFilesOff() {
    Compilation compilation = compile(MODEL, "-Apartitura.schemaFiles=false");
    assertThat(compilation).succeeded();
    assertThat(schemaFiles(compilation)).isEmpty();
    assertThat(compilation).generatedSourceFile("test.SchoolTable");
  }

  @Test
  void theFilesDoNotDependOnTheOrderOfTheSources() {
    Compilation forward = compile(MODEL);
    List<JavaFileObject> reversed = new ArrayList<>(MODEL);
    java.util.Collections.reverse(reversed);
    Compilation backward = compile(reversed);
    for (String name : FILES) {
      assertWithMessage(name).that(file(backward, name)).isEqualTo(file(forward, name));
    }
  }

  @Test
  void shardedKeysShowTheShardAndTheRequestsPerShard() {
    String report = file(compile(MODEL), "access-patterns.md");
    assertThat(report).contains("| `db.tickets().get(studentId, ticketId)` | GetItem | table | "
        + "`PK = STU#{studentId}#{shard}` AND `SK = TKT#{ticketId}` |");
    assertThat(report).contains("| `db.tickets().inStudent(studentId)` | Query | table | "
        + "`PK = STU#{studentId}#{shard}` AND `begins_with(SK, \"TKT#\")` | `SK` ascending; `.descending()` descending "
        + "| eventual; strong with `.consistency(ReadConsistency.STRONG)` | 2 per page (one per shard, in parallel, "
        + "merged in order) |");
    assertThat(report).contains("| `db.tickets().byStatus(status)` | Query | GSI3 | `GSI3PK = TKT#{status}#{shard}` | "
        + "by `opened`, then its primary key, ascending; `.newestFirst()` descending | eventual only (a global index) | "
        + "4 per page");
    assertThat(report).contains("| `db.students().getWithChildren(studentId)` | Query | table | "
        + "`PK = STU#{studentId}`, then `PK = STU#{studentId}#{shard}` for each shard |");
    String schema = file(compile(MODEL), "schema.json");
    assertThat(schema).contains("\"template\": \"STU#{studentId}#{shard}\",");
    assertThat(schema).contains("\"shardOf\": \"the item's sort key\"");
  }

  /** Each public method of a repository (request twins aside) and of the table class is a row of the report. */
  @Test
  void theReportHasARowForEveryGeneratedCall() {
    Compilation compilation = compile(MODEL);
    assertThat(compilation).succeeded();
    Map<String, String> sections = sections(file(compilation, "access-patterns.md"));
    ClassLoader generated = new ReservedNamesTest.GeneratedClassLoader(compilation);
    Map<String, Set<String>> missing = new LinkedHashMap<>();
    for (String entity : List.of("Student", "Course", "Ticket", "Enrollment", "Waitlist")) {
      for (String method : publicMethods(generated, "test." + entity + "Repository")) {
        if (!method.endsWith("Request") && !sections.get(entity).contains("()." + method + "(")) {
          missing.computeIfAbsent(entity, k -> new TreeSet<>()).add(method);
        }
      }
    }
    for (String method : List.of("putAll", "deleteAll", "batchGet", "transaction", "transactGet")) {
      if (!publicMethods(generated, "test.SchoolTable").contains(method)
          || !sections.get("Across entities").contains("db." + method + "(")) {
        missing.computeIfAbsent("SchoolTable", k -> new TreeSet<>()).add(method);
      }
    }
    assertWithMessage("generated calls without a row in access-patterns.md").that(missing).isEmpty();
  }

  private static Map<String, String> sections(String markdown) {
    Map<String, String> sections = new LinkedHashMap<>();
    for (String section : markdown.split("\n## ")) {
      sections.put(section.substring(0, section.indexOf('\n')), section);
    }
    return sections;
  }

  private static Set<String> publicMethods(ClassLoader loader, String className) {
    Set<String> names = new TreeSet<>();
    try {
      // Inherited ones too: what is the same for every table lives in its runtime superclass.
      for (Method method : Class.forName(className, false, loader).getMethods()) {
        if (!Modifier.isStatic(method.getModifiers()) && !method.isSynthetic()
            && method.getDeclaringClass() != Object.class) {
          names.add(method.getName());
        }
      }
    } catch (ClassNotFoundException e) {
      throw new AssertionError(className + " was not generated", e);
    }
    return names;
  }
}
