package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/** {@code @Unique}: every diagnostic it can cause, and what a valid one generates. */
class UniqueCompileTest {

  private static void assertError(Compilation compilation, int count, JavaFileObject file, String line,
      String... fragments) {
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(count);
    for (String fragment : fragments) {
      assertThat(compilation).hadErrorContaining(fragment).inFile(file).onLineContaining(line);
    }
  }

  private static JavaFileObject workspaceWith(String... components) {
    return workspace("WS", components);
  }

  private static JavaFileObject workspace(String prefix, String... components) {
    String[] lines = new String[components.length + 7];
    lines[0] = "package test;";
    lines[1] = "import io.partitura.annotations.*;";
    lines[2] = "import java.time.*;";
    lines[3] = "import java.util.*;";
    lines[4] = "@Parent(table = ControlPlane.class, prefix = \"" + prefix + "\")";
    lines[5] = "public record Workspace(";
    System.arraycopy(components, 0, lines, 6, components.length);
    lines[lines.length - 1] = ") {}";
    return source("test.Workspace", lines);
  }

  @Test
  void uniqueOfATypeNoKeyCanHold() {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@Unique List<String> aliases");
    assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "List<String> aliases",
        "[PARTITURA-UNIQUE-001] @Unique component Workspace.aliases has type java.util.List<java.lang.String>, but a "
            + "unique value is held in the key of its uniqueness item, and keys hold only String, int",
        "Change its type, or drop @Unique.");
  }

  @Test
  void uniqueOfANestedRecordThatIsNoTypedId() {
    JavaFileObject address = source("test.Address", "package test;",
        "public record Address(String street, String city) {}");
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@Unique Address address");
    assertError(compile(CONTROL_PLANE, address, workspace), 1, workspace, "Address address",
        "[PARTITURA-UNIQUE-001] @Unique component Workspace.address has type test.Address");
  }

  @Test
  void uniqueKey() {
    JavaFileObject workspace = workspaceWith("@Key @Unique String workspaceId,", "String name");
    assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String workspaceId",
        "[PARTITURA-UNIQUE-002] Component Workspace.workspaceId is both @Key and @Unique; the primary key is unique "
            + "already",
        "Remove @Unique.");
  }

  @Test
  void uniqueParentKeyOfAChild() {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId");
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Workspace.class, prefix = \"PRJ\")",
        "public record Project(@Unique String workspaceId, @Key String projectId) {}");
    assertError(compile(CONTROL_PLANE, workspace, project), 1, project, "@Unique String workspaceId",
        "[PARTITURA-UNIQUE-002] Component Project.workspaceId is both the partition key it shares with its parent "
            + "Workspace and @Unique");
  }

  @Test
  void uniqueInsideANestedRecord() {
    JavaFileObject contact = source("test.Contact", "package test;",
        "import io.partitura.annotations.*;",
        "public record Contact(",
        "    @Unique String email,",
        "    String phone) {}");
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "Contact contact");
    Compilation compilation = compile(CONTROL_PLANE, contact, workspace);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("[PARTITURA-UNIQUE-003] @Unique component Contact.email is in a "
        + "record stored inside another item").inFile(contact).onLineContaining("@Unique String email");
  }

  @Test
  void uniqueOnAnEdge() {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId");
    JavaFileObject member = source("test.Member", "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"MEM\")",
        "public record Member(@Key String memberId) {}");
    JavaFileObject seat = source("test.Seat", "package test;",
        "import io.partitura.annotations.*;",
        "@ManyToMany(from = Workspace.class, to = Member.class, prefix = \"SEAT\")",
        "public record Seat(String workspaceId, String memberId,",
        "    @Unique String badge) {}");
    assertError(compile(CONTROL_PLANE, workspace, member, seat), 1, seat, "@Unique String badge",
        "[PARTITURA-UNIQUE-004] @Unique component Seat.badge is on a @ManyToMany edge, and an edge's writes carry "
            + "no uniqueness items, so Partitura cannot keep the value unique there. Remove @Unique.");
  }

  /** Versioned writes carry the uniqueness items too (UniqueValues#putVersioned and the versioned deletes). */
  @Test
  void uniqueOnAVersionedEntityCompiles() {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@Unique String slug,",
        "@Version long version");
    assertThat(compile(CONTROL_PLANE, workspace)).succeeded();
  }

  @Test
  void uniqueOnAnExpiringEntity() {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@Unique String slug,",
        "@ExpiresAt Instant expiresAt");
    assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "@Unique String slug",
        "[PARTITURA-UNIQUE-004] @Unique component Workspace.slug is on an entity with an @ExpiresAt, and Time to Live "
            + "deletes its items without a write, which would leave their values taken");
  }

  @Test
  void parentPrefixOfTheUniquenessItems() {
    JavaFileObject workspace = workspace("UNIQ", "@Key String workspaceId,", "@Unique String slug");
    assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "prefix = \"UNIQ\"",
        "[PARTITURA-UNIQUE-005] Prefix \"UNIQ\" of Workspace is reserved in a table with @Unique components: keys "
            + "\"UNIQ#...\" are its uniqueness items",
        "Choose another prefix.");
  }

  @Test
  void thePrefixUNIQIsFreeInATableWithoutUnique() {
    JavaFileObject workspace = workspace("UNIQ", "@Key String workspaceId,", "String slug");
    assertThat(compile(CONTROL_PLANE, workspace)).succeeded();
  }

  @Test
  void indexQueryNamedLikeTheFindByOfAUniqueComponent() {
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@GlobalIndex(name = \"GSI1\", partitionKey = \"name\",",
        "    query = \"findBySlug\")",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId, String name, @Unique String slug) {}");
    assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "query = \"findBySlug\"",
        "[PARTITURA-INDEX-010] @GlobalIndex(name = \"GSI1\") on Workspace generates the query method findBySlug(), "
            + "which WorkspaceRepository already has");
  }

  @Test
  void aTypedIdCanBeUnique() throws IOException {
    JavaFileObject handle = source("test.Handle", "package test;", "public record Handle(String value) {}");
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@Unique Handle handle");
    Compilation compilation = compile(CONTROL_PLANE, handle, workspace);
    assertThat(compilation).succeeded();
    String repository = compilation.generatedFile(StandardLocation.SOURCE_OUTPUT, "test", "WorkspaceRepository.java")
        .orElseThrow().getCharContent(false).toString();
    assertThat(repository).contains("KeyCodec.encodeString(\"Workspace.handle\", workspace.handle() == null ? null : "
        + "workspace.handle().value())");
    assertThat(repository).contains("public Optional<Workspace> findByHandle(Handle handle)");
  }

  /**
   * The table's transaction offers every write of an entity with @Unique, each carrying the moves of its
   * uniqueness items (a put, replace, delete or an update of a unique component reads the values first,
   * through the runtime's UniqueValues); a child with @Unique has no createUnder.
   */
  @Test
  void transactionsOfferEveryWriteAndEachCarriesTheUniquenessItems() throws IOException {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@Unique String slug");
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Workspace.class, prefix = \"PRJ\")",
        "public record Project(String workspaceId, @Key String projectId, @Unique String code) {}");
    Compilation compilation = compile(CONTROL_PLANE, workspace, project);
    assertThat(compilation).succeeded();
    String transaction = compilation.generatedFile(StandardLocation.SOURCE_OUTPUT, "test",
        "ControlPlaneTransaction.java").orElseThrow().getCharContent(false).toString();
    assertThat(transaction).contains("public ControlPlaneTransaction create(Workspace workspace)");
    assertThat(transaction).contains("return addUniqueCreate(workspace, null, WorkspaceRepository.Codec.INSTANCE, "
        + "WorkspaceRepository.UNIQUE_VALUES);");
    assertThat(transaction).contains("public ControlPlaneTransaction checkWorkspace(");
    assertThat(transaction).contains("return addUniquePut(workspace, null, WorkspaceRepository.Codec.INSTANCE, "
        + "WorkspaceRepository.UNIQUE_VALUES);");
    assertThat(transaction).contains("return addUniqueReplace(workspace, WorkspaceRepository.Conditions.of(when), "
        + "WorkspaceRepository.Codec.INSTANCE, WorkspaceRepository.UNIQUE_VALUES);");
    assertThat(transaction).contains("var update = newUpdate(WorkspaceRepository.Codec.primaryKey(workspaceId), "
        + "WorkspaceRepository.Codec.INSTANCE, WorkspaceRepository.UNIQUE_VALUES);\n"
        + "        changes.accept(new WorkspaceRepository.Update(update));\n"
        + "        return addUniqueUpdate(update, WorkspaceRepository.UNIQUE_VALUES);");
    assertThat(transaction).contains("return addUniqueDelete(ProjectRepository.Codec.primaryKey(workspaceId, projectId), "
        + "null, ProjectRepository.Codec.INSTANCE, ProjectRepository.UNIQUE_VALUES);");
    // None of them is the plain action that would skip the uniqueness items.
    assertThat(transaction).doesNotContain("addPut(");
    assertThat(transaction).doesNotContain("addReplace(");
    assertThat(transaction).doesNotContain("addDelete(");
    assertThat(transaction).doesNotContain("return addUpdate(");
    String projects = compilation.generatedFile(StandardLocation.SOURCE_OUTPUT, "test", "ProjectRepository.java")
        .orElseThrow().getCharContent(false).toString();
    assertThat(projects).doesNotContain("createUnder");
  }

  @Test
  void theAccessPatternsListTheUniquenessItemsAndTheirCosts() throws IOException {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@Unique String slug");
    Compilation compilation = compile(CONTROL_PLANE, workspace);
    assertThat(compilation).succeeded();
    String report = compilation.generatedFile(StandardLocation.CLASS_OUTPUT,
        "META-INF/partitura/control-plane/access-patterns.md").orElseThrow().getCharContent(false).toString();
    assertThat(report).contains("| `db.workspaces().findBySlug(slug)` | GetItem of the uniqueness item, then GetItem of "
        + "the Workspace it names, on `EntityRef = Detail = UNIQ#Workspace.slug#{slug}` (eventual; strong "
        + "with `findBySlug(…, ReadConsistency.STRONG)`) | 2 (1 when the value is free) |");
    assertThat(report).contains("| `db.workspaces().delete(workspaceId)` | GetItem (consistent) of the stored `@Unique` "
        + "values, then TransactWriteItems: DeleteItem guarded by the values read, and the Delete of their uniqueness "
        + "items | 2 (1 when there is no item) |");
    assertThat(report).contains("versioned records and records with `@Unique` values refused");
  }

  @Test
  void theAccessPatternsOfAVersionedEntityWithUniqueValuesShowTheVersionConditionAndTheMoves() throws IOException {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@Unique String slug,",
        "@Version long version");
    Compilation compilation = compile(CONTROL_PLANE, workspace);
    assertThat(compilation).succeeded();
    String report = compilation.generatedFile(StandardLocation.CLASS_OUTPUT,
        "META-INF/partitura/control-plane/access-patterns.md").orElseThrow().getCharContent(false).toString();
    assertThat(report).contains("| `db.workspaces().put(workspace)` | GetItem (consistent) of the stored `@Unique` "
        + "values, then TransactWriteItems: PutItem, conditional on `version`, guarded by the values read, and the moves "
        + "of the uniqueness items of the values that change | 2 |");
    assertThat(report).contains("| `db.workspaces().update(workspace)` | GetItem (consistent) of the stored `@Unique` "
        + "values, then TransactWriteItems: PutItem, conditional on `version`, guarded by the values read");
    assertThat(report).contains("| `db.workspaces().delete(workspace)` | GetItem (consistent) of the stored `@Unique` "
        + "values, then TransactWriteItems: DeleteItem, conditional on `version`, guarded by the values read, and the "
        + "Delete of their uniqueness items | 2 (1 when there is no item) |");
    assertThat(report).contains("| `db.workspaces().delete(workspaceId, expectedVersion)` | GetItem (consistent) of "
        + "the stored `@Unique` values, then TransactWriteItems: DeleteItem, conditional on `version`, guarded by the "
        + "values read, and the Delete of their uniqueness items | 2 (1 when there is no item) |");
  }
}
