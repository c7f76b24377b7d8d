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

/** {@code @ExpiresAt}: every diagnostic it can cause, and what a valid one generates. */
class ExpiryCompileTest {

  private static void assertError(Compilation compilation, int count, JavaFileObject file, String line,
      String... fragments) {
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(count);
    for (String fragment : fragments) {
      assertThat(compilation).hadErrorContaining(fragment).inFile(file).onLineContaining(line);
    }
  }

  private static JavaFileObject workspaceWith(String... components) {
    String[] lines = new String[components.length + 6];
    lines[0] = "package test;";
    lines[1] = "import io.partitura.annotations.*;";
    lines[2] = "import java.time.*;";
    lines[3] = "@Parent(table = ControlPlane.class, prefix = \"WS\")";
    lines[4] = "public record Workspace(";
    System.arraycopy(components, 0, lines, 5, components.length);
    lines[lines.length - 1] = ") {}";
    return source("test.Workspace", lines);
  }

  @Test
  void expiryOfAnotherTypeThanInstant() {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@ExpiresAt long expires");
    assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "long expires",
        "[PARTITURA-EXPIRY-001] @ExpiresAt component Workspace.expires has type long; DynamoDB expires an item by "
            + "a Number of epoch seconds, which Partitura writes from a java.time.Instant.",
        "Change its type to Instant.");
  }

  @Test
  void twoExpiries() {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@ExpiresAt Instant expiresAt,",
        "@ExpiresAt Instant purgeAt");
    assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "Instant purgeAt",
        "[PARTITURA-EXPIRY-002] Component Workspace.purgeAt is a second @ExpiresAt of Workspace (the first is "
            + "expiresAt)",
        "Remove one.");
  }

  @Test
  void expiryIsKey() {
    JavaFileObject workspace = workspaceWith("@Key @ExpiresAt Instant expiresAt,", "String name");
    assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "Instant expiresAt",
        "[PARTITURA-EXPIRY-003] Component Workspace.expiresAt is both @Key and @ExpiresAt",
        "Use a separate component for the expiry.");
  }

  @Test
  void expiryHoldingASideOfAnEdge() {
    JavaFileObject slot = source("test.Slot",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "@Parent(table = ControlPlane.class, prefix = \"SLOT\")",
        "public record Slot(@Key Instant startsAt) {}");
    JavaFileObject workspace = workspaceWith("@Key String workspaceId");
    JavaFileObject booking = source("test.Booking",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "@ManyToMany(from = Workspace.class, to = Slot.class, prefix = \"BOOK\")",
        "public record Booking(String workspaceId,",
        "    @ExpiresAt Instant startsAt) {}");
    assertError(compile(CONTROL_PLANE, workspace, slot, booking), 1, booking, "Instant startsAt",
        "[PARTITURA-EXPIRY-003] Component Booking.startsAt is both part of the edge's key (it holds Slot's key) "
            + "and @ExpiresAt",
        "Use a separate component for the expiry.");
  }

  @Test
  void expiryInsideANestedRecord() {
    JavaFileObject lease = source("test.Lease",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "public record Lease(String holder,",
        "    @ExpiresAt Instant until) {}");
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "Lease lease");
    assertError(compile(CONTROL_PLANE, lease, workspace), 1, lease, "Instant until",
        "[PARTITURA-EXPIRY-007] @ExpiresAt component Lease.until is in a record stored inside another item; "
            + "DynamoDB's Time to Live reads only top-level attributes",
        "Move it to the entity record.");
  }

  @Test
  void globalIndexKeyedByTheExpiry() {
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "@GlobalIndex(name = \"GSI2\", partitionKey = \"name\",",
        "    sortKey = \"expiresAt\")",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId, String name, @ExpiresAt Instant expiresAt) {}");
    assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "sortKey = \"expiresAt\"",
        "[PARTITURA-EXPIRY-004] @GlobalIndex(name = \"GSI2\") on Workspace keys the index by expiresAt, the "
            + "@ExpiresAt component.",
        "Key the index by another component.");
  }

  @Test
  void localIndexKeyedByTheExpiry() {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId");
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "@LocalIndex(name = \"LSI1\",",
        "    sortKey = \"expiresAt\")",
        "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
        "public record Project(String workspaceId, @Key String projectId, @ExpiresAt Instant expiresAt) {}");
    assertError(compile(CONTROL_PLANE, workspace, project), 1, project, "sortKey = \"expiresAt\"",
        "[PARTITURA-EXPIRY-004] @LocalIndex(name = \"LSI1\") on Project keys the index by expiresAt, the "
            + "@ExpiresAt component.");
  }

  @Test
  void entitiesOfOneTableExpiringUnderTwoAttributeNames() {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@ExpiresAt Instant expiresAt");
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
        "public record Project(String workspaceId, @Key String projectId,",
        "    @ExpiresAt Instant archiveAt) {}");
    assertError(compile(CONTROL_PLANE, workspace, project), 1, project, "Instant archiveAt",
        "[PARTITURA-EXPIRY-005] Project stores its @ExpiresAt component archiveAt as attribute \"archiveAt\", but "
            + "Workspace in the same table control-plane stores its expiry as \"expiresAt\"; DynamoDB has one Time "
            + "to Live attribute per table.",
        "@Attribute(\"expiresAt\")");
  }

  @Test
  void anotherComponentStoredUnderTheExpiryAttribute() {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@ExpiresAt Instant expiresAt");
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
        "public record Project(String workspaceId, @Key String projectId,",
        "    long expiresAt) {}");
    assertError(compile(CONTROL_PLANE, workspace, project), 1, project, "long expiresAt",
        "[PARTITURA-EXPIRY-006] Component expiresAt of Project is stored as \"expiresAt\", the Time to Live "
            + "attribute of table control-plane (the @ExpiresAt of Workspace), but is not @ExpiresAt",
        "Rename it with @Attribute, or mark it @ExpiresAt.");
  }

  @Test
  void sameAttributeNameThroughAttributeIsAccepted() throws IOException {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "@ExpiresAt Instant expiresAt");
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
        "public record Project(String workspaceId, @Key String projectId,",
        "    @Attribute(\"expiresAt\") @ExpiresAt Instant archiveAt) {}");
    Compilation compilation = compile(CONTROL_PLANE, workspace, project);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(file(compilation, "cloudformation.json")).contains("\"TimeToLiveSpecification\": {\n"
        + "          \"AttributeName\": \"expiresAt\",\n"
        + "          \"Enabled\": true\n"
        + "        }");
    assertThat(file(compilation, "terraform.tf.json")).contains("\"ttl\": {\n"
        + "          \"attribute_name\": \"expiresAt\",\n"
        + "          \"enabled\": true\n"
        + "        }");
    String schema = file(compilation, "schema.json");
    assertThat(schema).contains("\"timeToLiveAttribute\": \"expiresAt\"");
    // Stored as a Number: DynamoDB's Time to Live ignores anything else.
    assertThat(schema.replaceAll("\\s", "")).contains(
        "\"attribute\":\"expiresAt\",\"component\":\"archiveAt\",\"javaType\":\"java.time.Instant\",\"dynamoType\":\"N\"");
    String table = compilation.generatedSourceFile("test.ControlPlaneTable").orElseThrow()
        .getCharContent(true).toString();
    assertThat(table).contains("public static final String EXPIRY_ATTRIBUTE = \"expiresAt\";");
    assertThat(table).contains(".expiryAttribute(EXPIRY_ATTRIBUTE)");
    assertThat(table).contains("public UpdateTimeToLiveRequest enableExpiryRequest() {");
    assertThat(table).contains("public Builder clock(Clock clock) {");
    String codec = GeneratedTypes.code(compilation, "test.ProjectRepository.Codec");
    assertThat(codec).contains("Items.putEpochSeconds(item, \"expiresAt\", project.archiveAt());");
    assertThat(codec).contains("Items.getEpochSeconds(item, \"expiresAt\")");
  }

  @Test
  void aTableWithoutExpiryHasNoTimeToLive() throws IOException {
    JavaFileObject workspace = workspaceWith("@Key String workspaceId,", "Instant createdAt");
    Compilation compilation = compile(CONTROL_PLANE, workspace);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(file(compilation, "cloudformation.json")).doesNotContain("TimeToLive");
    assertThat(file(compilation, "terraform.tf.json")).doesNotContain("ttl");
    assertThat(file(compilation, "schema.json")).doesNotContain("timeToLive");
    assertThat(compilation.generatedSourceFile("test.ControlPlaneTable").orElseThrow()
        .getCharContent(true).toString()).doesNotContain("enableExpiry");
  }

  private static String file(Compilation compilation, String name) throws IOException {
    return compilation.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/partitura/control-plane/" + name)
        .orElseThrow(() -> new AssertionError("not written: " + name)).getCharContent(true).toString();
  }
}
