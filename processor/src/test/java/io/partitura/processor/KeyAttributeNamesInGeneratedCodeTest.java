package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The table's key attribute names have one owner in generated code: the constants of
 * {@code <Table>Table} ({@code PARTITION_KEY}, {@code SORT_KEY}). The codecs' static key members, conditions,
 * updates, collection results and batch gets name the attributes through them and never spell them, so that no
 * class can keep an old name. (The codecs' item conversions spell them on purpose: they are kept as measured against
 * hand-written mapping.) Each generated type is looked at alone, nested ones apart from their repository or
 * table ({@link GeneratedTypes}).
 */
class KeyAttributeNamesInGeneratedCodeTest {
  private static final List<String> THIN_CLASSES = List.of("Codec", "Conditions", "Update", "BatchGet", "BatchGetResult",
      "WithChildren", "WithProjects");

  /** What a class's check reads: of a repository's codec, its static key members (all written after its item code). */
  private static String checkedCode(String name, String code) {
    if (!name.endsWith("Repository.Codec")) {
      return code;
    }
    int keys = code.indexOf("public static String partitionKey(");
    org.junit.jupiter.api.Assertions.assertTrue(keys > 0, name + " has no key members");
    return code.substring(keys);
  }

  @Test
  void keysConditionsUpdatesAndBatchesNameTheKeyAttributesThroughTheTableClass() throws IOException {
    Compilation compilation = TestSources.compile(TestSources.CONTROL_PLANE, TestSources.WORKSPACE,
        TestSources.source("test.Project",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
            "@GlobalIndex(name = \"GSI1\", partitionKey = \"status\", sortKey = \"createdAt\", query = \"byStatus\")",
            "public record Project(String workspaceId, @Key String projectId, String status, java.time.Instant createdAt) {}"));

    assertThat(compilation).succeeded();
    List<String> spelled = new ArrayList<>();
    List<String> checked = new ArrayList<>();
    for (Map.Entry<String, String> type : GeneratedTypes.of(compilation).entrySet()) {
      String name = type.getKey();
      if (THIN_CLASSES.stream().noneMatch(name::endsWith)) {
        continue;
      }
      checked.add(name);
      String code = checkedCode(name, type.getValue().replaceAll("(?s)/\\*.*?\\*/", ""));
      for (String attribute : List.of("\"EntityRef\"", "\"Detail\"")) {
        if (code.contains(attribute)) {
          spelled.add(name + ": " + attribute);
        }
      }
    }
    assertEquals(List.of(), spelled, "generated code spells a key attribute name instead of the table's constant");
    assertEquals(List.of("ProjectRepository.Conditions", "ProjectRepository.Codec", "ProjectRepository.Update",
        "WorkspaceRepository.Conditions", "WorkspaceRepository.Codec", "WorkspaceRepository.Update",
        "WorkspaceRepository.WithChildren", "WorkspaceRepository.WithProjects", "ControlPlaneTable.BatchGet",
        "ControlPlaneTable.BatchGetResult").stream().sorted().toList(), checked.stream().sorted().toList());
    assertThat(GeneratedTypes.code(compilation, "ProjectRepository.Codec"))
        .contains("PrimaryKeys.of(ControlPlaneTable.PARTITION_KEY, partitionKey(workspaceId), ControlPlaneTable.SORT_KEY, "
            + "sortKey(projectId))");
    assertThat(GeneratedTypes.code(compilation, "ProjectRepository.Update"))
        .contains("this.update.key().get(ControlPlaneTable.SORT_KEY).s()");
    assertThat(GeneratedTypes.code(compilation, "WorkspaceRepository.Conditions"))
        .contains("super(ControlPlaneTable.PARTITION_KEY);");
  }
  /**
   * Index key attribute names ({@code GSI1PK}, {@code LSI1SK}, ...) and the operation name of a transaction
   * have one owner: the table definition ({@code <Table>Table.DEFINITION}, read by the runtime) and the runtime's
   * {@code TableTransaction}. The codecs' static key members, updates, repositories and transactions never spell them;
   * the table class spells each index key attribute once, in {@code DEFINITION}. (The codecs' item code is left out as
   * above.)
   */
  @Test
  void indexKeyAttributesAndTheTransactionOperationAreSpelledOnlyByTheirOwners() throws IOException {
    Compilation compilation = TestSources.compile(TestSources.CONTROL_PLANE, TestSources.WORKSPACE,
        TestSources.source("test.Project",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
            "@GlobalIndex(name = \"GSI1\", partitionKey = \"status\", sortKey = \"createdAt\", query = \"byStatus\")",
            "@GlobalIndex(name = \"GSI2\", partitionKey = \"owner\", sortKey = \"createdAt\", shards = 4, "
                + "query = \"byOwner\")",
            "@LocalIndex(name = \"LSI1\", sortKey = \"createdAt\", query = \"inWorkspaceByCreatedAt\")",
            "public record Project(String workspaceId, @Key String projectId, String status, String owner,",
            "    java.time.Instant createdAt) {}"));

    assertThat(compilation).succeeded();
    List<String> attributes = List.of("\"GSI1PK\"", "\"GSI1SK\"", "\"GSI2PK\"", "\"GSI2SK\"", "\"LSI1SK\"");
    List<String> spelled = new ArrayList<>();
    List<String> checked = new ArrayList<>();
    for (Map.Entry<String, String> type : GeneratedTypes.of(compilation).entrySet()) {
      String name = type.getKey();
      if (name.endsWith("MapCodec")) {
        continue;
      }
      checked.add(name);
      String code = checkedCode(name, type.getValue().replaceAll("(?s)/\\*.*?\\*/", ""));
      boolean owner = name.equals("ControlPlaneTable");
      for (String attribute : attributes) {
        int count = code.split(java.util.regex.Pattern.quote(attribute), -1).length - 1;
        if (count != (owner ? 1 : 0)) {
          spelled.add(name + ": " + attribute + " " + count + " times");
        }
      }
      if (code.contains("\"transaction\"")) {
        spelled.add(name + ": \"transaction\"");
      }
    }
    assertEquals(List.of(), spelled, "generated code spells a fact the table definition or the runtime owns");
    org.junit.jupiter.api.Assertions.assertTrue(checked.containsAll(List.of("ProjectRepository.Codec",
        "ProjectRepository.Update", "ProjectRepository", "ControlPlaneTransaction", "ControlPlaneTable")), checked::toString);
  }

