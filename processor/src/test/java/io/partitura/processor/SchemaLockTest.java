package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The schema lock ({@code -Apartitura.schemaLocation}): a model is locked, changed, and compiled
 * again. Each breaking kind fails the build with its code on the element that changed and leaves the
 * snapshot alone; each additive kind compiles and updates it; raising {@code schemaVersion} accepts a
 * breaking change and keeps the old snapshot beside the new one.
 */
class SchemaLockTest {
  @TempDir
  Path schemas;

  private Path snapshot;

  /** The locked model: one source per type, each a line that tests replace. */
  private Map<String, String> model;

  @BeforeEach
  void lockTheModel() throws IOException {
    model = new LinkedHashMap<>();
    model.put("Lock", "@Table(name = \"lock\") public interface Lock {}");
    model.put("Workspace", "@Parent(table = Lock.class, prefix = \"WS\") "
        + "public record Workspace(@Key String ownerId, String name) {}");
    model.put("Team", "@Parent(table = Lock.class, prefix = \"TEAM\") public record Team(@Key String ownerId) {}");
    model.put("Project", "@GlobalIndex(name = \"GSI1\", partitionKey = \"status\")\n"
        + "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")\n"
        + "public record Project(String ownerId, @Key String projectId, @Key int phase, String status, String lead) {}");
    Compilation first = compile();
    assertThat(first).succeededWithoutWarnings();
    snapshot = schemas.resolve("lock/1.json");
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(first));
  }

  private Compilation compile() {
    List<JavaFileObject> sources = new ArrayList<>();
    model.forEach((name, text) -> sources.add(source("test." + name, ("package test;\n"
        + "import io.partitura.annotations.*;\n" + text).split("\n"))));
    return Compiler.javac().withProcessors(new PartituraProcessor())
        .withOptions(TestSources.OPTIONS, "-Apartitura.schemaLocation=" + schemas).compile(sources);
  }

  private static String generatedSchema(Compilation compilation) throws IOException {
    return compilation.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/partitura/lock/schema.json")
        .orElseThrow().getCharContent(true).toString();
  }

  private void change(String type, String from, String to) {
    String text = model.get(type);
    assertThat(text).contains(from);
    model.put(type, text.replace(from, to));
  }

  /** Compiles the changed model, expecting exactly one error, and that the snapshot did not change. */
  private Compilation breaks(String code) throws IOException {
    String locked = Files.readString(snapshot);
    Compilation compilation = compile();
    assertThat(compilation).failed();
    assertThat(compilation.errors()).hasSize(1);
    assertThat(compilation).hadErrorContaining(code);
    assertThat(Files.readString(snapshot)).isEqualTo(locked);
    return compilation;
  }

  private JavaFileObject sourceOf(String type) {
    return source("test." + type, ("package test;\nimport io.partitura.annotations.*;\n" + model.get(type)).split("\n"));
  }

  // ---- breaking changes

  @Test
  void aChangedPrefixNamesTheItemsNoLongerFound() throws IOException {
    change("Workspace", "prefix = \"WS\"", "prefix = \"WORKSPACE\"");
    Compilation compilation = breaks("[PARTITURA-SCHEMA-001]");
    assertThat(compilation).hadErrorContaining("The prefix of Workspace changed from \"WS\" to \"WORKSPACE\" since "
        + "schema snapshot " + snapshot + ": items written as `WS#{ownerId}` will no longer be found by "
        + "`workspaces().get` and the listings of Workspace, and new ones are written as `WORKSPACE#{ownerId}`. "
        + "Restore the previous definition, or accept the change by raising @Table(schemaVersion) of Lock to 2")
        .inFile(sourceOf("Workspace")).onLineContaining("\"WORKSPACE\"");
  }

  /** Project's index keys carry its prefix and its sort key: they move with them, and are not reported again. */
  @Test
  void aChangedPrefixIsReportedOnceThoughIndexKeysFollowIt() throws IOException {
    change("Project", "prefix = \"PROJ\"", "prefix = \"PRJ\"");
    assertThat(breaks("[PARTITURA-SCHEMA-001]")).hadErrorContaining("items written as `PROJ#{projectId}#{phase}` will "
        + "no longer be found").inFile(sourceOf("Project")).onLineContaining("\"PRJ\"");
  }

  @Test
  void aChangedEntityTypeName() throws IOException {
    change("Team", "prefix = \"TEAM\"", "prefix = \"TEAM\", type = \"Squad\"");
    assertThat(breaks("[PARTITURA-SCHEMA-002]")).hadErrorContaining("The entity type of Team changed from \"Team\" to "
        + "\"Squad\"").inFile(sourceOf("Team")).onLineContaining("\"Squad\"");
  }

  @Test
  void aChangedTypeAttribute() throws IOException {
    change("Lock", "name = \"lock\"", "name = \"lock\", typeAttribute = \"kind\"");
    assertThat(breaks("[PARTITURA-SCHEMA-002]")).hadErrorContaining("The type attribute of table lock changed from "
        + "\"_type\" to \"kind\"").inFile(sourceOf("Lock")).onLineContaining("\"kind\"");
  }

  /** The separator and escape come from the runtime's KeyCodec: a snapshot written under another one. */
  @Test
  void aChangedSeparator() throws IOException {
    Files.writeString(snapshot, Files.readString(snapshot).replace("\"separator\": \"#\"", "\"separator\": \"|\""));
    assertThat(breaks("[PARTITURA-SCHEMA-003]")).hadErrorContaining("The key separator of table lock changed from '|' "
        + "to '#'").inFile(sourceOf("Lock")).onLineContaining("@Table");
  }

  @Test
  void aKeyComponentAdded() throws IOException {
    change("Project", "String lead)", "@Key String lead)");
    assertThat(breaks("[PARTITURA-SCHEMA-004]")).hadErrorContaining("The sort key of Project changed from "
        + "`PROJ#{projectId}#{phase}` (projectId: STRING, phase: INT) to `PROJ#{projectId}#{phase}#{lead}` "
        + "(projectId: STRING, phase: INT, lead: STRING)").inFile(sourceOf("Project")).onLineContaining("@ChildOf");
  }

  @Test
  void aKeyComponentRemoved() throws IOException {
    change("Project", "@Key int phase", "int phase");
    assertThat(breaks("[PARTITURA-SCHEMA-004]")).hadErrorContaining("to `PROJ#{projectId}` (projectId: STRING)");
  }

  @Test
  void keyComponentsReordered() throws IOException {
    change("Project", "@Key String projectId, @Key int phase", "@Key(order = 1) String projectId, @Key(order = 0) int phase");
    assertThat(breaks("[PARTITURA-SCHEMA-004]")).hadErrorContaining("to `PROJ#{phase}#{projectId}` (phase: INT, "
        + "projectId: STRING)");
  }

  @Test
  void aKeyComponentRetypedIsReportedOnTheComponent() throws IOException {
    change("Project", "@Key int phase", "@Key long phase");
    assertThat(breaks("[PARTITURA-SCHEMA-004]")).hadErrorContaining("(projectId: STRING, phase: LONG)")
        .inFile(sourceOf("Project")).onLineContaining("public record Project");
  }

  /** int and Integer keys are written alike: boxing a key component moves no item (the snapshot notes the type). */
  @Test
  void aBoxedKeyComponentIsNoBreakingChange() throws IOException {
    change("Project", "@Key int phase", "@Key Integer phase");
    Compilation compilation = compile();
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(compilation));
    assertThat(Files.readString(snapshot)).contains("\"javaType\": \"java.lang.Integer\"");
  }

  @Test
  void aChangedShardCount() throws IOException {
    change("Workspace", "prefix = \"WS\"", "prefix = \"WS\", shards = 4");
    assertThat(breaks("[PARTITURA-SCHEMA-005]")).hadErrorContaining("The shard count of the children of Workspace "
        + "changed from 1 to 4").inFile(sourceOf("Workspace")).onLineContaining("shards = 4");
  }

  @Test
  void aChangedIndexShardCount() throws IOException {
    change("Project", "partitionKey = \"status\"", "partitionKey = \"status\", shards = 3");
    assertThat(breaks("[PARTITURA-SCHEMA-005]")).hadErrorContaining("The shard count of Project in index GSI1 changed "
        + "from 1 to 3").inFile(sourceOf("Project")).onLineContaining("shards = 3");
  }

  @Test
  void aChangedIndexKey() throws IOException {
    change("Project", "partitionKey = \"status\"", "partitionKey = \"lead\"");
    assertThat(breaks("[PARTITURA-SCHEMA-006]")).hadErrorContaining("The key of Project in index GSI1 changed from "
        + "`GSI1PK = PROJ#{status}`, `GSI1SK = PROJ#{projectId}#{phase}#{PK}` to `GSI1PK = PROJ#{lead}`")
        .inFile(sourceOf("Project")).onLineContaining("@GlobalIndex");
  }

  /** The query method's name is not stored: renaming it moves no item. */
  @Test
  void aRenamedIndexQueryIsNoBreakingChange() throws IOException {
    change("Project", "partitionKey = \"status\"", "partitionKey = \"status\", query = \"byState\"");
    Compilation compilation = compile();
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(compilation));
  }

  /**
   * A snapshot written before index sort keys ended with the item's primary key: the stored format
   * changed, so the lock stops the build until the change is accepted (and the items backfilled).
   */
  @Test
  void aSnapshotFromBeforeTheTotalOrderNoticesTheNewIndexSortKeyFormat() throws IOException {
    String locked = Files.readString(snapshot);
    assertThat(locked).contains("\"template\": \"PROJ#{projectId}#{phase}#{PK}\"");
    Files.writeString(snapshot, locked.replace("PROJ#{projectId}#{phase}#{PK}\"", "PROJ#{projectId}#{phase}\""));
    assertThat(breaks("[PARTITURA-SCHEMA-006]")).hadErrorContaining("The key of Project in index GSI1 changed from "
        + "`GSI1PK = PROJ#{status}`, `GSI1SK = PROJ#{projectId}#{phase}` to `GSI1PK = PROJ#{status}`, "
        + "`GSI1SK = PROJ#{projectId}#{phase}#{PK}`");
  }

  @Test
  void aRemovedIndexKey() throws IOException {
    change("Project", "@GlobalIndex(name = \"GSI1\", partitionKey = \"status\")\n", "");
    assertThat(breaks("[PARTITURA-SCHEMA-006]")).hadErrorContaining("The key of Project in index GSI1 was removed")
        .inFile(sourceOf("Project")).onLineContaining("@ChildOf");
  }

  @Test
  void aMovedParent() throws IOException {
    change("Project", "parent = Workspace.class", "parent = Team.class");
    assertThat(breaks("[PARTITURA-SCHEMA-007]")).hadErrorContaining("Project moved from parent Workspace to parent Team "
        + "since schema snapshot " + snapshot + ": its stored items stay at `WS#{ownerId}`")
        .inFile(sourceOf("Project")).onLineContaining("Team.class");
  }

  @Test
  void renamedTableKeys() throws IOException {
    change("Lock", "name = \"lock\"", "name = \"lock\", sortKey = \"Detail\"");
    assertThat(breaks("[PARTITURA-SCHEMA-008]")).hadErrorContaining("The sort key attribute of table lock was renamed "
        + "from \"SK\" to \"Detail\"").inFile(sourceOf("Lock")).onLineContaining("\"Detail\"");
  }

  @Test
  void aRemovedEntity() throws IOException {
    model.remove("Team");
    assertThat(breaks("[PARTITURA-SCHEMA-009]")).hadErrorContaining("Entity test.Team (type \"Team\", stored at "
        + "`TEAM#{ownerId} / META`) is in schema snapshot");
  }

  /** Adds {@code type} to the locked model and locks it: an additive change (other entities may warn of a backfill). */
  private void lockWith(String type, String text) throws IOException {
    model.put(type, text);
    Compilation compilation = compile();
    assertThat(compilation).succeeded();
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(compilation));
  }

  /** Team's people: an edge whose sort key carries Team's prefix, and which keys Team in index Members. */
  private void lockMemberships() throws IOException {
    model.put("Person", "@Parent(table = Lock.class, prefix = \"PERSON\") public record Person(@Key String personId) {}");
    lockWith("Membership", "@ManyToMany(from = Person.class, to = Team.class, prefix = \"MEMBER\", index = \"Members\") "
        + "public record Membership(String personId, String ownerId) {}");
  }

  /** Stored parents stay at their old sort key: `get`, `update` and the parent check of `createUnder` miss them. */
  @Test
  void aParentsChangedSortKey() throws IOException {
    change("Team", "prefix = \"TEAM\"", "prefix = \"TEAM\", sortKey = \"PROFILE\"");
    assertThat(breaks("[PARTITURA-SCHEMA-013]")).hadErrorContaining("The sort key of Team changed from `META` to "
        + "`PROFILE` since schema snapshot " + snapshot + ": items written at `SK = META` will no longer be found by "
        + "`teams().get` and the listings of Team, and new ones are written at `SK = PROFILE`. Restore the previous "
        + "definition, or accept the change by raising @Table(schemaVersion) of Lock to 2")
        .inFile(sourceOf("Team")).onLineContaining("\"PROFILE\"");
  }

  /** Back to the default: reported on the annotation, since no sortKey is written any more. */
  @Test
  void aParentsSortKeyBackToTheDefault() throws IOException {
    change("Team", "prefix = \"TEAM\"", "prefix = \"TEAM\", sortKey = \"PROFILE\"");
    change("Lock", "name = \"lock\"", "name = \"lock\", schemaVersion = 2");
    assertThat(compile()).succeededWithoutWarnings();
    snapshot = schemas.resolve("lock/2.json");
    change("Team", ", sortKey = \"PROFILE\"", "");
    assertThat(breaks("[PARTITURA-SCHEMA-013]")).hadErrorContaining("The sort key of Team changed from `PROFILE` to "
        + "`META`").inFile(sourceOf("Team")).onLineContaining("@Parent");
  }

  /** Team's key in an edge's index is its own key: it moves with it, and is reported once. */
  @Test
  void aParentsChangedSortKeyIsReportedOnceThoughItsIndexKeyFollowsIt() throws IOException {
    lockMemberships();
    change("Team", "prefix = \"TEAM\"", "prefix = \"TEAM\", sortKey = \"PROFILE\"");
    assertThat(breaks("[PARTITURA-SCHEMA-013]")).hadErrorContaining("The sort key of Team changed from `META` to "
        + "`PROFILE`");
  }

  /** A snapshot written when an edge's sort key lacked its target's prefix: same components, another template. */
  @Test
  void anEdgesChangedKeyTemplate() throws IOException {
    lockMemberships();
    String locked = Files.readString(snapshot);
    assertThat(locked).contains("\"template\": \"MEMBER#TEAM#{ownerId}\"");
    Files.writeString(snapshot, locked.replace("\"MEMBER#TEAM#{ownerId}\"", "\"MEMBER#{ownerId}\""));
    assertThat(breaks("[PARTITURA-SCHEMA-013]")).hadErrorContaining("The sort key of Membership changed from "
        + "`MEMBER#{ownerId}` to `MEMBER#TEAM#{ownerId}`").inFile(sourceOf("Membership")).onLineContaining("@ManyToMany");
  }

  /** A grandchild's sort key begins with its parent's: a snapshot where it did not. */
  @Test
  void aChildsChangedKeyTemplate() throws IOException {
    lockWith("Task", "@ChildOf(parent = Project.class, prefix = \"TASK\") "
        + "public record Task(String ownerId, String projectId, int phase, @Key String taskId) {}");
    String locked = Files.readString(snapshot);
    assertThat(locked).contains("\"template\": \"PROJ#{projectId}#{phase}#TASK#{taskId}\"");
    Files.writeString(snapshot, locked.replace("\"PROJ#{projectId}#{phase}#TASK#{taskId}\"",
        "\"TASK#{projectId}#{phase}#{taskId}\""));
    assertThat(breaks("[PARTITURA-SCHEMA-013]")).hadErrorContaining("The sort key of Task changed from "
        + "`TASK#{projectId}#{phase}#{taskId}` to `PROJ#{projectId}#{phase}#TASK#{taskId}`")
        .inFile(sourceOf("Task")).onLineContaining("@ChildOf");
  }

  /** Project, a parent of Tasks, is listed alone from index NestedParents: its key there is compared too. */
  @Test
  void aChangedNestedParentsKey() throws IOException {
    lockWith("Task", "@ChildOf(parent = Project.class, prefix = \"TASK\") "
        + "public record Task(String ownerId, String projectId, int phase, @Key String taskId) {}");
    String locked = Files.readString(snapshot);
    assertThat(locked).contains("\"template\": \"PROJ#{ownerId}\"");
    Files.writeString(snapshot, locked.replace("\"PROJ#{ownerId}\"", "\"PROJECTS#{ownerId}\""));
    assertThat(breaks("[PARTITURA-SCHEMA-006]")).hadErrorContaining("The key of Project in index NestedParents "
        + "changed from `NestedParentsPK = PROJECTS#{ownerId}`");
  }

  /**
   * Keys that carry another entity's prefix (a child's partition key, an edge's keys in the table and
   * in its index) change with it: the change is reported once, on the prefix.
   */
  @Test
  void aChangedPrefixIsReportedOnceThoughOtherEntitiesKeysCarryIt() throws IOException {
    lockMemberships();
    lockWith("Task", "@ChildOf(parent = Project.class, prefix = \"TASK\") "
        + "public record Task(String ownerId, String projectId, int phase, @Key String taskId) {}");
    change("Team", "prefix = \"TEAM\"", "prefix = \"SQUAD\"");
    assertThat(breaks("[PARTITURA-SCHEMA-001]")).hadErrorContaining("The prefix of Team changed");
    change("Team", "prefix = \"SQUAD\"", "prefix = \"TEAM\"");
    change("Person", "prefix = \"PERSON\"", "prefix = \"HUMAN\"");
    assertThat(breaks("[PARTITURA-SCHEMA-001]")).hadErrorContaining("The prefix of Person changed");
    change("Person", "prefix = \"HUMAN\"", "prefix = \"PERSON\"");
    change("Project", "prefix = \"PROJ\"", "prefix = \"PRJ\"");
    assertThat(breaks("[PARTITURA-SCHEMA-001]")).hadErrorContaining("The prefix of Project changed");
  }

  /** Task's partition key is its grandparent's: moving Project moves it too, reported once, on Project. */
  @Test
  void aMovedChildIsReportedOnceThoughItsChildrensKeysMoveWithIt() throws IOException {
    lockWith("Task", "@ChildOf(parent = Project.class, prefix = \"TASK\") "
        + "public record Task(String ownerId, String projectId, int phase, @Key String taskId) {}");
    change("Project", "parent = Workspace.class", "parent = Team.class");
    assertThat(breaks("[PARTITURA-SCHEMA-007]")).hadErrorContaining("Project moved from parent Workspace to parent Team");
  }

  /** Two prefixes swapped: each entity's keys are compared with what the other's change explains. */
  @Test
  void swappedPrefixesAreReportedOnEachEntity() throws IOException {
    change("Workspace", "prefix = \"WS\"", "prefix = \"TEAM\"");
    change("Team", "prefix = \"TEAM\"", "prefix = \"WS\"");
    Compilation compilation = compile();
    assertThat(compilation).failed();
    assertThat(compilation.errors()).hasSize(2);
    assertThat(compilation).hadErrorContaining("The prefix of Workspace changed from \"WS\" to \"TEAM\"");
    assertThat(compilation).hadErrorContaining("The prefix of Team changed from \"TEAM\" to \"WS\"");
  }

  // ---- stored attribute names

  /** Items are still found by their key, but hold the component under its old name. */
  @Test
  void aKeyComponentsRenamedAttribute() throws IOException {
    change("Workspace", "@Key String ownerId", "@Key @Attribute(\"owner\") String ownerId");
    assertThat(breaks("[PARTITURA-SCHEMA-014]")).hadErrorContaining("Key component ownerId of Workspace is stored as "
        + "attribute \"owner\" instead of \"ownerId\" since schema snapshot " + snapshot + ": stored items are still "
        + "found by their key, but hold the value as \"ownerId\", so they read with ownerId null")
        .inFile(sourceOf("Workspace")).onLineContaining("\"owner\"");
  }

  @Test
  void aPrimitiveKeyComponentsRenamedAttribute() throws IOException {
    change("Project", "@Key int phase", "@Key @Attribute(\"stage\") int phase");
    assertThat(breaks("[PARTITURA-SCHEMA-014]")).hadErrorContaining("so every read of them fails (a primitive has no "
        + "null)");
  }

  @Test
  void aRenamedAttributeWarnsAndNamesTheMigration() throws IOException {
    change("Workspace", "String name)", "@Attribute(\"title\") String name)");
    Compilation compilation = compile();
    assertThat(compilation).succeeded();
    assertThat(compilation.warnings()).hasSize(1);
    assertThat(compilation).hadWarningContaining("[PARTITURA-SCHEMA-015] Component name of Workspace is stored as "
        + "attribute \"title\" instead of \"name\" since schema snapshot " + snapshot + ": items stored before hold "
        + "its value as \"name\", so they read with name null until each item is migrated (its value moved from "
        + "\"name\" to \"title\", e.g. one UpdateItem per item: SET #title = #name REMOVE #name).")
        .inFile(sourceOf("Workspace")).onLineContaining("\"title\"");
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(compilation));
  }

  /** A renamed component that keeps its attribute name moves no data. */
  @Test
  void aRenamedComponentKeepingItsAttributeIsNoChange() throws IOException {
    change("Workspace", "String name)", "@Attribute(\"name\") String title)");
    Compilation compilation = compile();
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(compilation));
  }

  // ---- @Unique and @Version on stored items

  @Test
  void aUniqueComponentAddedWarnsAndIsRecorded() throws IOException {
    change("Workspace", "String name)", "@Unique String name)");
    Compilation compilation = compile();
    assertThat(compilation).succeeded();
    assertThat(compilation.warnings()).hasSize(1);
    assertThat(compilation).hadWarningContaining("[PARTITURA-SCHEMA-016] Component name of Workspace is now @Unique, "
        + "which schema snapshot " + snapshot + " did not record: items stored before have no uniqueness item "
        + "`UNIQ#Workspace.name#<value>`, so a new item can take a value they hold")
        .inFile(sourceOf("Workspace")).onLineContaining("@Unique");
    String locked = Files.readString(snapshot);
    assertThat(locked).isEqualTo(generatedSchema(compilation));
    assertThat(locked).contains("\"unique\": [\n        \"name\"\n      ]");
  }

  @Test
  void aVersionAddedWarnsAndIsRecorded() throws IOException {
    change("Team", "(@Key String ownerId)", "(@Key String ownerId, @Version long revision)");
    Compilation compilation = compile();
    assertThat(compilation).succeeded();
    assertThat(compilation.warnings()).hasSize(1);
    assertThat(compilation).hadWarningContaining("[PARTITURA-SCHEMA-017] Component revision of Team is now its "
        + "@Version, which schema snapshot " + snapshot + " did not record: items stored before have no attribute "
        + "\"revision\", so every read of them fails (a primitive has no null)")
        .inFile(sourceOf("Team")).onLineContaining("@Version");
    String locked = Files.readString(snapshot);
    assertThat(locked).isEqualTo(generatedSchema(compilation));
    assertThat(locked).contains("\"version\": \"revision\"");
  }

  @Test
  void aBoxedVersionAddedWarnsOfStaleVersions() throws IOException {
    change("Team", "(@Key String ownerId)", "(@Key String ownerId, @Version Long revision)");
    Compilation compilation = compile();
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningContaining("[PARTITURA-SCHEMA-017] Component revision of Team is now its "
        + "@Version, which schema snapshot " + snapshot + " did not record: items stored before have no attribute "
        + "\"revision\", so they read with revision null, and a put or delete of such a record fails "
        + "(StaleVersionException");
  }

  /** Items stored before hold the component that becomes the version. */
  @Test
  void aStoredComponentBecomingTheVersionIsNoChangeOfStoredItems() throws IOException {
    lockWith("Team", "@Parent(table = Lock.class, prefix = \"TEAM\") public record Team(@Key String ownerId, "
        + "long revision) {}");
    change("Team", "long revision", "@Version long revision");
    Compilation compilation = compile();
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).contains("\"version\": \"revision\"");
  }

  /** Items of a new entity are all written with their uniqueness items and versions. */
  @Test
  void aNewEntityWithUniqueAndVersionComponentsCompilesWithoutWarnings() throws IOException {
    model.put("Tag", "@Parent(table = Lock.class, prefix = \"TAG\") "
        + "public record Tag(@Key String tagId, @Unique String label, @Version int version) {}");
    Compilation compilation = compile();
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(compilation));
    assertThat(Files.readString(snapshot)).contains("\"unique\": [\n        \"label\"\n      ]");
  }

  /** A snapshot of format 1 did not record unique components: it is no evidence that one was added. */
  @Test
  void aSnapshotFromBeforeUniqueComponentsWereRecordedWarnsOfNone() throws IOException {
    lockWith("Tag", "@Parent(table = Lock.class, prefix = \"TAG\") "
        + "public record Tag(@Key String tagId, @Unique String label) {}");
    String locked = Files.readString(snapshot);
    String formatOne = locked.replace("\"formatVersion\": 4", "\"formatVersion\": 1")
        .replace(",\n      \"unique\": [\n        \"label\"\n      ]", "");
    assertThat(formatOne).doesNotContain("\"unique\"");
    Files.writeString(snapshot, formatOne);
    Compilation compilation = compile();
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).isEqualTo(locked);
  }

  /**
   * Before format 3, put wrote an index's key attributes together or not at all: an order stored with a status and
   * no placedAt has no GSI3PK, and placedAt(t) alone, which writes GSI3SK, would leave it out of the index.
   */
  @Test
  void aSnapshotFromBeforeIndexKeyAttributesWereWrittenApartWarnsOfTheBackfill() throws IOException {
    lockWith("Order", "@GlobalIndex(name = \"GSI3\", partitionKey = \"status\", sortKey = \"placedAt\")\n"
        + "@GlobalIndex(name = \"GSI4\", partitionKey = \"customer\")\n"
        + "@GlobalIndex(name = \"GSI5\", partitionKey = \"customer\", sortKey = \"orderId\", query = \"byCustomerAndId\")\n"
        + "@Parent(table = Lock.class, prefix = \"ORD\")\n"
        + "public record Order(@Key String orderId, String status, java.time.Instant placedAt, String customer) {}");
    String locked = Files.readString(snapshot);
    assertThat(locked).contains("\"formatVersion\": 4");
    Files.writeString(snapshot, locked.replace("\"formatVersion\": 4", "\"formatVersion\": 2"));
    Compilation compilation = compile();
    assertThat(compilation).succeeded();
    // GSI4 (its sort key the item's own) and GSI5 (the order id, a key part) are written by a setter whole.
    assertThat(compilation.warnings()).hasSize(1);
    assertThat(compilation).hadWarningContaining("[PARTITURA-SCHEMA-019] The key attributes of Order in index GSI3 "
        + "are now written each from its own components (GSI3PK from status; GSI3SK from placedAt), and schema "
        + "snapshot " + snapshot + " predates that: put wrote both or neither, so an item stored before with status "
        + "or placedAt null has neither. A partial update that sets the missing component alone then writes one key "
        + "attribute, and the item stays out of GSI3 although every component is set. After deploying, run "
        + "db.backfill(\"GSI3\"): it writes the key attribute each such item lacks, and nothing to the others.")
        .inFile(sourceOf("Order")).onLineContaining("GSI3");
    // Said once: the snapshot is rewritten in the current format.
    assertThat(Files.readString(snapshot)).isEqualTo(locked);
    assertThat(compile()).succeededWithoutWarnings();
  }

  /** Primitive components are never null: put always wrote both attributes of such an index. */
  @Test
  void anIndexOfComponentsThatCannotBeNullNeedsNoBackfill() throws IOException {
    lockWith("Order", "@GlobalIndex(name = \"GSI3\", partitionKey = \"priority\", sortKey = \"total\")\n"
        + "@Parent(table = Lock.class, prefix = \"ORD\")\n"
        + "public record Order(@Key String orderId, int priority, long total) {}");
    String locked = Files.readString(snapshot);
    Files.writeString(snapshot, locked.replace("\"formatVersion\": 4", "\"formatVersion\": 2"));
    assertThat(compile()).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).isEqualTo(locked);
  }

  // ---- typed ids stored as their component (format 4)

  /**
   * A snapshot of format 3 or earlier stored a typed id outside key positions as a map: the lock says which components held
   * one (an attribute, an Optional, list elements, a nested record's component), once each, on the component; a
   * typed id that was a key, or a component new since the snapshot, holds no map in stored items.
   */
  @Test
  void aSnapshotFromBeforeTypedIdsWereStoredAsValuesWarnsOnEachComponentThatHeldOne() throws IOException {
    model.put("TeamId", "public record TeamId(String value) {}");
    model.put("Badge", "public record Badge(String label, TeamId team) {}");
    lockWith("Member", "@Parent(table = Lock.class, prefix = \"MEM\") public record Member(@Key TeamId teamId, "
        + "TeamId mentor,\n java.util.Optional<TeamId> coach,\n java.util.List<TeamId> formerTeams,\n Badge badge,\n "
        + "String name) {}");
    Files.writeString(snapshot, Files.readString(snapshot).replace("\"formatVersion\": 4", "\"formatVersion\": 3"));
    change("Member", "String name)", "String name, TeamId rival)");

    Compilation compilation = compile();

    assertThat(compilation).succeeded();
    assertThat(compilation.warnings()).hasSize(4);
    JavaFileObject member = sourceOf("Member");
    assertThat(compilation).hadWarningContaining("[PARTITURA-SCHEMA-020] Component mentor of Member holds typed id "
        + "TeamId, which schema snapshot " + snapshot + " (format 3) stored as a map of the id's one component "
        + "(`{\"value\": ...}`); a typed id is now stored as that component alone, as in keys. Items stored before "
        + "still read (both forms are read), but a condition or filter on it matches only items written since, and "
        + "other readers of the table (streams, exports) meet both forms. Migrate: write each stored Member again "
        + "(get, then put), or one UpdateItem per item: SET #a = #a.#value (#a: \"mentor\").")
        .inFile(member).onLineContaining("TeamId mentor");
    assertThat(compilation).hadWarningContaining("Component coach of Member holds typed id TeamId")
        .inFile(member).onLineContaining("coach");
    assertThat(compilation).hadWarningContaining("Component formerTeams of Member holds typed ids inside it: TeamId")
        .inFile(member).onLineContaining("formerTeams");
    assertThat(compilation).hadWarningContaining("Component badge of Member holds typed ids inside it: TeamId")
        .inFile(member).onLineContaining("Badge badge");
    // The snapshot is rewritten at format 4: the next compilation has nothing to say.
    assertThat(Files.readString(snapshot)).contains("\"formatVersion\": 4");
    assertThat(compile()).succeededWithoutWarnings();
  }

  /** From format 4 on, a typed id is stored as its component everywhere: nothing to migrate. */
  @Test
  void aTypedIdAddedUnderAFormatFourSnapshotWarnsOfNothing() throws IOException {
    model.put("TeamId", "public record TeamId(String value) {}");
    change("Team", "(@Key String ownerId)", "(@Key String ownerId, TeamId parentTeam)");
    assertThat(compile()).succeededWithoutWarnings();
  }

  // ---- versions and snapshots

  @Test
  void raisingSchemaVersionAcceptsABreakingChangeAndKeepsTheOldSnapshot() throws IOException {
    String locked = Files.readString(snapshot);
    change("Workspace", "prefix = \"WS\"", "prefix = \"WORKSPACE\"");
    change("Lock", "name = \"lock\"", "name = \"lock\", schemaVersion = 2");
    Compilation compilation = compile();
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).isEqualTo(locked);
    String second = Files.readString(schemas.resolve("lock/2.json"));
    assertThat(second).isEqualTo(generatedSchema(compilation));
    assertThat(second).contains("\"schemaVersion\": 2");
    assertThat(second).contains("WORKSPACE#{ownerId}");
  }

  @Test
  void aLoweredSchemaVersion() throws IOException {
    change("Lock", "name = \"lock\"", "name = \"lock\", schemaVersion = 2");
    assertThat(compile()).succeededWithoutWarnings();
    change("Lock", "schemaVersion = 2", "schemaVersion = 1");
    assertThat(compile()).hadErrorContaining("[PARTITURA-SCHEMA-010] @Table(schemaVersion = 1) on Lock is not valid: "
        + "schema snapshot " + schemas.resolve("lock/2.json") + " is already at version 2")
        .inFile(sourceOf("Lock")).onLineContaining("schemaVersion = 1");
  }

  @Test
  void aSchemaVersionBelowOne() {
    change("Lock", "name = \"lock\"", "name = \"lock\", schemaVersion = 0");
    assertThat(compile()).hadErrorContaining("[PARTITURA-SCHEMA-010] @Table(schemaVersion = 0) on Lock is not valid: "
        + "versions start at 1").inFile(sourceOf("Lock")).onLineContaining("schemaVersion = 0");
  }

  @Test
  void anUnreadableSnapshot() throws IOException {
    Files.writeString(snapshot, "{ \"table\": ");
    Compilation compilation = compile();
    assertThat(compilation).hadErrorContaining("[PARTITURA-SCHEMA-011] Schema snapshot " + snapshot + " of table lock "
        + "could not be read").inFile(sourceOf("Lock")).onLineContaining("@Table");
    assertThat(Files.readString(snapshot)).isEqualTo("{ \"table\": ");
  }

  // ---- additive changes

  @Test
  void aNewEntityUpdatesTheSnapshot() throws IOException {
    model.put("Tag", "@Parent(table = Lock.class, prefix = \"TAG\") public record Tag(@Key String tagId) {}");
    Compilation compilation = compile();
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(compilation));
    assertThat(Files.readString(snapshot)).contains("\"template\": \"TAG#{tagId}\"");
  }

  @Test
  void aNewAttributeUpdatesTheSnapshot() throws IOException {
    change("Workspace", "String name)", "String name, String description)");
    Compilation compilation = compile();
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(compilation));
    assertThat(Files.readString(snapshot)).contains("\"attribute\": \"description\"");
  }

  @Test
  void aNewIndexUpdatesTheSnapshotAndWarnsThatStoredItemsNeedABackfill() throws IOException {
    change("Project", "@ChildOf", "@GlobalIndex(name = \"GSI2\", partitionKey = \"lead\")\n@ChildOf");
    Compilation compilation = compile();
    assertThat(compilation).succeeded();
    assertThat(compilation.warnings()).hasSize(1);
    assertThat(compilation).hadWarningContaining("[PARTITURA-SCHEMA-012] Project is now written into index GSI2 (at "
        + "`GSI2PK = PROJ#{lead}`, `GSI2SK = PROJ#{projectId}#{phase}#{PK}`), which schema snapshot " + snapshot
        + " did not have: Project items stored before lack the index key")
        .inFile(sourceOf("Project")).onLineContaining("GSI2");
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(compilation));
  }

  @Test
  void aChangedStreamViewWarnsItsConsumersAndUpdatesTheSnapshot() throws IOException {
    change("Lock", "@Table(name = \"lock\")", "@Table(name = \"lock\", stream = Table.StreamView.NEW_AND_OLD_IMAGES)");
    Compilation added = compile();
    assertThat(added).succeededWithoutWarnings();
    assertThat(Files.readString(snapshot)).contains("\"streamView\": \"NEW_AND_OLD_IMAGES\"");

    change("Lock", "NEW_AND_OLD_IMAGES", "KEYS_ONLY");
    Compilation changed = compile();
    assertThat(changed).succeeded();
    assertThat(changed.warnings()).hasSize(1);
    assertThat(changed).hadWarningContaining("[PARTITURA-SCHEMA-018] The stream of table lock changed from "
        + "NEW_AND_OLD_IMAGES to KEYS_ONLY since schema snapshot " + snapshot + ": DynamoDB cannot change a stream in "
        + "place, so deploying this disables the stream (its consumers read no new records; the old records stay "
        + "readable for 24 hours) and enables a new one with another ARN, whose records carry KEYS_ONLY. Move every "
        + "consumer of the stream before deploying it.")
        .inFile(sourceOf("Lock")).onLineContaining("KEYS_ONLY");
    assertThat(Files.readString(snapshot)).isEqualTo(generatedSchema(changed));

    change("Lock", ", stream = Table.StreamView.KEYS_ONLY", "");
    Compilation removed = compile();
    assertThat(removed).hadWarningContaining("changed from KEYS_ONLY to no stream");
    assertThat(Files.readString(snapshot)).doesNotContain("\"streamView\": \"");
  }

  @Test
  void anUnchangedSchemaLeavesTheSnapshotAlone() throws IOException {
    Files.setLastModifiedTime(snapshot, java.nio.file.attribute.FileTime.fromMillis(0));
    assertThat(compile()).succeededWithoutWarnings();
    assertThat(Files.getLastModifiedTime(snapshot).toMillis()).isEqualTo(0);
  }
}
