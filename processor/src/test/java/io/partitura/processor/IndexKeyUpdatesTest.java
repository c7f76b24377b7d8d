package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * Partial-update setters of index components compile for every entity kind and key shape: an index
 * ordered by a key component (read back from the item's key, sharded collections included), a
 * sharded index, a local index, and components named like the setter's own locals.
 */
class IndexKeyUpdatesTest {
  @Test
  void updatesOfIndexComponentsCompileForParentsChildrenAndEdges() {
    Compilation compilation = TestSources.compile(TestSources.CONTROL_PLANE,
        TestSources.source("test.Team",
            "package test;",
            "import io.partitura.annotations.*;",
            "@Parent(table = ControlPlane.class, prefix = \"TEAM\", shards = 4)",
            "@GlobalIndex(name = \"GSI1\", partitionKey = \"region\", sortKey = \"teamId\", query = \"byRegion\")",
            "@GlobalIndex(name = \"GSI2\", partitionKey = \"name\")",
            "public record Team(@Key String teamId, String name, String region) {}"),
        TestSources.source("test.Member",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ChildOf(parent = Team.class, prefix = \"MEM\")",
            "@GlobalIndex(name = \"GSI1\", partitionKey = \"teamId\", sortKey = \"joinedOn\", query = \"byTeamJoined\",",
            "    shards = 3)",
            "@GlobalIndex(name = \"GSI2\", partitionKey = \"role\", sortKey = \"memberId\", query = \"byRole\")",
            "@LocalIndex(name = \"LSI1\", sortKey = \"joinedOn\")",
            "@GlobalIndex(name = \"GSI4\", partitionKey = {\"teamId\", \"role\"}, query = \"byTeamAndRole\")",
            "public record Member(String teamId, @Key String memberId, String role, java.time.LocalDate joinedOn,",
            "    String sortKey, String partitionKey) {}"),
        TestSources.source("test.Project",
            "package test;",
            "import io.partitura.annotations.*;",
            "@Parent(table = ControlPlane.class, prefix = \"PRJ\")",
            "public record Project(@Key String projectId) {}"),
        TestSources.source("test.Assignment",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ManyToMany(from = Team.class, to = Project.class, prefix = \"ASSIGN\", verb = \"assign\")",
            "@GlobalIndex(name = \"GSI3\", partitionKey = \"state\", sortKey = \"projectId\", query = \"byState\")",
            "public record Assignment(String teamId, String projectId, String state, @Version long version) {}"));

    assertThat(compilation).succeeded();
    // Each index key attribute from its own components; one made of the item's own key is read back from it.
    assertThat(GeneratedTypes.code(compilation, "test.TeamRepository.Update")).contains(
        "setIndexPartitionKey(\"GSI1\", Codec.byRegionIndexPartitionKey(partitionKey, sortKey, region));");
    assertThat(GeneratedTypes.code(compilation, "test.TeamRepository.Update")).contains(
        "setIndexSortKey(\"GSI1\", Codec.byRegionIndexSortKey(partitionKey, sortKey, Codec.teamIdOf(partitionKey)));");
    // GSI2's sort key is the item's key alone: it goes with the partition key attribute, as put writes it.
    assertThat(GeneratedTypes.code(compilation, "test.TeamRepository.Update")).contains(
        "setIndexSortKey(\"GSI2\", name == null ? null : Codec.byNameIndexSortKey(partitionKey, sortKey));");
    assertThat(GeneratedTypes.code(compilation, "test.MemberRepository.Update")).contains(
        "setIndexPartitionKey(\"GSI1\", Codec.byTeamJoinedIndexPartitionKey(partitionKey, sortKey, "
            + "Codec.teamIdOf(partitionKey)));");
    assertThat(GeneratedTypes.code(compilation, "test.MemberRepository.Update")).contains(
        "setIndexSortKey(\"GSI1\", Codec.byTeamJoinedIndexSortKey(partitionKey, sortKey, joinedOn));");
    // GSI4's partition key holds a part of the item's key and the role; its sort key, the item's key, goes with it.
    assertThat(GeneratedTypes.code(compilation, "test.MemberRepository.Update")).contains(
        "setIndexPartitionKey(\"GSI4\", Codec.byTeamAndRoleIndexPartitionKey(partitionKey, sortKey, "
            + "Codec.teamIdOf(partitionKey), role));");
    assertThat(GeneratedTypes.code(compilation, "test.MemberRepository.Update")).contains(
        "setIndexSortKey(\"GSI4\", role == null ? null : Codec.byTeamAndRoleIndexSortKey(partitionKey, sortKey));");
    assertThat(GeneratedTypes.code(compilation, "test.AssignmentRepository.Update")).contains(
        "setIndexPartitionKey(\"GSI3\", Codec.byStateIndexPartitionKey(partitionKey, sortKey, state));");
    assertThat(GeneratedTypes.code(compilation, "test.AssignmentRepository.Update")).contains(
        "setIndexSortKey(\"GSI3\", Codec.byStateIndexSortKey(partitionKey, sortKey, Codec.projectIdOf(sortKey)));");
  }
}
