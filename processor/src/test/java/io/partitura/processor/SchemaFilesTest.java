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
      List.of("access-patterns.md", "cloudformation.json", "schema.json", "terraform.tf.json", "versions.tf.json",
          "workbench.json");

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
  void writesTheFilesOfEachTable() {
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
    assertThat(report).contains("\nCalls by key, on `PK = STU#{studentId}#{shard}` AND `SK = TKT#{ticketId}`; ");
    assertThat(report).contains("| `db.tickets().get(studentId, ticketId)` | GetItem (eventual; strong with "
        + "`get(…, ReadConsistency.STRONG)`) | 1 |");
    assertThat(report).contains("| `db.tickets().inStudent(studentId)` | table | "
        + "`PK = STU#{studentId}#{shard}` AND `begins_with(SK, \"TKT#\")` | `SK` ascending; `.descending()` descending "
        + "| the items in the key condition, whole; a `.where(…)` filter drops items after they are read and paid for "
        + "| 2 per page (one per shard, in parallel, merged in order) | eventual; strong with `.consistency(ReadConsistency.STRONG)` |");
    assertThat(report).contains("| `db.tickets().byStatus(status)` | GSI3 | `GSI3PK = TKT#{status}#{shard}` | "
        + "by `opened`, then its primary key, ascending; `.newestFirst()` descending | the items in the key condition, "
        + "as the index projects them (ALL) | 4 per page");
    assertThat(report).contains("| `db.students().getWithChildren(studentId)` | table | "
        + "`PK = STU#{studentId}`, then `PK = STU#{studentId}#{shard}` for each shard |");
    String schema = file(compile(MODEL), "schema.json");
    assertThat(schema).contains("\"template\": \"STU#{studentId}#{shard}\",");
    assertThat(schema).contains("\"shardOf\": \"the item's sort key\"");
  }

  /**
   * The report leads with the listings (every Query that lists or loads items), then the indexes, then the
   * calls by key, compact: a review reads the costly patterns first.
   */
  @Test
  void theReportLeadsWithListingsAndIndexes() {
    String report = file(compile(MODEL), "access-patterns.md");
    List<String> headings = report.lines().filter(line -> line.startsWith("## ")).toList();
    assertThat(headings).containsExactly("## Listings", "## Indexes", "## Course", "## Enrollment", "## Student",
        "## Ticket", "## Waitlist", "## Across entities").inOrder();
    String listings = sections(report).get("Listings");
    assertThat(listings).contains("| Call | Index | Key condition | Order | Reads | Requests | Consistency |");
    assertThat(listings).doesNotContain(".get(");
    assertThat(sections(report).get("Course")).contains("| Call | Operation | Requests |");
    assertThat(sections(report).get("Enrollment"))
        .doesNotContain("ofStudent");
  }

  /**
   * Every overload of every listing (the plain one, those taking a {@code KeyRange}, those fixing leading
   * components) is a row of its own, with the key condition it narrows to: as many rows as the repository has
   * overloads of that name.
   */
  @Test
  void everyRangeOverloadOfAListingIsARow() throws Exception {
    Compilation compilation = compile(MODEL);
    String listings = sections(file(compilation, "access-patterns.md")).get("Listings");
    ClassLoader generated = new ReservedNamesTest.GeneratedClassLoader(compilation);
    Map<String, Integer> overloads = new java.util.TreeMap<>();
    Map<String, Integer> rows = new java.util.TreeMap<>();
    for (String entity : List.of("Student", "Course", "Ticket", "Enrollment", "Waitlist")) {
      for (Method method : Class.forName("test." + entity + "Repository", false, generated).getMethods()) {
        if (method.getReturnType().getSimpleName().equals("Listing")) {
          overloads.merge(entity + "." + method.getName(), 1, Integer::sum);
          rows.put(entity + "." + method.getName(), 0);
        }
      }
    }
    for (String line : listings.lines().filter(line -> line.startsWith("| `db.")).toList()) {
      String call = line.substring(line.indexOf("().") + 3);
      String method = call.substring(0, call.indexOf('('));
      rows.keySet().stream().filter(key -> key.endsWith("." + method) && accessorOf(line, key))
          .forEach(key -> rows.merge(key, 1, Integer::sum));
    }
    assertThat(rows).isEqualTo(overloads);
    assertThat(overloads.get("Ticket.byStatus")).isEqualTo(2);
    assertThat(listings).contains("| `db.tickets().byStatus(status, KeyRange opened)` | GSI3 | "
        + "`GSI3PK = TKT#{status}#{shard}` AND `GSI3SK` on the range of `{opened}` (`BETWEEN`, `>=`, `>`, `<=`, `<` or "
        + "`begins_with`) |");
    assertThat(listings).contains("| `db.tickets().inStudent(studentId, KeyRange ticketId)` | table | "
        + "`PK = STU#{studentId}#{shard}` AND `SK` on the range of `{ticketId}` after `TKT#` (");
  }

  /** {@code db.tickets().…}: the row's accessor is the entity's ({@code Ticket} -> {@code tickets}). */
  private static boolean accessorOf(String row, String entityAndMethod) {
    String entity = entityAndMethod.substring(0, entityAndMethod.indexOf('.'));
    String plural = Character.toLowerCase(entity.charAt(0)) + entity.substring(1) + "s";
    return row.startsWith("| `db." + plural + "().");
  }

  /** The expiry section: the attribute, the entities, what turns it on, what expired items cost. */
  @Test
  void theReportShowsExpiry() {
    Compilation compilation = compile(List.of(
        source("test.Sessions",
            "package test;",
            "import io.partitura.annotations.Table;",
            "@Table(name = \"sessions\")",
            "public interface Sessions {}"),
        source("test.Account",
            "package test;",
            "import io.partitura.annotations.*;",
            "@Parent(table = Sessions.class, prefix = \"ACC\")",
            "public record Account(@Key String accountId) {}"),
        source("test.Session",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ChildOf(parent = Account.class, prefix = \"SES\")",
            "public record Session(String accountId, @Key String sessionId, @ExpiresAt java.time.Instant expiresAt) {}")));
    assertThat(compilation).succeeded();
    String report;
    try {
      report = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/partitura/sessions/access-patterns.md")
          .orElseThrow().getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertThat(report).contains("\n## Expiry\n\nTime to Live on `expiresAt` (epoch seconds), written by Session. ");
    assertThat(report).contains("`db.enableExpiry()` sends one UpdateTimeToLive");
    assertThat(report).contains("at most 10 further Queries a page (per shard)");
  }

  /** Two entities storing {@code amount} with different types, one with a {@code @Unique} component. */
  private static final List<JavaFileObject> LEDGER = List.of(
      source("test.Books",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"books\")",
          "public interface Books {}"),
      source("test.Invoice",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = Books.class, prefix = \"INV\")",
          "public record Invoice(@Key String invoiceId, long amount, @Unique String number) {}"),
      source("test.Quote",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = Books.class, prefix = \"QUO\")",
          "public record Quote(@Key String quoteId, String amount) {}"));

  @SuppressWarnings("unchecked")
  private static Map<String, Object> workbenchTable(Compilation compilation) throws Exception {
    Map<String, Object> model = (Map<String, Object>) io.partitura.processor.generate.Json.parse(
        compilation.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/partitura/books/workbench.json")
            .orElseThrow().getCharContent(true).toString());
    return (Map<String, Object>) ((List<Object>) model.get("DataModel")).get(0);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Map<String, Object>> facets(Map<String, Object> table) {
    Map<String, Map<String, Object>> facets = new LinkedHashMap<>();
    for (Object facet : (List<Object>) table.get("TableFacets")) {
      facets.put((String) ((Map<String, Object>) facet).get("FacetName"), (Map<String, Object>) facet);
    }
    return facets;
  }

  /** The one sample item of a facet, attribute to its DynamoDB-JSON value. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> sample(Map<String, Object> facet) {
    return (Map<String, Object>) ((List<Object>) facet.get("TableData")).get(0);
  }

  /**
   * An attribute two entities store with different types keeps each entity's type in its facet (the
   * sample item), and the description names both; the table-level list (one type per name in this format)
   * takes the first.
   */
  @Test
  void workbenchKeepsEachEntitysTypeOfAnAttribute() throws Exception {
    Compilation compilation = compile(LEDGER);
    assertThat(compilation).succeeded();
    Map<String, Object> table = workbenchTable(compilation);
    Map<String, Map<String, Object>> facets = facets(table);
    assertThat(sample(facets.get("Invoice")).get("amount")).isEqualTo(Map.of("N", "0"));
    assertThat(sample(facets.get("Quote")).get("amount")).isEqualTo(Map.of("S", "{amount}"));
    assertThat(sample(facets.get("Invoice")).get("PK")).isEqualTo(Map.of("S", "INV#{invoiceId}"));
    assertThat(table.get("NonKeyAttributes").toString()).contains("{AttributeName=amount, AttributeType=N}");
    String description = workbench(compilation).get("Description").toString();
    assertThat(description).contains("Attribute amount is stored as N by Invoice; S by Quote");
  }

  /** Each {@code @Unique} component's uniqueness items have a facet: key = the value's key, naming the owner. */
  @Test
  void workbenchHasAFacetForUniquenessItems() throws Exception {
    Compilation compilation = compile(LEDGER);
    Map<String, Map<String, Object>> facets = facets(workbenchTable(compilation));
    assertThat(facets.keySet()).containsExactly("Invoice", "Invoice.number.unique", "Quote").inOrder();
    Map<String, Object> unique = facets.get("Invoice.number.unique");
    assertThat(unique.get("KeyAttributeAlias"))
        .isEqualTo(Map.of("PartitionKeyAlias", "UNIQ#Invoice.number#{number}", "SortKeyAlias", "UNIQ#Invoice.number#{number}"));
    assertThat(sample(unique)).isEqualTo(Map.of("PK", Map.of("S", "UNIQ#Invoice.number#{number}"),
        "SK", Map.of("S", "UNIQ#Invoice.number#{number}"), "ownerPartitionKey", Map.of("S", "INV#{invoiceId}"),
        "ownerSortKey", Map.of("S", "META")));
    assertThat(workbenchTable(compilation).get("NonKeyAttributes").toString())
        .contains("{AttributeName=ownerPartitionKey, AttributeType=S}");
  }

  /** The metadata a Workbench export carries, dates included, in its order; the dates are fixed (no build time). */
  @Test
  void workbenchMetadataIsThatOfAnExport() throws Exception {
    Map<String, Object> metadata = workbench(compile(LEDGER));
    assertThat(metadata.keySet()).containsExactly("Author", "DateCreated", "DateLastModified", "Description",
        "AWSService", "Version").inOrder();
    assertThat(metadata.get("DateCreated")).isEqualTo("Jan 01, 1970, 12:00 AM");
    assertThat(metadata.get("DateLastModified")).isEqualTo("Jan 01, 1970, 12:00 AM");
    assertThat(metadata.get("Version")).isEqualTo("3.0");
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> workbench(Compilation compilation) throws Exception {
    Map<String, Object> model = (Map<String, Object>) io.partitura.processor.generate.Json.parse(
        compilation.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/partitura/books/workbench.json")
            .orElseThrow().getCharContent(true).toString());
    return (Map<String, Object>) model.get("ModelMetadata");
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
        if (!method.endsWith("Request") && !sections.get(entity).contains("()." + method + "(")
            && sections.get("Listings").lines().noneMatch(row -> row.contains("()." + method + "(")
                && accessorOf(row, entity + "." + method))) {
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
