package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.WORKSPACE;
import static io.partitura.processor.TestSources.compile;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Composite index keys through the compiler: every check of an index component applies to each
 * component of a composite key, and its diagnostic points at that name in the annotation (each name
 * is on a line of its own here, so the line proves which one).
 */
class CompositeIndexKeysCompileTest {

  /** A project of {@link TestSources#WORKSPACE} with {@code annotations} and these components. */
  private static JavaFileObject project(String annotations, String components) {
    return JavaFileObjects.forSourceLines("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "import java.util.List;",
        annotations,
        "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
        "public record Project(String workspaceId, @Key String projectId, String status, Instant createdAt,",
        "    String region, " + components + ") {}");
  }

  private static void assertError(JavaFileObject project, String line, String... fragments) {
    Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, project);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    for (String fragment : fragments) {
      assertThat(compilation).hadErrorContaining(fragment).inFile(project).onLineContaining(line);
    }
  }

  @Test
  void aCompositeKeyCompilesAndAOneComponentKeyStillDoes() {
    JavaFileObject project = project(
        "@GlobalIndex(name = \"GSI2\", partitionKey = {\"status\", \"region\"}, sortKey = {\"createdAt\", \"projectId\"})\n"
            + "@GlobalIndex(name = \"GSI3\", partitionKey = \"region\", sortKey = \"createdAt\")\n"
            + "@LocalIndex(name = \"LSI1\", sortKey = {\"status\", \"createdAt\"})",
        "int priority");
    Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, project);
    assertThat(compilation).succeeded();
    String repository = source(compilation, "test.ProjectRepository");
    assertThat(repository).contains("public Listing<Project, Conditions> byStatusAndRegion(String status, String region, "
        + "Instant createdAt, KeyRange<String> projectId)");
    assertThat(repository).contains("public Listing<Project, Conditions> byRegion(String region, KeyRange<Instant> createdAt)");
    assertThat(repository).contains("public Listing<Project, Conditions> inWorkspaceByStatus(String workspaceId, String status, "
        + "KeyRange<Instant> createdAt)");
    // Partial updates set the components stored in one key attribute together: GSI2PK holds status and region,
    // LSI1SK status and createdAt.
    assertThat(source(compilation, "test.ProjectRepository.Update")).contains("public Update statusAndCreatedAtAndRegion(");
  }

  private static String source(Compilation compilation, String name) {
    // Whitespace collapsed: the assertions are on signatures, not on how they wrap.
    return GeneratedTypes.code(compilation, name).replaceAll("\\s+", " ");
  }

  @Test
  void eachSortComponentMustExist() {
    assertError(project("@GlobalIndex(name = \"GSI2\", partitionKey = \"status\",\n    sortKey = {\"createdAt\",\n"
            + "        \"startedAt\"})", "int priority"), "\"startedAt\"})",
        "[PARTITURA-INDEX-006] @GlobalIndex(name = \"GSI2\") on Project names sort key component \"startedAt\"",
        "Components: [workspaceId, projectId, status, createdAt, region, priority].");
  }

  @Test
  void eachPartitionComponentMustExist() {
    assertError(project("@GlobalIndex(name = \"GSI2\",\n    partitionKey = {\"status\",\n        \"tenant\"},\n"
            + "    sortKey = \"createdAt\")", "int priority"), "\"tenant\"},",
        "[PARTITURA-INDEX-006] @GlobalIndex(name = \"GSI2\") on Project names partition key component \"tenant\"");
  }

  @Test
  void eachComponentMustHaveAKeyType() {
    assertError(project("@GlobalIndex(name = \"GSI2\", partitionKey = \"status\",\n    sortKey = {\"createdAt\",\n"
            + "        \"tags\"})", "List<String> tags"), "\"tags\"})",
        "[PARTITURA-INDEX-007] @GlobalIndex(name = \"GSI2\") on Project keys the index by tags, of type "
            + "java.util.List<java.lang.String>");
  }

  @Test
  void noComponentMayBeTheVersion() {
    assertError(project("@LocalIndex(name = \"LSI1\",\n    sortKey = {\"status\",\n        \"revision\"})",
            "@Version int revision"), "\"revision\"})",
        "[PARTITURA-INDEX-016] @LocalIndex(name = \"LSI1\") on Project keys the index by revision, the @Version");
  }

  @Test
  void noComponentMayBeTheExpiry() {
    assertError(project("@GlobalIndex(name = \"GSI2\",\n    partitionKey = {\"status\",\n        \"expiresAt\"})",
            "@ExpiresAt Instant expiresAt"), "\"expiresAt\"})",
        "[PARTITURA-EXPIRY-004] @GlobalIndex(name = \"GSI2\") on Project keys the index by expiresAt, the @ExpiresAt");
  }

  @Test
  void aKeyNamesAtLeastOneComponent() {
    assertError(project("@GlobalIndex(name = \"GSI2\",\n    partitionKey = {})", "int priority"), "partitionKey = {}",
        "[PARTITURA-INDEX-017] @GlobalIndex(name = \"GSI2\") on Project names no component in partitionKey",
        "e.g. partitionKey = \"status\".");
    assertError(project("@LocalIndex(name = \"LSI1\",\n    sortKey = {})", "int priority"), "sortKey = {}",
        "[PARTITURA-INDEX-017] @LocalIndex(name = \"LSI1\") on Project names no component in sortKey");
  }

  @Test
  void aComponentKeysAnIndexOnce() {
    assertError(project("@GlobalIndex(name = \"GSI2\", partitionKey = {\"status\"},\n    sortKey = {\"createdAt\",\n"
            + "        \"status\"})", "int priority"), "\"status\"})",
        "[PARTITURA-INDEX-018] @GlobalIndex(name = \"GSI2\") on Project names component status twice in its keys",
        "Remove the repeat.");
    assertError(project("@LocalIndex(name = \"LSI1\", sortKey = {\"createdAt\",\n        \"createdAt\"})",
            "int priority"), "\"createdAt\"})",
        "[PARTITURA-INDEX-018] @LocalIndex(name = \"LSI1\") on Project names component createdAt twice");
  }

  @Test
  void aCompositePartitionKeyIsLowCardinalityOnlyWhenEveryComponentIs() {
    JavaFileObject stage = JavaFileObjects.forSourceLines("test.Stage", "package test;", "public enum Stage { A, B }");
    JavaFileObject mixed = project("@GlobalIndex(name = \"GSI2\", partitionKey = {\"stage\", \"region\"})", "Stage stage");
    assertThat(compile(CONTROL_PLANE, WORKSPACE, stage, mixed)).succeededWithoutWarnings();
    JavaFileObject tier = JavaFileObjects.forSourceLines("test.Tier", "package test;", "public enum Tier { FREE, PAID }");
    JavaFileObject low = project("@GlobalIndex(name = \"GSI2\", partitionKey = {\"stage\", \"tier\"})",
        "Stage stage, Tier tier");
    Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, stage, tier, low);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningContaining("[PARTITURA-INDEX-008] @GlobalIndex(name = \"GSI2\") on Project "
        + "partitions the index by stage and tier");
  }
}
