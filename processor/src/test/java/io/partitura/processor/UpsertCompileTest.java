package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @Counter} makes an entity upsertable: {@code upsert(key…)} returns a {@code <Record>Repository.Upsert}
 * with what an upsert can set without reading the item. An entity whose other components cannot be absent is refused
 * ({@code PARTITURA-COUNTER-002}), and so is a counter that cannot be one ({@code PARTITURA-COUNTER-001}), each on the
 * offending component.
 */
class UpsertCompileTest {
  private static JavaFileObject stat(String... lines) {
    String[] source = new String[lines.length + 2];
    source[0] = "package test;";
    source[1] = "import io.partitura.annotations.*;";
    System.arraycopy(lines, 0, source, 2, lines.length);
    return source("test.Stat", source);
  }

  @Test
  void anEntityWithCountersGetsAnUpsertOfWhatNeedsNoRead() {
    JavaFileObject model = stat(
        "@Parent(table = ControlPlane.class, prefix = \"STAT\")",
        "@GlobalIndex(name = \"GSI1\", partitionKey = \"category\")",
        "public record Stat(@Key String statId, String category, @Counter long views, Long likes,",
        "    java.util.Set<String> tags) {}");
    JavaFileObject use = source("test.Use",
        "package test;",
        "class Use {",
        "  Stat use(StatRepository stats) {",
        "    return stats.upsert(\"s1\").viewsAdd(1).likesAdd(2L).tagsAdd(java.util.Set.of(\"x\"))",
        "        .when(c -> c.category().is(\"books\")).apply();",
        "  }",
        "}");
    assertThat(compile(CONTROL_PLANE, model, use)).succeededWithoutWarnings();

    // A component in an index key is update's alone: its index key needs values an upsert does not read.
    JavaFileObject indexed = source("test.Indexed",
        "package test;",
        "class Indexed {",
        "  void use(StatRepository stats) {",
        "    stats.upsert(\"s1\").category(\"books\");",
        "  }",
        "}");
    assertThat(compile(CONTROL_PLANE, model, indexed)).hadErrorContaining("cannot find symbol");
  }

  @Test
  void anEntityWithoutCountersHasNoUpsert() {
    JavaFileObject model = stat(
        "@Parent(table = ControlPlane.class, prefix = \"STAT\")",
        "public record Stat(@Key String statId, long views) {}");
    JavaFileObject use = source("test.Use",
        "package test;",
        "class Use {",
        "  void use(StatRepository stats) {",
        "    stats.upsert(\"s1\");",
        "  }",
        "}");
    assertThat(compile(CONTROL_PLANE, model, use)).hadErrorContaining("cannot find symbol");
  }

  @Test
  void aPrimitiveComponentThatIsNoCounterCannotBeAbsentFromAnUpsertedItem() {
    JavaFileObject model = stat(
        "@Parent(table = ControlPlane.class, prefix = \"STAT\")",
        "public record Stat(@Key String statId, @Counter long views,",
        "    int stock,",
        "    boolean featured) {}");
    Compilation compilation = compile(CONTROL_PLANE, model);
    assertThat(compilation).failed();
    assertThat(compilation.errors()).hasSize(2);
    assertThat(compilation).hadErrorContaining("[PARTITURA-COUNTER-002] Component stock of Stat has the primitive "
        + "type int, which cannot be absent, but Stat has @Counter components (views), so `stats().upsert(...)` can create an item that "
        + "holds only its key and its counters, and a missing int has no value to read. Declare it Integer (read as "
        + "null when absent), make it a @Counter (created at 0), or remove @Counter from Stat.")
        .inFile(model).onLineContaining("int stock");
    assertThat(compilation).hadErrorContaining("[PARTITURA-COUNTER-002] Component featured of Stat has the primitive type "
        + "boolean, which cannot be absent, but Stat has @Counter components (views), so `stats().upsert(...)` can create an item "
        + "that holds only its key and its counters, and a missing boolean has no value to read. Declare it Boolean "
        + "(read as null when absent), or remove @Counter from Stat.")
        .inFile(model).onLineContaining("boolean featured");
  }

  @Test
  void aCounterMustBeANumberOutsideKeysIndexKeysAndVersions() {
    assertRefused(stat(
        "@Parent(table = ControlPlane.class, prefix = \"STAT\")",
        "public record Stat(@Key String statId,",
        "    @Counter String views) {}"),
        "@Counter on Stat.views, which has type java.lang.String; a counter is a number an upsert adds to (ADD) and "
            + "creates at 0, outside keys and index keys, on an entity without @Version. Put @Counter on a number "
            + "component (int, long, Integer, Long, BigDecimal, ...), or remove it.", "String views");
    assertRefused(stat(
        "@Parent(table = ControlPlane.class, prefix = \"STAT\")",
        "public record Stat(@Key",
        "    @Counter long statId) {}"),
        "@Counter on Stat.statId, which is a key component, which never changes;", "long statId");
    assertRefused(stat(
        "@Parent(table = ControlPlane.class, prefix = \"STAT\")",
        "@GlobalIndex(name = \"GSI1\", partitionKey = \"region\", sortKey = \"views\")",
        "public record Stat(@Key String statId, String region,",
        "    @Counter long views) {}"),
        "@Counter on Stat.views, which keys index GSI1: its index key is computed from the value written, which an "
            + "ADD does not know;", "long views");
    assertRefused(stat(
        "@Parent(table = ControlPlane.class, prefix = \"STAT\")",
        "public record Stat(@Key String statId, @Version long version,",
        "    @Counter Long views) {}"),
        "@Counter on Stat.views, which is in Stat, whose @Version version asks every write to have read the item, "
            + "which an upsert does not;", "Long views");
    assertRefused(stat(
        "@Parent(table = ControlPlane.class, prefix = \"STAT\")",
        "public record Stat(@Key String statId,",
        "    @Unique @Counter Long views) {}"),
        "@Counter on Stat.views, which is @Unique: changing it moves a uniqueness item, which an ADD cannot;",
        "Long views");
    assertRefused(stat(
        "@Parent(table = ControlPlane.class, prefix = \"STAT\")",
        "public record Stat(@Key String statId, Tally tally) {",
        "  public record Tally(String label,",
        "      @Counter long count) {}",
        "}"),
        "@Counter on Tally.count, which is in a record stored inside another item;", "long count");
  }

  private static void assertRefused(JavaFileObject model, String message, String line) {
    Compilation compilation = compile(CONTROL_PLANE, model);
    assertThat(compilation).failed();
    assertThat(compilation.errors()).hasSize(1);
    assertThat(compilation).hadErrorContaining("[PARTITURA-COUNTER-001] " + message).inFile(model)
        .onLineContaining(line);
  }
}
