package io.partitura.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Key templates: every diagnostic they can cause, on the annotation holding the template. */
class TemplateCompileTest {
  private static final JavaFileObject SCHOOL = source("test.School", "package test;",
      "import io.partitura.annotations.*;",
      "@Table(name = \"school\")",
      "@KeyStyle(escape = false, casing = KeyStyle.Casing.LOWER, numbers = KeyStyle.NumberText.DECIMAL)",
      "public interface School {}");

  private static JavaFileObject student(String annotation) {
    return source("test.Student", "package test;", "import io.partitura.annotations.*;", annotation,
        "public record Student(@Key String studentId, String name, int year) {}");
  }

  private static final JavaFileObject COURSE = source("test.Course", "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = School.class, prefix = \"CRS\", partitionKeyTemplate = \"crs#{courseId}\")",
      "public record Course(@Key String courseId, String title) {}");

  private static void assertError(Compilation compilation, JavaFileObject file, String line, String... fragments) {
    assertThat(compilation).failed();
    for (String fragment : fragments) {
      assertThat(compilation).hadErrorContaining(fragment).inFile(file).onLineContaining(line);
    }
  }

  @Test
  void openPlaceholder() {
    JavaFileObject student = student("@Parent(table = School.class, prefix = \"STU\", partitionKeyTemplate = \"stu#{studentId\")");
    assertError(compile(SCHOOL, student), student, "partitionKeyTemplate",
        "[PARTITURA-TEMPLATE-001] partitionKeyTemplate = \"stu#{studentId\" on Student is not a key template");
  }

  @Test
  void unknownComponent() {
    JavaFileObject student = student("@Parent(table = School.class, prefix = \"STU\", partitionKeyTemplate = \"stu#{name}\")");
    assertError(compile(SCHOOL, student), student, "partitionKeyTemplate",
        "[PARTITURA-TEMPLATE-002] partitionKeyTemplate = \"stu#{name}\" on Student holds {name}, but this key is built "
            + "from studentId only.");
  }

  @Test
  void missingKeyComponent() {
    JavaFileObject student = student("@Parent(table = School.class, prefix = \"STU\", partitionKeyTemplate = \"students\")");
    assertError(compile(SCHOOL, student), student, "partitionKeyTemplate",
        "[PARTITURA-TEMPLATE-003] partitionKeyTemplate = \"students\" on Student lacks {studentId}: a get by key could "
            + "not build this key without it.");
  }

  @Test
  void valuesThatTouchOrAConstantWithABorder() {
    JavaFileObject touching = source("test.Seat", "package test;", "import io.partitura.annotations.*;",
        "@ChildOf(parent = Course.class, prefix = \"SEAT\", sortKeyTemplate = \"seat#{row}{number}\")",
        "public record Seat(String courseId, @Key String row, @Key String number) {}");
    assertError(compile(SCHOOL, COURSE, touching), touching, "sortKeyTemplate",
        "[PARTITURA-TEMPLATE-004]", "{row} and {number} touch, so where one value ends is unknown");
    JavaFileObject border = source("test.Seat", "package test;", "import io.partitura.annotations.*;",
        "@ChildOf(parent = Course.class, prefix = \"SEAT\", sortKeyTemplate = \"seat#{row}#a#{number}\")",
        "public record Seat(String courseId, @Key String row, @Key String number) {}");
    assertError(compile(SCHOOL, COURSE, border), border, "sortKeyTemplate",
        "[PARTITURA-TEMPLATE-004]", "the constant \"#a#\" between two values begins as it ends");
  }

  @Test
  void widthOnAString() {
    JavaFileObject student = student("@Parent(table = School.class, prefix = \"STU\", partitionKeyTemplate = \"stu#{studentId:4}\")");
    assertError(compile(SCHOOL, student), student, "partitionKeyTemplate",
        "[PARTITURA-TEMPLATE-005] partitionKeyTemplate = \"stu#{studentId:4}\" on Student gives {studentId} a width, "
            + "but it is a string, not an int or long.");
  }

