package io.partitura.runtime.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.query.KeyRange;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Ranges on encoded sort keys against an in-memory filter on the values: 10,000 seeded cases per key
 * type. Each case stores keys of one entity (the ranged component alone, after a prefix, followed by
 * a further component, or after a component fixed by equality) next to other entities' keys, renders
 * the range as DynamoDB would get it, evaluates that expression on every key comparing UTF-8 bytes as
 * DynamoDB does, and expects exactly the entity's keys whose component lies in the range. Index
 * layouts store the sort keys a secondary index holds, ending with the item's primary key ({@link
 * IndexSortKeys}): a composite index sort key ranged on its first component or on the one after a
 * component fixed by equality, a local index's, and an index ordered by the item's own sort key.
 */
class SortKeyRangePropertyTest {
  private static final int CASES = 10_000;

  /** Chars at the codec's edges: escaped ones, the separator, the escape, and beyond the BMP. */
  private static final int[] ALPHABET = {
      0x00, 0x01, ' ', '!', '"', '#', '$', '%', '0', '9', 'a', 'b', 'z', 0xE9, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFF21,
      0xFFFF, 0x10000, 0x1F600, 0x10FFFF};

  private enum Colour { RED, BLUE, BLUE_GREEN, AMBER, B, GREEN }

  private record Type<V>(String name, Function<Random, V> values, Function<V, String> encoder, Comparator<V> order) {}

  @Test
  void stringRanges() {
    check(new Type<>("String", SortKeyRangePropertyTest::string, v -> KeyCodec.encodeString("v", v),
        (a, b) -> compareBytes(a, b)), 1);
  }

