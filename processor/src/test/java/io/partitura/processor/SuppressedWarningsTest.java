package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.WORKSPACE;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @SuppressWarnings("partitura:<CODE>")} silences that Partitura warning on the annotated
 * element and what it encloses, and nowhere else; {@code "partitura:all"} silences every Partitura
 * warning there; errors are never silenced.
 */
class SuppressedWarningsTest {
  private static final JavaFileObject PLAN = source("test.Plan", "package test;", "public enum Plan { FREE, TEAM }");
  private static final JavaFileObject STATUS =
      source("test.Status", "package test;", "public enum Status { OPEN, CLOSED }");

  /** A parent with an unsharded enum-keyed index on {@code plan}: INDEX-008 on the component's line. */
  private static JavaFileObject workspace(String annotationsOnRecord, String planAnnotation) {
    return source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        annotationsOnRecord,
        "@GlobalIndex(name = \"GSI2\", partitionKey = \"plan\")",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId,",
        "    " + planAnnotation + " Plan plan) {}");
  }

  /** Another parent of the table with its own INDEX-008, on the component {@code status}. */
  private static final JavaFileObject TEAM = source("test.Team",
      "package test;",
      "import io.partitura.annotations.*;",
      "@GlobalIndex(name = \"GSI3\", partitionKey = \"status\")",
      "@Parent(table = ControlPlane.class, prefix = \"TEAM\")",
      "public record Team(@Key String teamId, Status status) {}");

  private static long warningsContaining(Compilation compilation, String fragment) {
    return compilation.warnings().stream()
        .filter(d -> d.getMessage(null).contains(fragment))
        .count();
  }

  @Test
  void onTheRecordSilencesItsWarningButNotAnotherRecords() {
    JavaFileObject workspace = workspace("@SuppressWarnings(\"partitura:INDEX-008\")", "");
    Compilation compilation = compile(CONTROL_PLANE, PLAN, STATUS, workspace, TEAM);
    assertThat(compilation).succeeded();
    assertThat(warningsContaining(compilation, "on Workspace")).isEqualTo(0);
    assertThat(compilation).hadWarningContaining("[PARTITURA-INDEX-008] @GlobalIndex(name = \"GSI3\") on Team")
        .inFile(TEAM).onLineContaining("Status status");
    assertThat(warningsContaining(compilation, "[PARTITURA-")).isEqualTo(1);
  }

  @Test
  void theWarningSaysHowToSilenceIt() {
    JavaFileObject workspace = workspace("", "");
    Compilation compilation = compile(CONTROL_PLANE, PLAN, workspace);
    assertThat(compilation).hadWarningContaining(
        "To keep it on purpose, annotate the record with @SuppressWarnings(\"partitura:INDEX-008\").")
        .inFile(workspace).onLineContaining("Plan plan");
  }

  @Test
  void onTheComponentSilencesItThereAndNotOnAnotherComponent() {
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@GlobalIndex(name = \"GSI2\", partitionKey = \"plan\")",
        "@GlobalIndex(name = \"GSI3\", partitionKey = \"status\")",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId,",
        "    @SuppressWarnings(\"partitura:INDEX-008\") Plan plan,",
        "    Status status) {}");
    Compilation compilation = compile(CONTROL_PLANE, PLAN, STATUS, workspace);
    assertThat(compilation).succeeded();
    assertThat(warningsContaining(compilation, "[PARTITURA-INDEX-008]")).isEqualTo(1);
    assertThat(compilation).hadWarningContaining("[PARTITURA-INDEX-008] @GlobalIndex(name = \"GSI3\") on Workspace "
        + "partitions the index by status").inFile(workspace).onLineContaining("Status status");
  }

  @Test
  void aSuppressionOfAnotherCodeDoesNotSilenceIt() {
    Compilation compilation = compile(CONTROL_PLANE, PLAN,
        workspace("@SuppressWarnings({\"partitura:INDEX-012\", \"unchecked\"})", ""));
    assertThat(compilation).hadWarningContaining("[PARTITURA-INDEX-008]");
  }

  @Test
  void onlyTheDocumentedSpellingSilencesIt() {
    for (String token : new String[] {"PARTITURA-INDEX-008", "partitura:index-008", "INDEX-008", "partitura"}) {
      Compilation compilation = compile(CONTROL_PLANE, PLAN, workspace("@SuppressWarnings(\"" + token + "\")", ""));
      assertThat(warningsContaining(compilation, "[PARTITURA-INDEX-008]")).isEqualTo(1);
    }
  }

  @Test
  void plainAllDoesNotSilencePartituraWarningsButPartituraAllDoes() {
    JavaFileObject plainAll = workspace("@SuppressWarnings(\"all\")", "");
    assertThat(compile(CONTROL_PLANE, PLAN, plainAll)).hadWarningContaining("[PARTITURA-INDEX-008]");

    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "@SuppressWarnings(\"partitura:all\")",
        "@LocalIndex(name = \"LSI1\", sortKey = \"createdAt\")",
        "@GlobalIndex(name = \"GSI2\", partitionKey = \"plan\")",
        "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
        "public record Project(String workspaceId, @Key String projectId, java.time.Instant createdAt, Plan plan) {}");
    Compilation compilation = compile(CONTROL_PLANE, PLAN, WORKSPACE, project);
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void onAnEnclosingClassSilencesItsNestedRecords() {
    JavaFileObject model = source("test.Model",
        "package test;",
        "import io.partitura.annotations.*;",
        "@SuppressWarnings(\"partitura:INDEX-008\")",
        "public final class Model {",
        "  @GlobalIndex(name = \"GSI2\", partitionKey = \"plan\")",
        "  @Parent(table = ControlPlane.class, prefix = \"WS\")",
        "  public record Workspace(@Key String workspaceId, Plan plan) {}",
        "}");
    Compilation compilation = compile(CONTROL_PLANE, PLAN, model);
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void errorsAreNeverSilenced() {
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@SuppressWarnings({\"partitura:INDEX-009\", \"partitura:all\", \"all\"})",
        "@GlobalIndex(name = \"GSI2\", partitionKey = \"plan\", shards = 0)",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId, Plan plan) {}");
    JavaFileObject team = source("test.Team",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"TEAM\")",
        "public record Team(@Key String teamId,",
        "    @SuppressWarnings(\"partitura:ATTR-003\") Object junk) {}");
    Compilation compilation = compile(CONTROL_PLANE, PLAN, workspace, team);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining("[PARTITURA-INDEX-009]").inFile(workspace)
        .onLineContaining("shards = 0");
    assertThat(compilation).hadErrorContaining("[PARTITURA-ATTR-003] Component Team.junk").inFile(team)
        .onLineContaining("Object junk");
  }
}
