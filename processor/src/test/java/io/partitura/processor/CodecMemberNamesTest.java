package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * One class, {@code <Record>Repository.Codec}, holds the item conversion (an {@code ItemCodec}: {@code INSTANCE},
 * {@code ENTITY_TYPE}, {@code type()}, {@code toItem}, {@code primaryKey(record)}…), the key format as static members
 * ({@code PREFIX}, {@code SHARDS}, {@code <query>_SHARDS}, {@code partitionKey(…)}, {@code primaryKey(…)}, {@code
 * <component>Of(…)}…) and a field per converter. Their names never meet: the key methods end in {@code Key}, {@code
 * KeyPrefix} or {@code Of} (no {@code ItemCodec} or {@code Object} method does), {@code primaryKey(…)} of key
 * components overloads {@code primaryKey(record)}, and a converter's field always ends in {@code _CONVERTER} (no key
 * or codec constant does), a fresh name when two converters share a simple name. These models, with components,
 * indexes and converters named after those members, compile and round-trip.
 */
class CodecMemberNamesTest {
  private static final JavaFileObject SHOP = source("test.Shop",
      "package test;",
      "import io.partitura.annotations.Table;",
      "@Table(name = \"shop\")",
      "public interface Shop {}");

  private static final JavaFileObject MONEY = source("test.Money",
      "package test;",
      "public final class Money {",
      "  public final long cents;",
      "  public Money(long cents) { this.cents = cents; }",
      "  @Override public boolean equals(Object o) { return o instanceof Money m && m.cents == cents; }",
      "  @Override public int hashCode() { return Long.hashCode(cents); }",
      "}");

  /** A converter class named {@code name}, in {@code pkg}, storing {@code Money} as a number plus {@code offset}. */
  private static JavaFileObject converter(String pkg, String name, int offset) {
    return source(pkg + "." + name,
        "package " + pkg + ";",
        "import software.amazon.awssdk.enhanced.dynamodb.*;",
        "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
        "public final class " + name + " implements AttributeConverter<test.Money> {",
        "  public AttributeValue transformFrom(test.Money m) { return AttributeValue.fromN(Long.toString(m.cents + "
            + offset + ")); }",
        "  public test.Money transformTo(AttributeValue v) { return new test.Money(Long.parseLong(v.n()) - " + offset
            + "); }",
        "  public EnhancedType<test.Money> type() { return EnhancedType.of(test.Money.class); }",
        "  public AttributeValueType attributeValueType() { return AttributeValueType.N; }",
        "}");
  }

  /**
   * Converters named like the codec's constants ({@code Prefix}, {@code SortKey}, {@code Shards}, {@code Instance},
   * {@code EntityType}, {@code ByStatusShards} beside index query {@code byStatus}'s {@code BY_STATUS_SHARDS}), two
   * named {@code Prefix}; components named {@code type}, {@code entity}, {@code item}, {@code instance}; a child keyed
   * by {@code type} too, and an index query {@code entityType}.
   */
  private static final JavaFileObject SHELF = source("test.Shelf",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = Shop.class, prefix = \"SHELF\", shards = 2)",
      "@GlobalIndex(name = \"GSI1\", partitionKey = \"status\", shards = 2, query = \"byStatus\")",
      "@GlobalIndex(name = \"GSI2\", partitionKey = \"entity\", query = \"entityType\")",
      "public record Shelf(@Key String type, String entity, String item, String instance, String status,",
      "    @Convert(Prefix.class) Money price, @Convert(test.other.Prefix.class) Money tax,",
      "    @Convert(SortKey.class) Money a, @Convert(Shards.class) Money b, @Convert(Instance.class) Money c,",
      "    @Convert(EntityType.class) Money d, @Convert(ByStatusShards.class) Money e) {}");

  private static final JavaFileObject BOOK = source("test.Book",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ChildOf(parent = Shelf.class, prefix = \"BOOK\")",
      "public record Book(String type, @Key String instance, @Convert(Prefix.class) Money price) {}");

  /** The codec's members, reached as a user reaches them. */
  private static final JavaFileObject USE = source("test.Use",
      "package test;",
      "import java.util.Map;",
      "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
      "public final class Use {",
      "  public static String roundTrip() {",
      "    Shelf shelf = new Shelf(\"t1\", \"e\", \"i\", \"x\", \"OPEN\", new Money(1), new Money(2), new Money(3),",
      "        new Money(4), new Money(5), new Money(6), new Money(7));",
      "    Map<String, AttributeValue> item = ShelfRepository.Codec.INSTANCE.toItem(shelf);",
      "    Book book = new Book(\"t1\", \"b1\", new Money(8));",
      "    Map<String, AttributeValue> bookItem = BookRepository.Codec.INSTANCE.toItem(book);",
      "    return ShelfRepository.Codec.INSTANCE.fromItem(item).equals(shelf)",
      "        + \" \" + BookRepository.Codec.INSTANCE.fromItem(bookItem).equals(book)",
      "        + \" \" + ShelfRepository.Codec.typeOf(ShelfRepository.Codec.partitionKey(\"t1\"))",
      "        + \" \" + ShelfRepository.Codec.primaryKey(\"t1\").equals(ShelfRepository.Codec.INSTANCE.primaryKey(shelf))",
      "        + \" \" + BookRepository.Codec.instanceOf(BookRepository.Codec.sortKey(\"b1\"))",
      "        + \" \" + ShelfRepository.Codec.PREFIX + \" \" + ShelfRepository.Codec.SHARDS",
      "        + \" \" + ShelfRepository.Codec.BY_STATUS_SHARDS + \" \" + ShelfRepository.Codec.ENTITY_TYPE",
      "        + \" \" + ShelfRepository.Codec.INSTANCE.type().getSimpleName()",
      "        + \" \" + item.get(\"price\").n() + \" \" + item.get(\"tax\").n() + \" \" + item.get(\"c\").n()",
      "        + \" \" + item.get(\"e\").n()",
      "        + \" \" + ShelfRepository.Codec.entityTypePartitionKey(\"e\");",
      "  }",
      "}");

  @Test
  void membersNamedAlikeStayApartInTheCodec() throws Exception {
    Compilation compilation = compile(SHOP, MONEY, converter("test", "Prefix", 100),
        converter("test.other", "Prefix", 200), converter("test", "SortKey", 0), converter("test", "Shards", 0),
        converter("test", "Instance", 300), converter("test", "EntityType", 0), converter("test", "ByStatusShards", 400),
        SHELF, BOOK, USE);
    assertThat(compilation).succeeded();

    String codec = GeneratedTypes.code(compilation, "ShelfRepository.Codec");
    assertThat(codec).contains("private static final Prefix PREFIX_CONVERTER = new Prefix();");
    assertThat(codec).contains("private static final test.other.Prefix PREFIX_CONVERTER_ = new test.other.Prefix();");
    assertThat(codec).contains("private static final Instance INSTANCE_CONVERTER = new Instance();");
    assertThat(codec).contains("private static final ByStatusShards BY_STATUS_SHARDS_CONVERTER = new ByStatusShards();");
    Object result = new ReservedNamesTest.GeneratedClassLoader(compilation).loadClass("test.Use")
        .getMethod("roundTrip").invoke(null);
    assertEquals("true true t1 true b1 SHELF 2 2 Shelf Shelf 101 202 305 407 SHELF#e", result);
  }
}
