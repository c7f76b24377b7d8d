package io.partitura.runtime.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.runtime.exceptions.InvalidKeyException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The order of stored index sort keys is the documented one: the index sort key components, then the
 * item's partition key, then its sort key, each in UTF-8 byte order; ties on the components included.
 */
class IndexSortKeysTest {
  private static final int[] ALPHABET = {0x01, ' ', '#', '$', '%', '0', 'a', 'b', 0xE9, 0xFF21, 0xFFFF, 0x1F600};

  private record Item(Instant createdAt, String id, String partitionKey, String sortKey) {
    String stored() {
      return IndexSortKeys.of("GSI1SK", KeyCodec.join(null, KeyCodec.encodeInstant("c", createdAt),
          KeyCodec.encodeString("i", id)), partitionKey, sortKey);
    }
  }

  @Test
  void storedKeysSortByTheComponentsThenThePrimaryKey() {
    Random random = new Random(11);
    Comparator<Item> rule = Comparator.comparing(Item::createdAt)
        .thenComparing(Item::id, IndexSortKeysTest::utf8)
        .thenComparing(Item::partitionKey, IndexSortKeysTest::utf8)
        .thenComparing(Item::sortKey, IndexSortKeysTest::utf8);
    for (int i = 0; i < 10_000; i++) {
      Item a = item(random);
      Item b = item(random);
      assertEquals(Integer.signum(rule.compare(a, b)), Integer.signum(utf8(a.stored(), b.stored())), a + " vs " + b);
    }
  }

  @Test
  void anIndexOrderedByTheItemsSortKeyBreaksTiesByThePartitionKey() {
    Random random = new Random(12);
    for (int i = 0; i < 10_000; i++) {
      String sortA = "ART#" + KeyCodec.encodeString("s", text(random));
      String sortB = random.nextBoolean() ? sortA : "ART#" + KeyCodec.encodeString("s", text(random));
      String partitionA = "TEN#" + KeyCodec.encodeString("p", text(random));
      String partitionB = "TEN#" + KeyCodec.encodeString("p", text(random));
      int expected = utf8(sortA, sortB) != 0 ? utf8(sortA, sortB) : utf8(partitionA, partitionB);
      assertEquals(Integer.signum(expected), Integer.signum(utf8(IndexSortKeys.ofItemSortKey("s", partitionA, sortA),
          IndexSortKeys.ofItemSortKey("s", partitionB, sortB))));
    }
  }

  @Test
  void aKeyOverTheSortKeyLimitIsRefusedBeforeAnyRequest() {
    InvalidKeyException e = assertThrows(InvalidKeyException.class,
        () -> IndexSortKeys.of("Project GSI2 sort key", "a", "WS#" + "w".repeat(1100), "PROJ#p"));
    assertEquals(true, e.getMessage().contains("Project GSI2 sort key"), e.getMessage());
  }

  private static Item item(Random random) {
    Instant[] times = {Instant.parse("1969-12-31T23:59:59Z"), Instant.EPOCH, Instant.parse("2026-03-02T00:00:00Z")};
    return new Item(times[random.nextInt(times.length)], text(random), "WS#" + KeyCodec.encodeString("p", text(random)),
        "PROJ#" + KeyCodec.encodeString("s", text(random)));
  }

  private static String text(Random random) {
    StringBuilder out = new StringBuilder();
    for (int i = 0, n = 1 + random.nextInt(3); i < n; i++) {
      out.appendCodePoint(ALPHABET[random.nextInt(ALPHABET.length)]);
    }
    return out.toString();
  }

  private static int utf8(String a, String b) {
    return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
  }
}
