package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Typed ids: a record of one component of a key type is accepted in every key position (primary
 * key, parent key copied on a child, edge sides, index components), and gives each id its own type,
 * so arguments given in the wrong order do not compile.
 */
class TypedIdsTest {
  private static final JavaFileObject IDS = source("test.Ids",
      "package test;",
      "public final class Ids {",
      "  private Ids() {}",
      "  public record TeamId(String value) {}",
      "  public record TaskId(long value) {}",
      "  public record Tag(java.util.UUID value) {}",
      "}");

  private static final JavaFileObject TEAM = source("test.Team",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = ControlPlane.class, prefix = \"TEAM\")",
      "public record Team(@Key Ids.TeamId teamId, String name) {}");

  private static final JavaFileObject TASK = source("test.Task",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ChildOf(parent = Team.class, prefix = \"TASK\")",
      "@GlobalIndex(name = \"GSI1\", partitionKey = \"tag\", sortKey = \"taskId\")",
      "public record Task(Ids.TeamId teamId, @Key Ids.TaskId taskId, Ids.Tag tag, String title) {}");

  private static final JavaFileObject LABEL = source("test.Label",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = ControlPlane.class, prefix = \"LABEL\")",
      "public record Label(@Key Ids.Tag tag) {}");

  private static final JavaFileObject TAGGING = source("test.Tagging",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ManyToMany(from = Team.class, to = Label.class, prefix = \"TAGGED\", index = \"GSI2\")",
      "public record Tagging(Ids.TeamId teamId, Ids.Tag tag) {}");

  private static Compilation compileWith(String... statements) {
    List<String> lines = new ArrayList<>(List.of(
        "package test;",
        "class Use {",
        "  void use(TaskRepository tasks, TaggingRepository taggings, Ids.TeamId team, Ids.TaskId task, Ids.Tag tag) {"));
    for (String statement : statements) {
      lines.add("    " + statement);
    }
    lines.add("  }");
    lines.add("}");
    return compile(CONTROL_PLANE, IDS, TEAM, TASK, LABEL, TAGGING, source("test.Use", lines.toArray(String[]::new)));
  }

  @Test
  void typedIdsAreAcceptedInEveryKeyPosition() {
    Compilation compilation = compileWith(
        "tasks.get(team, task);",
        "tasks.inTeam(team).all();",
        "tasks.inTeam(team, io.partitura.runtime.query.KeyRange.from(task)).all();",
        "tasks.byTag(tag).all();",
        "taggings.ofTeam(team).all();",
        "taggings.ofLabel(tag).all();",
        "Ids.TaskId decoded = TaskRepository.Codec.taskIdOf(TaskRepository.Codec.sortKey(task));");
    assertThat(compilation).succeededWithoutWarnings();
    // Stored as their component, the ids need no map codec of their own.
    assertThat(GeneratedTypes.names(compilation).stream().filter(name -> name.contains("MapCodec")).toList()).isEmpty();
  }

  @Test
  void argumentsInTheWrongOrderDoNotCompile() {
    assertThat(compileWith("tasks.get(task, team);")).hadErrorContaining("incompatible types: test.Ids.TaskId cannot be "
        + "converted to test.Ids.TeamId");
    assertThat(compileWith("taggings.ofTeam(tag);")).hadErrorContaining("incompatible types");
  }

  /** Outside key positions too, a typed id is stored as its component: no map codec, and conditions compare it. */
  @Test
  void aTypedIdOutsideKeyPositionsIsStoredAsItsComponentAndTakesIsInAndExists() {
    JavaFileObject note = source("test.Note",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"NOTE\")",
        "public record Note(@Key String noteId, Ids.TeamId owner, java.util.List<Ids.TaskId> tasks,",
        "    java.util.Optional<Ids.Tag> tag) {}");
    JavaFileObject use = source("test.UseNote",
        "package test;",
        "class UseNote {",
        "  void use(NoteRepository notes, Ids.TeamId team, Ids.TeamId other) {",
        "    notes.update(\"n1\").owner(team).when(c -> c.owner().is(team).and(c.tag().exists())).apply();",
        "    notes.delete(\"n1\", c -> c.owner().in(team, other).or(c.owner().notExists()));",
        "  }",
        "}");
    Compilation compilation = compile(CONTROL_PLANE, IDS, note, use);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation).stream().filter(name -> name.contains("MapCodec")).toList()).isEmpty();
  }

  /** A String-backed typed id sort key takes {@code KeyRange.startingWith} on its value; a long-backed one does not. */
  @Test
  void startingWithRangesAStringTypedIdSortKeyByItsValue() {
    JavaFileObject ticket = source("test.Ticket",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Team.class, prefix = \"TICKET\")",
        "@GlobalIndex(name = \"GSI3\", partitionKey = \"tag\", sortKey = \"ticketId\")",
        "public record Ticket(Ids.TeamId teamId, @Key Ids.TeamId ticketId, Ids.Tag tag) {}");
    JavaFileObject use = source("test.UseTicket",
        "package test;",
        "import io.partitura.runtime.query.KeyRange;",
        "class UseTicket {",
        "  void use(TicketRepository tickets, Ids.TeamId team, Ids.Tag tag) {",
        "    tickets.inTeam(team, KeyRange.startingWith(\"t-1\")).all();",
        "    tickets.inTeam(team, KeyRange.from(new Ids.TeamId(\"t-1\"))).all();",
        "    tickets.byTag(tag, KeyRange.startingWith(\"t-1\")).all();",
        "  }",
        "}");
    assertThat(compile(CONTROL_PLANE, IDS, TEAM, ticket, use)).succeededWithoutWarnings();
    assertThat(compileWith("tasks.inTeam(team, io.partitura.runtime.query.KeyRange.startingWith(\"1\"));"))
        .hadErrorContaining("KeyRange.StartingWith cannot be converted to io.partitura.runtime.query.KeyRange<test.Ids.TaskId>");
  }

  @Test
  void aRecordOfTwoComponentsIsStillNoKey() {
    JavaFileObject pair = source("test.Pair",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"PAIR\")",
        "public record Pair(@Key Both both) {",
        "  public record Both(String a, String b) {}",
        "}");
    assertThat(compile(CONTROL_PLANE, pair)).hadErrorContaining("[PARTITURA-KEY-002] Key component both has type "
        + "test.Pair.Both, which the key codec cannot encode in sort order.");
  }
}
