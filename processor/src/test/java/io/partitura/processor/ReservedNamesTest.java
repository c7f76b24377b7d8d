package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * An index query (or edge verb) named like a method the generated classes already have must be a
 * PARTITURA- diagnostic, never a javac error inside generated code. The names are not listed here:
 * they are read from the classes generated for a schema that uses every kind of entity, so a method
 * a writer adds later is covered (or this test fails) without anyone remembering to list it.
 */
class ReservedNamesTest {

  /** Each entity of the model, with the component an extra test index can be partitioned by. */
  private record Entity(String name, String indexComponent, List<String> ownMethods, List<String> lines) {}

  private static final JavaFileObject SCHOOL = source("test.School",
      "package test;",
      "import io.partitura.annotations.Table;",
      "@Table(name = \"school\")",
      "public interface School {}");

  /** Parents (one sharded, one versioned), a child with both index kinds, and edges of every shape. */
  private static final List<Entity> MODEL = List.of(
      new Entity("Student", "name", List.of("byName"), List.of(
          "@GlobalIndex(name = \"GSI2\", partitionKey = \"name\")",
          "@Parent(table = School.class, prefix = \"STU\", shards = 2)",
          "public record Student(@Key String studentId, String name) {}")),
      new Entity("Course", "title", List.of(), List.of(
          "@Parent(table = School.class, prefix = \"CRS\")",
          "public record Course(@Key String courseId, String title, @Version long version) {}")),
      new Entity("Ticket", "status", List.of("inStudentByOpened", "byStatus"), List.of(
          "@LocalIndex(name = \"LSI1\", sortKey = \"opened\")",
          "@GlobalIndex(name = \"GSI3\", partitionKey = \"status\", sortKey = \"opened\", shards = 2)",
          "@ChildOf(parent = Student.class, prefix = \"TKT\")",
          "public record Ticket(String studentId, @Key String ticketId, String status, java.time.Instant opened) {}")),
      new Entity("Enrollment", "grade", List.of("enroll"), List.of(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\", verb = \"enroll\",",
          "    projection = ManyToMany.Projection.KEYS_ONLY)",
          "public record Enrollment(String studentId, String courseId, String grade) {}")),
      new Entity("Waitlist", "note", List.of(), List.of(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"WAIT\", index = \"GSI4\")",
          "public record Waitlist(String studentId, String courseId, String note) {}")),
      new Entity("Follow", "since", List.of(), List.of(
          "@ManyToMany(from = Student.class, to = Student.class, prefix = \"FOLLOWS\", index = \"GSI5\",",
          "    fromKeys = \"followerId\", toKeys = \"followeeId\")",
          "public record Follow(String followerId, String followeeId, String since) {}")));

  @Test
  void everyGeneratedMethodNameIsRefusedAsAQueryName() {
    Compilation valid = compile(sources(Map.of()));
    assertThat(valid).succeeded();
    ClassLoader generated = new GeneratedClassLoader(valid);

    for (Entity entity : MODEL) {
      Set<String> taken = new TreeSet<>();
      for (Method method : load(generated, "test." + entity.name() + "Repository").getDeclaredMethods()) {
        if (!method.isSynthetic()) {
          taken.add(method.getName());
        }
      }
      // A query q also adds qPartitionKey/qSortKey to the codec: q must not take a prefix of its own methods.
      for (Method method : load(generated, "test." + entity.name() + "Repository$Codec").getDeclaredMethods()) {
        for (String suffix : List.of("PartitionKey", "SortKey")) {
          String name = method.getName();
          if (Modifier.isStatic(method.getModifiers()) && name.endsWith(suffix) && name.length() > suffix.length()) {
            taken.add(name.substring(0, name.length() - suffix.length()));
          }
        }
      }
      taken.removeAll(entity.ownMethods());
      assertWithMessage("methods of %sRepository", entity.name()).that(taken).isNotEmpty();

      List<String> names = new ArrayList<>(taken);
      for (int from = 0; from < names.size(); from += 8) {
        List<String> chunk = names.subList(from, Math.min(names.size(), from + 8));
        Compilation compilation = compile(sources(Map.of(entity.name(), chunk)));
        assertWithMessage("queries %s on %s", chunk, entity.name()).that(compilation.errors()).hasSize(chunk.size());
        for (String name : chunk) {
          assertThat(compilation).hadErrorContaining("generates the query method " + name + "(), which "
              + entity.name() + "Repository already has");
        }
      }
    }
  }

