package io.partitura.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A partial update offers ADD and list_append only on components outside index keys: an index key is computed
 * from the value written, which the update does not know after them. Code that asks for one on an index key
 * component does not compile. if_not_exists is no generated method: it is the runtime's {@code ifAbsent(u -> …)},
 * which refuses an index key component's setter at run time (EntityUpdateTest, IfAbsentRequestsTest).
 */
class UpdateOperationsCompileTest {
  private static final JavaFileObject LEADERBOARD = source("test.Player",
      "package test;",
      "import io.partitura.annotations.*;",
      "import java.util.List;",
      "@Parent(table = ControlPlane.class, prefix = \"PLAYER\")",
      "@GlobalIndex(name = \"GSI1\", partitionKey = \"league\", sortKey = \"rank\")",
      "public record Player(@Key String playerId, String league, int rank, long score, List<String> badges) {}");

  private static JavaFileObject caller(String... statements) {
    return source("test.Caller",
        "package test;",
        "class Caller {",
        "  void call(PlayerRepository.Update update) {",
        "    " + String.join("\n    ", statements),
        "  }",
        "}");
  }

  @Test
  void aCounterOutsideIndexKeysHasItsOperations() {
    Compilation compilation = compile(CONTROL_PLANE, LEADERBOARD,
        caller("update.scoreAdd(1).ifAbsent(u -> u.score(0L).badges(List.of())).badgesAppend(List.of(\"x\")).badgesPrepend(List.of(\"y\"));"
            .replace("List.of", "java.util.List.of")));
    assertThat(compilation).succeeded();
  }

  @Test
  void aNumericIndexKeyComponentCannotBeAdded() {
    Compilation compilation = compile(CONTROL_PLANE, LEADERBOARD, caller("update.rankAdd(1);"));
    assertThat(compilation).hadErrorContaining("cannot find symbol");
    assertThat(compilation).hadErrorContaining("rankAdd(int)");
  }

  @Test
  void noComponentHasAnIfAbsentMethodAnyMore() {
    // Replaced by ifAbsent(u -> u.score(0L)): one runtime method instead of one per component.
    Compilation compilation = compile(CONTROL_PLANE, LEADERBOARD, caller("update.scoreIfAbsent(0L);"));
    assertThat(compilation).hadErrorContaining("cannot find symbol");
    assertThat(compilation).hadErrorContaining("scoreIfAbsent(long)");
  }

  @Test
  void aComponentNamedLikeAnOperationKeepsItsSetterAndTheOperationIsLeftOut() {
    JavaFileObject counter = source("test.Counter",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"COUNTER\")",
        "public record Counter(@Key String counterId, long views, long viewsAdd) {}");
    JavaFileObject caller = source("test.Caller",
        "package test;",
        "class Caller {",
        "  void call(CounterRepository.Update update) {",
        "    update.views(1).viewsAdd(2).viewsAddAdd(3);",
        "  }",
        "}");
    assertThat(compile(CONTROL_PLANE, counter, caller)).succeeded();
  }
}