  @Test
  void constantNotStoredUnderLowerCasing() {
    JavaFileObject student = student("@Parent(table = School.class, prefix = \"STU\", partitionKeyTemplate = \"STU#{studentId}\")");
    assertError(compile(SCHOOL, student), student, "partitionKeyTemplate",
        "[PARTITURA-TEMPLATE-006] partitionKeyTemplate = \"STU#{studentId}\" on Student has the constant \"STU#\", "
            + "which casing LOWER would never store", "Write it as \"stu#\".");
  }

  @Test
  void unescapedTemplatesSayWhatTheyTrade() {
    JavaFileObject seat = source("test.Seat", "package test;", "import io.partitura.annotations.*;",
        "@ChildOf(parent = Course.class, prefix = \"SEAT\", sortKeyTemplate = \"seat#row_{row}#number_{number}\")",
        "public record Seat(String courseId, @Key String row, @Key String number) {}");
    Compilation compilation = compile(SCHOOL, COURSE, seat);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadNoteContaining("[PARTITURA-TEMPLATE-007] The key templates of Seat write values "
        + "unescaped (@KeyStyle(escape = false)): the template trades escaping for compatibility with the stored layout, "
        + "so a write refuses a value holding the constant that follows it (\"#number_\")").inFile(seat)
        .onLineContaining("sortKeyTemplate");
  }

  @Test
  void twoEdgesWithTheArticlesTemplateInOneIndexOverlap() {
    JavaFileObject table = source("test.Uni", "package test;", "import io.partitura.annotations.*;",
        "@Table(name = \"uni\") public interface Uni {}");
    JavaFileObject student = source("test.Student", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = Uni.class, prefix = \"STU\") public record Student(@Key String studentId) {}");
    JavaFileObject course = source("test.Course", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = Uni.class, prefix = \"CRS\") public record Course(@Key String courseId) {}");
    JavaFileObject enrollment = source("test.Enrollment", "package test;", "import io.partitura.annotations.*;",
        "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\", indexSortKeyTemplate = \"STU#{studentId}\")",
        "public record Enrollment(String studentId, String courseId) {}");
    JavaFileObject waitlist = source("test.Waitlist", "package test;", "import io.partitura.annotations.*;",
        "@ManyToMany(from = Student.class, to = Course.class, prefix = \"WAIT\", indexSortKeyTemplate = \"STU#{studentId}\")",
        "public record Waitlist(String studentId, String courseId) {}");
    Compilation compilation = compile(table, student, course, enrollment, waitlist);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("[PARTITURA-TEMPLATE-008] The keys of Enrollment and Waitlist can be the "
        + "same item in table uni: both can produce GSI1PK=CRS#x, GSI1SK=STU#x.");
    // One of them alone is the article's exact layout, and compiles.
    assertThat(compile(table, student, course, enrollment)).succeeded();
  }

  @Test
  void shardedParentsHaveNoTemplatesYet() {
    JavaFileObject student = student("@Parent(table = School.class, prefix = \"STU\", shards = 4, partitionKeyTemplate = \"stu#{studentId}\")");
    assertError(compile(SCHOOL, student), student, "partitionKeyTemplate", "[PARTITURA-TEMPLATE-009] Key templates on Student");
  }

  @Test
  void globalIndexTemplatesAreRefusedNotIgnored() {
    JavaFileObject student = source("test.Student", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"STU\")",
        "@GlobalIndex(name = \"GSI2\", partitionKey = \"name\", partitionKeyTemplate = \"name_{name}\")",
        "public record Student(@Key String studentId, String name) {}");
    assertError(compile(SCHOOL, student), student, "partitionKeyTemplate",
        "[PARTITURA-TEMPLATE-009] @GlobalIndex(name = \"GSI2\")'s partitionKeyTemplate on Student: templates of a "
            + "@GlobalIndex are not built yet.");
  }

  @Test
  void markerGivenTwice() {
    JavaFileObject student = source("test.Student", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"STU\")",
        "@Marker(attribute = \"__edb_v__\", value = \"1\")",
        "@Marker(attribute = \"__edb_v__\", value = \"2\")",
        "public record Student(@Key String studentId) {}");
    assertThat(compile(SCHOOL, student)).hadErrorContaining("[PARTITURA-TEMPLATE-010] @Marker(attribute = \"__edb_v__\") "
        + "on Student: it is given twice.");
  }
}
