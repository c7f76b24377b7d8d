package io.partitura.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A user's {@code @GlobalIndex(name = "GSI1")} next to an edge whose inverted index takes {@code GSI1}
 * by default: one overloaded index, which works, said aloud with a note (PARTITURA-INDEX-020) on the
 * {@code @GlobalIndex} line.
 */
class SharedIndexNoteTest {
  private static final JavaFileObject SCHOOL = source("test.School",
      "package test;",
      "import io.partitura.annotations.Table;",
      "@Table(name = \"school\")",
      "public interface School {}");
  private static final JavaFileObject STUDENT = source("test.Student",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = School.class, prefix = \"STU\")",
      "public record Student(@Key String studentId, String name) {}");
  private static final JavaFileObject ENROLLMENT = source("test.Enrollment",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\")",
      "public record Enrollment(String studentId, String courseId) {}");

  private static final JavaFileObject COURSE = source("test.Course",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = School.class, prefix = \"CRS\")",
      "public record Course(@Key String courseId, String title) {}");

  /** An entity outside the edge, with a global index of its own. */
  private static JavaFileObject course(String indexLine) {
    return source("test.Teacher",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"TCH\")",
        indexLine,
        "public record Teacher(@Key String teacherId, String title, String room) {}");
  }

  private static long notes(Compilation compilation) {
    return compilation.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.NOTE && d.getMessage(null).contains("PARTITURA-INDEX-020"))
        .count();
  }

  @Test
  void aUserGlobalIndexSharingTheEdgesDefaultIndexGetsANoteOnItsLine() {
    JavaFileObject course = course("@GlobalIndex(name = \"GSI1\", partitionKey = \"room\", sortKey = \"title\")");
    Compilation compilation = compile(SCHOOL, STUDENT, COURSE, course, ENROLLMENT);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).hadNoteContaining("[PARTITURA-INDEX-020] @GlobalIndex(name = \"GSI1\") on Teacher shares "
            + "index GSI1 with the inverted index of edge Enrollment, which takes that name by default: one "
            + "overloaded index holds both. That works: the key prefixes keep them apart (Teacher under \"TCH\", "
            + "Enrollment under \"ENROLL\"), and each listing reads only its own. For separate indexes, give the edge "
            + "another index (@ManyToMany(index = \"...\")) or this one another name.")
        .inFile(course).onLineContaining("@GlobalIndex(name = \"GSI1\"");
    assertEquals(1, notes(compilation));
  }

  @Test
  void anotherIndexNameOrAnEdgeNamingItsIndexGetsNoNote() {
    assertEquals(0, notes(compile(SCHOOL, STUDENT, COURSE,
        course("@GlobalIndex(name = \"GSI2\", partitionKey = \"room\", sortKey = \"title\")"), ENROLLMENT)));
    JavaFileObject named = source("test.Enrollment",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\", index = \"GSI1\")",
        "public record Enrollment(String studentId, String courseId) {}");
    Compilation chosen = compile(SCHOOL, STUDENT, COURSE,
        course("@GlobalIndex(name = \"GSI1\", partitionKey = \"room\", sortKey = \"title\")"), named);
    assertThat(chosen).succeeded();
    assertEquals(0, notes(chosen), "an edge that names the index shares it on purpose");
  }

  @Test
  void theNoteCanBeSilencedLikeAWarning() {
    JavaFileObject course = source("test.Teacher",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"TCH\")",
        "@GlobalIndex(name = \"GSI1\", partitionKey = \"room\", sortKey = \"title\")",
        "@SuppressWarnings(\"partitura:INDEX-020\")",
        "public record Teacher(@Key String teacherId, String title, String room) {}");
    assertEquals(0, notes(compile(SCHOOL, STUDENT, COURSE, course, ENROLLMENT)));
  }

  private static void assertEquals(long expected, long actual) {
    org.junit.jupiter.api.Assertions.assertEquals(expected, actual);
  }

  private static void assertEquals(long expected, long actual, String message) {
    org.junit.jupiter.api.Assertions.assertEquals(expected, actual, message);
  }
}