  @Test
  void intRanges() {
    int[] edges = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -10, -9, -1, 0, 1, 9, 10, 11, 100, Integer.MAX_VALUE - 1,
        Integer.MAX_VALUE};
    check(new Type<>("int", r -> r.nextBoolean() ? edges[r.nextInt(edges.length)] : r.nextInt(41) - 20,
        v -> KeyCodec.encodeInt("v", v), Integer::compare), 2);
  }

  @Test
  void longRanges() {
    long[] edges = {Long.MIN_VALUE, Long.MIN_VALUE + 1, -1_000_000_000_000L, -1, 0, 1, 10, 99, 100,
        Long.MAX_VALUE - 1, Long.MAX_VALUE};
    check(new Type<>("long", r -> r.nextBoolean() ? edges[r.nextInt(edges.length)] : (long) r.nextInt(41) - 20,
        v -> KeyCodec.encodeLong("v", v), Long::compare), 3);
  }

  @Test
  void instantRanges() {
    Instant[] edges = {Instant.parse("0000-01-01T00:00:00Z"), Instant.parse("1969-12-31T23:59:59.999999999Z"),
        Instant.EPOCH, Instant.parse("1970-01-01T00:00:00.000000001Z"), Instant.parse("1900-06-01T12:00:00Z"),
        Instant.parse("2026-03-01T00:00:00Z"), Instant.parse("9999-12-31T23:59:59.999999999Z")};
    check(new Type<>("Instant", r -> r.nextBoolean() ? edges[r.nextInt(edges.length)]
            : edges[r.nextInt(edges.length - 1)].plusNanos(r.nextInt(3)).plusSeconds(r.nextInt(3)),
        v -> KeyCodec.encodeInstant("v", v), Instant::compareTo), 4);
  }

  @Test
  void localDateRanges() {
    LocalDate[] edges = {LocalDate.of(0, 1, 1), LocalDate.of(1969, 12, 31), LocalDate.of(1970, 1, 1),
        LocalDate.of(2026, 2, 28), LocalDate.of(2026, 3, 1), LocalDate.of(9999, 12, 31)};
    check(new Type<>("LocalDate", r -> r.nextBoolean() ? edges[r.nextInt(edges.length)]
            : LocalDate.of(2026, 2, 27).plusDays(r.nextInt(5)),
        v -> KeyCodec.encodeLocalDate("v", v), LocalDate::compareTo), 5);
  }

  @Test
  void localDateTimeRanges() {
    java.time.LocalDateTime[] edges = {java.time.LocalDateTime.of(0, 1, 1, 0, 0),
        java.time.LocalDateTime.of(1969, 12, 31, 23, 59, 59, 999_999_999), java.time.LocalDateTime.of(1970, 1, 1, 0, 0),
        java.time.LocalDateTime.of(2026, 3, 1, 0, 0), java.time.LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_999_999)};
    check(new Type<>("LocalDateTime", r -> r.nextBoolean() ? edges[r.nextInt(edges.length)]
            : edges[2 + r.nextInt(2)].plusNanos(r.nextInt(3) - 1),
        v -> KeyCodec.encodeLocalDateTime("v", v), java.time.LocalDateTime::compareTo), 8);
  }

  @Test
  void uuidRanges() {
    long[] halves = {0, 1, Long.MAX_VALUE, Long.MIN_VALUE, -1, 0x0123_4567_89ab_cdefL};
    check(new Type<>("UUID", r -> new UUID(halves[r.nextInt(halves.length)], halves[r.nextInt(halves.length)]),
        v -> KeyCodec.encodeUuid("v", v),
        (a, b) -> {
          int c = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
          return c != 0 ? c : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
        }), 6);
  }

  @Test
  void enumRanges() {
    Colour[] colours = Colour.values();
    // Keys store the constant's name: key order is name order, not declaration order.
    check(new Type<>("enum", r -> colours[r.nextInt(colours.length)], v -> KeyCodec.encodeEnum("v", v),
        (a, b) -> compareBytes(a.name(), b.name())), 7);
  }

  private static <V> void check(Type<V> type, long seed) {
    Random random = new Random(seed);
    int ranged = 0;
    for (int i = 0; i < CASES; i++) {
      Case<V> example = newCase(type, random);
      List<String> expected = new ArrayList<>();
      List<String> keys = new ArrayList<>(example.noise);
      for (Stored<V> stored : example.stored) {
        keys.add(stored.key);
        if (example.inScope(stored) && example.matches(type.order, stored.value)) {
          expected.add(stored.key);
        }
      }
      SortKeyBounds bounds = example.range.bounds(example.scope, type.encoder);
      List<String> actual = new ArrayList<>();
      for (String key : keys) {
        if (dynamoDbMatches(bounds, key)) {
          actual.add(key);
        }
      }
      String context = type.name + " case " + i + ": " + example + " -> " + bounds;
      assertEquals(sorted(expected), sorted(actual), context);
      if (bounds.lower() != null && bounds.upper() != null) {
        assertTrue(compareBytes(bounds.lower(), bounds.upper()) <= 0, "DynamoDB refuses BETWEEN with lower > upper: "
            + context);
      }
      for (String bound : Arrays.asList(bounds.lower(), bounds.upper(), bounds.prefix())) {
        assertTrue(bound == null || bound.getBytes(StandardCharsets.UTF_8).length <= KeyCodec.MAX_SORT_KEY_BYTES,
            context);
      }
      ranged += expected.isEmpty() || expected.size() == example.stored.size() ? 0 : 1;
    }
    // The generator must produce ranges that split the stored keys, not only all-or-nothing cases.
    assertTrue(ranged > CASES / 4, type.name + ": only " + ranged + " cases split the keys");
  }

  /** The key condition as DynamoDB evaluates it: only the rendered comparison, on UTF-8 bytes. */
  private static boolean dynamoDbMatches(SortKeyBounds bounds, String key) {
    if (bounds.lower() == null && bounds.upper() == null) {
      return bounds.prefix() == null || key.startsWith(bounds.prefix());
    }
    if (bounds.lower() != null) {
      int c = compareBytes(key, bounds.lower());
      if (c < 0 || c == 0 && !bounds.lowerInclusive()) {
        return false;
      }
    }
    if (bounds.upper() != null) {
      int c = compareBytes(key, bounds.upper());
      return c < 0 || c == 0 && bounds.upperInclusive();
    }
    return true;
  }

  /**
   * Where the ranged component sits: alone (an index sort key of one component), first of an index
   * sort key of several, after the entity prefix (last, or followed by another component), or after
   * a component fixed by equality.
   */
  private enum Layout {
    BARE, BARE_FOLLOWED, LAST, FOLLOWED, AFTER_EQUALITY, INDEX_FIRST, INDEX_AFTER_EQUALITY, LOCAL_INDEX_AFTER_EQUALITY,
    INDEX_BY_ITEM_SORT_KEY;

    /** Whether the key is scoped by a fixed leading component. */
    boolean fixesOne() {
      return this == AFTER_EQUALITY || this == INDEX_AFTER_EQUALITY || this == LOCAL_INDEX_AFTER_EQUALITY;
    }

    /** Whether other entities' keys share the partition (a table or local index partition). */
    boolean sharesPartition() {
      return this == LAST || this == FOLLOWED || this == AFTER_EQUALITY || this == LOCAL_INDEX_AFTER_EQUALITY
          || this == INDEX_BY_ITEM_SORT_KEY;
    }
  }

  private record Stored<V>(String key, String fixed, V value) {}

  private record Case<V>(Layout layout, String scope, String fixed, List<Stored<V>> stored, List<String> noise,
      KeyRange<V> range, String kind, V first, V second) {

    boolean inScope(Stored<V> stored) {
      return !layout.fixesOne() || stored.fixed.equals(fixed);
    }

    boolean matches(Comparator<V> order, V value) {
      return switch (kind) {
        case "between" -> order.compare(value, first) >= 0 && order.compare(value, second) <= 0;
        case "from" -> order.compare(value, first) >= 0;
        case "after" -> order.compare(value, first) > 0;
        case "until" -> order.compare(value, first) <= 0;
        case "before" -> order.compare(value, first) < 0;
        case "startingWith" -> ((String) value).startsWith((String) first);
        default -> throw new AssertionError(kind);
      };
    }

    @Override
    public String toString() {
      return layout + " scope=" + scope + " " + range + " over " + stored.stream().map(Stored::key).toList()
          + " and " + noise;
    }
  }

  private static <V> Case<V> newCase(Type<V> type, Random random) {
    Layout layout = Layout.values()[random.nextInt(Layout.values().length)];
    String[] fixedValues = {"k", "k0", "j", "l", "k$"};
    String fixed = "k";
    String scope = switch (layout) {
      case BARE, BARE_FOLLOWED, INDEX_FIRST -> "";
      case LAST, FOLLOWED, INDEX_BY_ITEM_SORT_KEY -> "ORD#";
      case AFTER_EQUALITY, LOCAL_INDEX_AFTER_EQUALITY -> "ORD#" + KeyCodec.encodeString("f", fixed) + "#";
      case INDEX_AFTER_EQUALITY -> KeyCodec.encodeString("f", fixed) + "#";
    };
    List<Stored<V>> stored = new ArrayList<>();
    int count = 1 + random.nextInt(10);
    for (int i = 0; i < count; i++) {
      V value = type.values.apply(random);
      String part = type.encoder.apply(value);
      String thisFixed = fixedValues[random.nextInt(fixedValues.length)];
      String key = switch (layout) {
        case BARE -> part;
        case BARE_FOLLOWED -> KeyCodec.join(null, part, KeyCodec.encodeString("s", string(random)));
        case LAST -> KeyCodec.join("ORD", part);
        case FOLLOWED -> KeyCodec.join("ORD", part, KeyCodec.encodeString("s", string(random)));
        case AFTER_EQUALITY -> KeyCodec.join("ORD", KeyCodec.encodeString("f", thisFixed), part);
        // The item's primary key ends every index sort key: a partition key with its own separators, and a sort key.
        case INDEX_FIRST -> IndexSortKeys.of("i", KeyCodec.join(null, part, KeyCodec.encodeString("s", string(random))),
            primaryKeyPart(random), primaryKeyPart(random));
        case INDEX_AFTER_EQUALITY -> IndexSortKeys.of("i", KeyCodec.join(null, KeyCodec.encodeString("f", thisFixed),
            part), primaryKeyPart(random), primaryKeyPart(random));
        case LOCAL_INDEX_AFTER_EQUALITY -> IndexSortKeys.of("i", KeyCodec.join("ORD",
            KeyCodec.encodeString("f", thisFixed), part), primaryKeyPart(random), primaryKeyPart(random));
        case INDEX_BY_ITEM_SORT_KEY -> IndexSortKeys.ofItemSortKey("i", primaryKeyPart(random), KeyCodec.join("ORD", part));
      };
      if (stored.stream().noneMatch(s -> s.key.equals(key))) {
        stored.add(new Stored<>(key, thisFixed, value));
      }
    }
    List<String> noise = new ArrayList<>();
    if (layout.sharesPartition()) {
      // Other entities' items in the same partition, on both sides of the ORD# prefix.
      String some = type.encoder.apply(type.values.apply(random));
      noise.addAll(List.of("A#" + some, "META", "OR", "ORC#" + some, "ORD", "ORD0#" + some, "ORDX#" + some,
          "ORDZ#" + some, "ORE#" + some, "P"));
    }
    V first = random.nextInt(3) > 0 ? stored.get(random.nextInt(stored.size())).value : type.values.apply(random);
    V second = random.nextInt(3) > 0 ? stored.get(random.nextInt(stored.size())).value : type.values.apply(random);
    if (type.order.compare(first, second) > 0) {
      V swap = first;
      first = second;
      second = swap;
    }
    String[] kinds = first instanceof String
        ? new String[] {"between", "from", "after", "until", "before", "startingWith"}
        : new String[] {"between", "from", "after", "until", "before"};
    String kind = kinds[random.nextInt(kinds.length)];
    if ("startingWith".equals(kind)) {
      String value = (String) first;
      @SuppressWarnings("unchecked")
      V start = (V) value.substring(0, value.offsetByCodePoints(0, 1 + random.nextInt(value.codePointCount(0,
          value.length()))));
      first = start; // a prefix of a value, often of a stored one: prefixes of one another are the edge
    }
    KeyRange<V> range = switch (kind) {
      case "between" -> KeyRange.between(first, second);
      case "from" -> KeyRange.from(first);
      case "after" -> KeyRange.after(first);
      case "until" -> KeyRange.until(first);
      case "before" -> KeyRange.before(first);
      default -> {
        @SuppressWarnings("unchecked")
        KeyRange<V> start = (KeyRange<V>) KeyRange.startingWith((String) first);
        yield start;
      }
    };
    return new Case<>(layout, scope, fixed, stored, noise, range, kind, first, second);
  }

  /** A stored partition or sort key such as {@code WS#a$b}: a prefix, the separator, an escaped part. */
  private static String primaryKeyPart(Random random) {
    return KeyCodec.join(random.nextBoolean() ? "WS" : "W", KeyCodec.encodeString("p", string(random)));
  }

  private static String string(Random random) {
    StringBuilder out = new StringBuilder();
    int length = 1 + random.nextInt(4);
    for (int i = 0; i < length; i++) {
      out.appendCodePoint(ALPHABET[random.nextInt(ALPHABET.length)]);
    }
    return out.toString();
  }

  /** Unsigned UTF-8 byte order, as DynamoDB compares strings (written out here, not taken from KeyCodec). */
  private static int compareBytes(String a, String b) {
    return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
  }

  private static List<String> sorted(List<String> keys) {
    TreeSet<String> set = new TreeSet<>(SortKeyRangePropertyTest::compareBytes);
    set.addAll(keys);
    assertEquals(keys.size(), set.size(), "duplicate keys in " + keys);
    return new ArrayList<>(set);
  }
}
