package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The types nested in a generated repository ({@code Update}, {@code Conditions}, {@code Codec},
 * {@code Ref}, {@code With…}) and in the entry point ({@code Builder}, {@code BatchGet}, {@code BatchGetResult},
 * {@code TransactGet}) take simple names a user's records may have too. Inside the generated file the nested type
 * wins, so the generated code names the user's type by its qualified name; outside it nothing clashes, as the
 * nested types are always reached through their owner ({@code UpdateRepository.Update}). No diagnostic is needed:
 * these schemas compile, and their codecs and keys work.
 */
class NestedTypeNamesTest {
  private static final JavaFileObject SHOP = source("test.Shop",
      "package test;",
      "import io.partitura.annotations.Table;",
      "@Table(name = \"shop\")",
      "public interface Shop {}");

  /** Entities named like every type nested in a repository or the entry point, and components typed so too. */
  private static final List<JavaFileObject> NAMED_LIKE_NESTED_TYPES = List.of(
      source("test.Update",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = Shop.class, prefix = \"UPD\")",
          "public record Update(@Key String updateId, String title, Keys keys, Conditions conditions) {}"),
      source("test.Keys",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Update.class, prefix = \"KEY\")",
          "public record Keys(String updateId, @Key String keyId, Codec codec, @Version long version) {}"),
      source("test.Conditions",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Update.class, prefix = \"CND\")",
          "public record Conditions(String updateId, @Key String conditionId, Update update) {}"),
      source("test.Codec",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = Shop.class, prefix = \"CDC\")",
          "public record Codec(@Key String codecId, String name) {}"),
      source("test.Ref",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ManyToMany(from = Update.class, to = Codec.class, prefix = \"REF\", index = \"GSI1\",",
          "    projection = ManyToMany.Projection.KEYS_ONLY)",
          "public record Ref(String updateId, String codecId, Ref.Kind kind) {",
          "  public enum Kind { STRONG, WEAK }",
          "}"),
      source("test.Builder",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = Shop.class, prefix = \"BLD\")",
          "public record Builder(@Key String builderId, BatchGet batchGet) {}"),
      source("test.BatchGet",
          "package test;",
          "public record BatchGet(String note) {}"),
      source("test.TransactGet",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = Shop.class, prefix = \"TXG\")",
          "public record TransactGet(@Key String transactGetId, WithChildren withChildren) {}"),
      source("test.WithChildren",
          "package test;",
          "public record WithChildren(String note) {}"));

  /** Code a user writes against those entities: every nested type reached through its owner. */
  private static final JavaFileObject USE = source("test.Use",
      "package test;",
      "import java.util.Map;",
      "import java.util.Optional;",
      "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
      "public final class Use {",
      "  static void api(ShopTable db) {",
      "    UpdateRepository.Update partial = db.updates().update(\"u1\").title(\"t\");",
      "    Optional<UpdateRepository.WithChildren> all = db.updates().getWithChildren(\"u1\");",
      "    Optional<UpdateRepository.WithKeyses> keys = db.updates().getWithKeyses(\"u1\");",
      "    KeysRepository.Update keysUpdate = db.keyses().update(\"u1\", \"k1\").codec(null);",
      "    java.util.List<RefRepository.Ref> refs = db.refs().ofCodec(\"c1\").all();",
      "    ShopTable.BatchGet get = db.batchGet().update(\"u1\").keys(\"u1\", \"k1\").builder(\"b1\").transactGet(\"t1\");",
      "    ShopTable.TransactGet transactGet = db.transactGet().codec(\"c1\");",
      "    ShopTable.Builder builder = ShopTable.builder();",
      "    db.updates().put(new Update(\"u1\", \"t\", null, null), c -> c.title().exists());",
      "  }",
      "",
      "  /** The codecs and keys of entities named like nested types: a round trip through an item. */",
      "  public static boolean roundTrip() {",
      "    Keys keys = new Keys(\"u1\", \"k1\", new Codec(\"c1\", \"n\"), 3L);",
      "    Update update = new Update(\"u1\", \"t\", keys, new Conditions(\"u1\", \"x\", null));",
      "    Map<String, AttributeValue> keysItem = KeysRepository.Codec.INSTANCE.toItem(keys);",
      "    Map<String, AttributeValue> updateItem = UpdateRepository.Codec.INSTANCE.toItem(update);",
      "    Map<String, AttributeValue> refItem = RefRepository.Codec.INSTANCE.toItem(new Ref(\"u1\", \"c1\", Ref.Kind.WEAK));",
      "    return KeysRepository.Codec.INSTANCE.fromItem(keysItem).equals(keys)",
      "        && UpdateRepository.Codec.INSTANCE.fromItem(updateItem).equals(update)",
      "        && RefRepository.Codec.INSTANCE.fromItem(refItem).equals(new Ref(\"u1\", \"c1\", Ref.Kind.WEAK))",
      "        && keysItem.get(\"SK\").s().equals(KeysRepository.Codec.sortKey(\"k1\"))",
      "        && CodecRepository.tableSchema().itemToMap(new Codec(\"c1\", \"n\"), true).get(\"name\").s().equals(\"n\");",
      "  }",
      "}");

  /**
   * A self-referencing edge's load from its index is named after the index, {@code Via<Index>}; an index named so
   * that this is the repository's own name gets another name, as a nested class cannot take its owner's.
   */
  @Test
  void anIndexResultNamedLikeItsRepositoryIsRenamed() {
    Compilation compilation = compile(SHOP,
        source("test.ViaBoss",
            "package test;",
            "import io.partitura.annotations.*;",
            "@Parent(table = Shop.class, prefix = \"BOSS\")",
            "public record ViaBoss(@Key String bossId) {}"),
        source("test.Follow",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ManyToMany(from = ViaBoss.class, to = ViaBoss.class, prefix = \"FOLLOW\", index = \"BossRepository\",",
            "    fromKeys = \"followerId\", toKeys = \"followeeId\")",
            "public record Follow(String followerId, String followeeId) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).contains("test.ViaBossRepository.ViaBossRepository_");
    assertThat(GeneratedTypes.code(compilation, "ViaBossRepository"))
        .contains("public Optional<ViaBossRepository_> getViaBossRepository_(String bossId)");
  }

  @Test
  void entitiesAndComponentTypesNamedLikeNestedTypesCompileAndRoundTrip() throws Exception {
    JavaFileObject[] sources = new JavaFileObject[NAMED_LIKE_NESTED_TYPES.size() + 2];
    sources[0] = SHOP;
    for (int i = 0; i < NAMED_LIKE_NESTED_TYPES.size(); i++) {
      sources[i + 1] = NAMED_LIKE_NESTED_TYPES.get(i);
    }
    sources[sources.length - 1] = USE;
    Compilation compilation = compile(sources);
    assertThat(compilation).succeededWithoutWarnings();
    // Inside UpdateRepository's body, Update is the partial update: the record is named by its qualified name.
    assertThat(GeneratedTypes.code(compilation, "UpdateRepository"))
        .contains("public Optional<test.Update> get(String updateId)");
    assertThat(GeneratedTypes.code(compilation, "UpdateRepository.Codec")).contains("new test.Update(");
    ClassLoader loader = new ReservedNamesTest.GeneratedClassLoader(compilation);
    assertThat(Class.forName("test.Use", true, loader).getMethod("roundTrip").invoke(null)).isEqualTo(true);
  }
}