  @Test
  void everyGeneratedMethodNameIsRefusedAsAnEdgeVerb() {
    Compilation valid = compile(sources(Map.of()));
    ClassLoader generated = new GeneratedClassLoader(valid);
    Set<String> taken = new TreeSet<>();
    for (Method method : load(generated, "test.FollowRepository").getDeclaredMethods()) {
      if (!method.isSynthetic()) {
        // Lambdas in generated bodies (a range's key encoder) compile to synthetic methods, not generated ones.
        taken.add(method.getName());
      }
    }
    for (String verb : taken) {
      Map<String, List<String>> none = Map.of();
      List<JavaFileObject> sources = new ArrayList<>(List.of(sources(none)));
      sources.replaceAll(file -> file.getName().endsWith("Follow.java") ? source("test.Follow",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ManyToMany(from = Student.class, to = Student.class, prefix = \"FOLLOWS\", index = \"GSI5\",",
          "    fromKeys = \"followerId\", toKeys = \"followeeId\", verb = \"" + verb + "\")",
          "public record Follow(String followerId, String followeeId, String since) {}") : file);
      Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));
      assertWithMessage("verb %s", verb).that(compilation.errors()).hasSize(1);
      assertThat(compilation).hadErrorContaining("[PARTITURA-REL-013] @ManyToMany(verb = \"" + verb + "\") on Follow "
          + "names a method FollowRepository already has.");
    }
  }

  /** The model's sources, with extra indexes on some entities: entity name to the query names they take. */
  private static JavaFileObject[] sources(Map<String, List<String>> extraQueries) {
    List<JavaFileObject> sources = new ArrayList<>(List.of(SCHOOL));
    for (Entity entity : MODEL) {
      List<String> lines = new ArrayList<>(List.of("package test;", "import io.partitura.annotations.*;"));
      List<String> queries = extraQueries.getOrDefault(entity.name(), List.of());
      for (int i = 0; i < queries.size(); i++) {
        lines.add("@GlobalIndex(name = \"EXTRA" + i + "\", partitionKey = \"" + entity.indexComponent() + "\", query = \""
            + queries.get(i) + "\")");
      }
      lines.addAll(entity.lines());
      sources.add(source("test." + entity.name(), lines.toArray(new String[0])));
    }
    return sources.toArray(new JavaFileObject[0]);
  }

  private static Class<?> load(ClassLoader loader, String name) {
    try {
      return Class.forName(name, false, loader);
    } catch (ClassNotFoundException e) {
      throw new AssertionError("not generated: " + name, e);
    }
  }

  /** Loads the classes a compilation wrote, on top of the test's class path (runtime and SDK). */
  static final class GeneratedClassLoader extends ClassLoader {
    private final Map<String, byte[]> classes = new HashMap<>();

    GeneratedClassLoader(Compilation compilation) {
      super(ReservedNamesTest.class.getClassLoader());
      for (JavaFileObject file : compilation.generatedFiles()) {
        if (file.getKind() != JavaFileObject.Kind.CLASS) {
          continue;
        }
        String path = file.toUri().getPath();
        String name = path.substring(path.indexOf("/CLASS_OUTPUT/") + "/CLASS_OUTPUT/".length(), path.length() - 6)
            .replace('/', '.');
        try (InputStream in = file.openInputStream()) {
          classes.put(name, in.readAllBytes());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      byte[] bytes = classes.get(name);
      if (bytes == null) {
        throw new ClassNotFoundException(name);
      }
      return defineClass(name, bytes, 0, bytes.length);
    }
  }
}