  /**
   * The {@code @Version} attribute and the largest version its type holds have one owner: the entity in the
   * table's {@code DEFINITION} ({@code .versioned("rev", Integer.MAX_VALUE)}). Repositories and transactions read
   * them from the definition; only the typed parts (reading a record's version, copying it with another) are
   * generated there. (Codecs and conditions spell every component's attribute, the version's among them.)
   */
  @Test
  void theVersionAttributeAndItsMaximumAreSpelledOnlyByTheTableDefinition() throws IOException {
    Compilation compilation = TestSources.compile(TestSources.CONTROL_PLANE, TestSources.WORKSPACE,
        TestSources.source("test.Project",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
            "public record Project(String workspaceId, @Key String projectId, String status,",
            "    @Version @Attribute(\"rev\") int revision) {}"),
        TestSources.source("test.Team",
            "package test;",
            "import io.partitura.annotations.*;",
            "@Parent(table = ControlPlane.class, prefix = \"TEAM\")",
            "public record Team(@Key String teamId, String name, @Version @Attribute(\"teamRev\") Long revision) {}"));

    assertThat(compilation).succeeded();
    List<String> spelled = new ArrayList<>();
    List<String> checked = new ArrayList<>();
    for (Map.Entry<String, String> type : GeneratedTypes.of(compilation).entrySet()) {
      String name = type.getKey();
      if (name.endsWith("Codec") || name.endsWith("Conditions")) {
        continue;
      }
      checked.add(name);
      String code = type.getValue().replaceAll("(?s)/\\*.*?\\*/", "");
      boolean owner = name.equals("ControlPlaneTable");
      for (String fact : List.of("\"rev\"", "\"teamRev\"", "MAX_VALUE")) {
        int count = code.split(java.util.regex.Pattern.quote(fact), -1).length - 1;
        int expected = owner ? (fact.equals("MAX_VALUE") ? 2 : 1) : 0;
        if (count != expected) {
          spelled.add(name + ": " + fact + " " + count + " times");
        }
      }
    }
    assertEquals(List.of(), spelled, "generated code spells the version attribute or its maximum outside DEFINITION");
    org.junit.jupiter.api.Assertions.assertTrue(checked.containsAll(List.of("ProjectRepository", "TeamRepository",
        "ProjectRepository.Update", "ControlPlaneTransaction", "ControlPlaneTable")), checked::toString);
    assertThat(compilation).generatedSourceFile("test.ControlPlaneTable").contentsAsUtf8String()
        .contains(".versioned(\"rev\", Integer.MAX_VALUE)");
    assertThat(compilation).generatedSourceFile("test.ControlPlaneTable").contentsAsUtf8String()
        .contains(".versioned(\"teamRev\", Long.MAX_VALUE)");
  }
}
