package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The key format has one owner (partitura-annotations' {@code KeyFormat}, used by the runtime's
 * {@code KeyCodec} and {@code Shards}): generated code joins, shards and strips keys only through the
 * runtime and never spells the separator or a shard suffix itself, so the two cannot drift apart.
 * The model has every shape that touches the format: a sharded parent with children and a grandchild
 * (shard suffix stripped when decoding), a sharded index (shard picked from the item's primary key,
 * in the put and the update paths), an edge, and sort key prefixes.
 */
class KeyFormatInGeneratedCodeTest {
  /** A char or string literal holding the separator, or a search for it in a key. */
  private static final Pattern SPELLED_FORMAT = Pattern.compile("'#'|\"[^\"\\n]*#[^\"\\n]*\"|lastIndexOf\\(|indexOf\\(");

  @Test
  void generatedCodeLeavesTheSeparatorAndShardSuffixToTheRuntime() throws IOException {
    Compilation compilation = TestSources.compile(TestSources.CONTROL_PLANE,
        TestSources.source("test.Team",
            "package test;",
            "import io.partitura.annotations.*;",
            "@Parent(table = ControlPlane.class, prefix = \"TEAM\", shards = 4)",
            "@GlobalIndex(name = \"GSI1\", partitionKey = \"region\", sortKey = \"teamId\", query = \"byRegion\")",
            "public record Team(@Key String teamId, String region) {}"),
        TestSources.source("test.Member",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ChildOf(parent = Team.class, prefix = \"MEM\")",
            "@GlobalIndex(name = \"GSI1\", partitionKey = \"teamId\", sortKey = \"joinedOn\", query = \"byTeamJoined\",",
            "    shards = 3)",
            "public record Member(String teamId, @Key String memberId, java.time.LocalDate joinedOn) {}"),
        TestSources.source("test.Badge",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ChildOf(parent = Member.class, prefix = \"BADGE\")",
            "public record Badge(String teamId, String memberId, @Key String badgeId) {}"),
        TestSources.source("test.Project",
            "package test;",
            "import io.partitura.annotations.*;",
            "@Parent(table = ControlPlane.class, prefix = \"PRJ\")",
            "public record Project(@Key String projectId) {}"),
        TestSources.source("test.Assignment",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ManyToMany(from = Team.class, to = Project.class, prefix = \"ASSIGN\", verb = \"assign\")",
            "public record Assignment(String teamId, String projectId) {}"));

    assertThat(compilation).succeeded();
    List<String> spelled = new ArrayList<>();
    for (JavaFileObject source : compilation.generatedSourceFiles()) {
      Matcher matcher = SPELLED_FORMAT.matcher(withoutComments(source.getCharContent(true).toString()));
      while (matcher.find()) {
        spelled.add(source.getName() + ": " + matcher.group());
      }
    }
    assertEquals(List.of(), spelled, "generated code spells the key format instead of calling the runtime");
    assertThat(GeneratedTypes.code(compilation, "test.MemberRepository.Codec"))
        .contains("TeamRepository.Codec.teamIdOf(Shards.unshardedPartitionKey(partitionKey))");
    assertThat(GeneratedTypes.code(compilation, "test.MemberRepository.Codec"))
        .contains("Shards.ofItem(partitionKey, sortKey, BY_TEAM_JOINED_SHARDS)");
    assertThat(GeneratedTypes.code(compilation, "test.MemberRepository.Codec"))
        .contains("SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;");
  }

  /** The source without javadoc, block and line comments: they may describe keys with the separator. */
  private static String withoutComments(String source) {
    return source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("(?m)^\\s*//.*$", "");
  }
}
