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

  private static JavaFileObject indexed(String index) {
    return source("test.Student", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"STU\", partitionKeyTemplate = \"stu#{studentId}\")", index,
        "public record Student(@Key String studentId, String name, String email, int year, java.math.BigDecimal gpa,"
            + " java.util.List<String> tags) {}");
  }

  private static String gsi(String templates) {
    return "@GlobalIndex(name = \"GSI2\", " + templates + ")";
  }

  @Test
  void anIndexTemplateIsCheckedLikeTheTableKeys() {
    JavaFileObject open = indexed(gsi("partitionKeyTemplate = \"email_{email\", sortKeyTemplate = \"s\""));
    assertError(compile(SCHOOL, open), open, "@GlobalIndex", "[PARTITURA-TEMPLATE-001] partitionKeyTemplate = "
        + "\"email_{email\" on Student is not a key template");
    JavaFileObject unknown = indexed(gsi("partitionKeyTemplate = \"email_{mail}\", sortKeyTemplate = \"s\""));
    assertError(compile(SCHOOL, unknown), unknown, "@GlobalIndex", "[PARTITURA-TEMPLATE-002] "
        + "partitionKeyTemplate = \"email_{mail}\" on Student holds {mail}, but this key is built from the record's "
        + "components (each in one of the index's two keys) studentId, name, email, year, gpa, tags only.");
    JavaFileObject twice = indexed(gsi("partitionKeyTemplate = \"email_{email}\", sortKeyTemplate = \"e_{email}\""));
    assertError(compile(SCHOOL, twice), twice, "@GlobalIndex", "[PARTITURA-TEMPLATE-002] sortKeyTemplate = "
        + "\"e_{email}\" on Student holds {email}");
    JavaFileObject touching = indexed(gsi("partitionKeyTemplate = \"email_{email}\", sortKeyTemplate = \"{name}{year}\""));
    assertError(compile(SCHOOL, touching), touching, "@GlobalIndex", "[PARTITURA-TEMPLATE-004] sortKeyTemplate = "
        + "\"{name}{year}\" on Student cannot be read back: {name} and {year} touch");
    JavaFileObject width = indexed(gsi("partitionKeyTemplate = \"email_{email}\", sortKeyTemplate = \"n_{name:4}\""));
    assertError(compile(SCHOOL, width), width, "@GlobalIndex", "[PARTITURA-TEMPLATE-005] sortKeyTemplate = "
        + "\"n_{name:4}\" on Student gives {name} a width, but it is a string, not an int or long.");
    JavaFileObject capitals = indexed(gsi("partitionKeyTemplate = \"EMAIL_{email}\", sortKeyTemplate = \"s\""));
    assertError(compile(SCHOOL, capitals), capitals, "@GlobalIndex", "[PARTITURA-TEMPLATE-006] "
        + "partitionKeyTemplate = \"EMAIL_{email}\" on Student has the constant \"EMAIL_\", which casing LOWER would "
        + "never store", "Write it as \"email_\".");
    JavaFileObject list = indexed(gsi("partitionKeyTemplate = \"tags_{tags}\", sortKeyTemplate = \"s\""));
    assertError(compile(SCHOOL, list), list, "@GlobalIndex", "[PARTITURA-INDEX-007]", "tags");
    JavaFileObject constant = indexed(gsi("partitionKeyTemplate = \"students\", sortKeyTemplate = \"s_{name}\""));
    assertError(compile(SCHOOL, constant), constant, "@GlobalIndex", "[PARTITURA-INDEX-017]");
  }

  @Test
  void anIndexTemplateComesWithTheOtherAndWithoutComponentsOrShards() {
    JavaFileObject alone = indexed(gsi("partitionKeyTemplate = \"email_{email}\""));
    assertError(compile(SCHOOL, alone), alone, "@GlobalIndex", "[PARTITURA-TEMPLATE-009] @GlobalIndex(name = "
        + "\"GSI2\")'s partitionKeyTemplate on Student: an index keyed by templates needs both partitionKeyTemplate and "
        + "sortKeyTemplate");
    JavaFileObject mixed = indexed(gsi("partitionKey = \"email\", partitionKeyTemplate = \"email_{email}\", "
        + "sortKeyTemplate = \"s\""));
    assertError(compile(SCHOOL, mixed), mixed, "@GlobalIndex", "[PARTITURA-TEMPLATE-009]",
        "the templates name the index's components, so partitionKey and sortKey must be left empty");
    JavaFileObject sharded = indexed(gsi("shards = 4, partitionKeyTemplate = \"email_{email}\", sortKeyTemplate = \"s\""));
    assertError(compile(SCHOOL, sharded), sharded, "@GlobalIndex", "[PARTITURA-TEMPLATE-009] @GlobalIndex(name = \"GSI2\")'s "
        + "shards on Student: an index keyed by templates cannot be sharded");
  }

  @Test
  void aBigDecimalNeedsDecimalNumbers() {
    JavaFileObject table = source("test.Plain", "package test;", "import io.partitura.annotations.*;",
        "@Table(name = \"plain\") public interface Plain {}");
    JavaFileObject student = source("test.Student", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = Plain.class, prefix = \"STU\")",
        "@GlobalIndex(name = \"GSI2\", partitionKeyTemplate = \"gpa_{gpa}\", sortKeyTemplate = \"STU\")",
        "public record Student(@Key String studentId, java.math.BigDecimal gpa) {}");
    assertError(compile(table, student), student, "partitionKeyTemplate", "[PARTITURA-TEMPLATE-009]",
        "{gpa} is a BigDecimal, which a key holds only as decimal text");
    JavaFileObject decimal = indexed(gsi("partitionKeyTemplate = \"gpa_{gpa}\", sortKeyTemplate = \"s\""));
    assertThat(compile(SCHOOL, decimal)).succeeded();
  }

  @Test
  void indexTemplatesCompileAndTheirConstantsAreNamedInTheUnescapedNote() {
    JavaFileObject student = indexed(gsi("partitionKeyTemplate = \"email_{email}\", "
        + "sortKeyTemplate = \"year_{year:4}#name_{name}\""));
    Compilation compilation = compile(SCHOOL, student);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadNoteContaining("refuses a value holding the constant that follows it (\"#name_\")");
  }

  @Test
  void twoEntitiesWhoseIndexTemplatesCanMeetOverlap() {
    JavaFileObject student = indexed(gsi("partitionKeyTemplate = \"by_{email}\", sortKeyTemplate = \"x\""));
    JavaFileObject course = source("test.Course", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"CRS\", partitionKeyTemplate = \"crs#{courseId}\")",
        "@GlobalIndex(name = \"GSI2\", partitionKeyTemplate = \"by_{title}\", sortKeyTemplate = \"x\")",
        "public record Course(@Key String courseId, String title) {}");
    Compilation compilation = compile(SCHOOL, student, course);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("[PARTITURA-TEMPLATE-008] The keys of Student and Course can be the "
        + "same item in table school: both can produce GSI2PK=by_x, GSI2SK=x.");
  }

  @Test
  void aTemplatedIndexOnAnEdgesIndexKeepsTheTargetsPartitionKey() {
    JavaFileObject course = source("test.Course", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"CRS\", partitionKeyTemplate = \"crs#{courseId}\")",
        "@GlobalIndex(name = \"GSI1\", partitionKeyTemplate = \"course_{courseId}\", sortKeyTemplate = \"c\")",
        "public record Course(@Key String courseId, String title) {}");
    JavaFileObject student = source("test.Student", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"STU\", partitionKeyTemplate = \"stu#{studentId}\")",
        "public record Student(@Key String studentId) {}");
    JavaFileObject enrollment = source("test.Enrollment", "package test;", "import io.partitura.annotations.*;",
        "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\", sortKeyTemplate = \"e#{courseId}\","
            + " indexSortKeyTemplate = \"e#{studentId}\")",
        "public record Enrollment(String studentId, String courseId) {}");
    assertError(compile(SCHOOL, course, student, enrollment), course, "partitionKeyTemplate = \"course_",
        "[PARTITURA-TEMPLATE-009] @GlobalIndex(name = \"GSI1\")'s partitionKeyTemplate on Course: edges into Course use "
            + "this index", "Write partitionKeyTemplate = \"crs#{courseId}\".");
    JavaFileObject same = source("test.Course", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"CRS\", partitionKeyTemplate = \"crs#{courseId}\")",
        "@GlobalIndex(name = \"GSI1\", partitionKeyTemplate = \"crs#{courseId}\", sortKeyTemplate = \"c\")",
        "public record Course(@Key String courseId, String title) {}");
    assertThat(compile(SCHOOL, same, student, enrollment)).succeeded();
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

  @Test
  void theGetOfALowerCasedKeySaysItsValueComesFromTheAttribute() throws java.io.IOException {
    JavaFileObject student = source("test.Student", "package test;", "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"STU\", partitionKeyTemplate = \"stu#{studentId}\")",
        "@Marker(attribute = \"__edb_v__\", value = \"1\")",
        "public record Student(@Key String studentId, String name) {}");
    Compilation compilation = compile(SCHOOL, student);
    assertThat(compilation).succeeded();
    String repository = compilation.generatedSourceFile("test.StudentRepository").orElseThrow().getCharContent(true)
        .toString();
    org.junit.jupiter.api.Assertions.assertTrue(repository.contains("The key templates lower-case {@code studentId} "
        + "(Locale.ROOT): its value cannot be read back from the key, so a get by a differently cased id finds the same "
        + "item (ids that differ only in case are one item), and the record's {@code studentId} is the stored "
        + "attribute, with the case it was written with."), repository);
    org.junit.jupiter.api.Assertions.assertTrue(repository.contains("An item at this key whose {@code _type} or {@code "
        + "__edb_v__} differs from this entity's is not returned"), repository);
  }

  private static JavaFileObject seat(String index) {
    return source("test.Seat", "package test;", "import io.partitura.annotations.*;",
        "@ChildOf(parent = Course.class, prefix = \"SEAT\", sortKeyTemplate = \"seat#{seatId}\")", index,
        "public record Seat(String courseId, @Key String seatId, int row, String holder) {}");
  }

  @Test
  void aLocalIndexTemplateIsCheckedLikeTheOthers() {
    JavaFileObject both = seat("@LocalIndex(name = \"LSI1\", sortKey = \"row\", sortKeyTemplate = \"row_{row}\")");
    assertError(compile(SCHOOL, COURSE, both), both, "@LocalIndex", "[PARTITURA-TEMPLATE-009] @LocalIndex(name = "
        + "\"LSI1\")'s sortKeyTemplate on Seat: the template names the index's components, so sortKey must be left empty");
    JavaFileObject open = seat("@LocalIndex(name = \"LSI1\", sortKeyTemplate = \"row_{row\")");
    assertError(compile(SCHOOL, COURSE, open), open, "@LocalIndex", "[PARTITURA-TEMPLATE-001] sortKeyTemplate = "
        + "\"row_{row\" on Seat is not a key template");
    JavaFileObject unknown = seat("@LocalIndex(name = \"LSI1\", sortKeyTemplate = \"row_{rows}\")");
    assertError(compile(SCHOOL, COURSE, unknown), unknown, "@LocalIndex", "[PARTITURA-TEMPLATE-002] sortKeyTemplate = "
        + "\"row_{rows}\" on Seat holds {rows}");
    JavaFileObject constant = seat("@LocalIndex(name = \"LSI1\", sortKeyTemplate = \"rows\")");
    assertError(compile(SCHOOL, COURSE, constant), constant, "@LocalIndex", "[PARTITURA-INDEX-017]");
    JavaFileObject capitals = seat("@LocalIndex(name = \"LSI1\", sortKeyTemplate = \"ROW_{row}\")");
    assertError(compile(SCHOOL, COURSE, capitals), capitals, "@LocalIndex", "[PARTITURA-TEMPLATE-006]",
        "Write it as \"row_\".");
    JavaFileObject fine = seat("@LocalIndex(name = \"LSI1\", sortKeyTemplate = \"row_{row:3}#holder_{holder}\")");
    assertThat(compile(SCHOOL, COURSE, fine)).succeeded();
  }
}
