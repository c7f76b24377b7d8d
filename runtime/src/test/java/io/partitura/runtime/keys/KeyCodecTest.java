package io.partitura.runtime.keys;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.exceptions.InvalidKeyException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Property-based tests of {@link KeyCodec}. Each property runs {@value #CASES} random cases; the
 * seed is random per run and printed in every failure message, and {@code -Dkeycodec.seed=N}
 * replays a run.
 */
class KeyCodecTest {

  private static final int CASES = 10_000;
  private static final String NAME = "Thing.part";

  private static final long MIN_SECOND = LocalDate.of(0, 1, 1).toEpochDay() * 86_400L;
  private static final long MAX_SECOND = LocalDate.of(10_000, 1, 1).toEpochDay() * 86_400L - 1;

  /** Deliberately out of alphabetical order, so ordinal order and name order differ. */
  enum Color {
    RED, GREEN, BLUE, YELLOW, CYAN, MAGENTA, BLACK, WHITE, ORANGE, $DOLLAR, A$B
  }

  private final long seed = Long.getLong("keycodec.seed", new Random().nextLong());
  private final Random random = new Random(seed);

  private String seedMsg(Object... values) {
    return "seed=" + seed + " (rerun with -Dkeycodec.seed=" + seed + ") values="
        + Arrays.toString(values);
  }

  // ---------------------------------------------------------------------------------------------
  // Generators

  /** Random well-formed string of 1..30 chars mixing every char class the escaping cares about. */
  private String randomString() {
    return randomString(1 + random.nextInt(30));
  }

  private String randomString(int codePoints) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < codePoints; i++) {
      sb.appendCodePoint(randomCodePoint());
    }
    return sb.toString();
  }

  private int randomCodePoint() {
    switch (random.nextInt(10)) {
      case 0:
        return "#$ !\"%".charAt(random.nextInt(6)); // around the escape boundary
      case 1:
        return random.nextInt(0x20); // control chars
      case 2:
        return 0x20 + random.nextInt(0x5F); // printable ASCII
      case 3:
        return 0xFF21; // fullwidth A: above every surrogate in UTF-16, below emoji in UTF-8
      case 4:
        return 0x1F600; // emoji
      case 5:
        return 0x10000 + random.nextInt(0x10FFFF - 0x10000 + 1); // any supplementary
      case 6:
        int bmp = 0x80 + random.nextInt(0xFFFF - 0x80 + 1);
        return Character.isSurrogate((char) bmp) ? 0xE000 : bmp;
      default:
        return 'a' + random.nextInt(4); // small alphabet, so pairs often share prefixes
    }
  }

  /** A second string related to {@code a} often enough that order tests hit shared prefixes. */
  private String relatedString(String a) {
    switch (random.nextInt(5)) {
      case 0:
        return a; // equal
      case 1:
        int cut = a.offsetByCodePoints(0, random.nextInt(a.codePointCount(0, a.length())));
        return cut == 0 ? a : a.substring(0, cut); // prefix
      case 2:
        return a + randomString(1 + random.nextInt(3)); // extension
      case 3:
        int at = a.offsetByCodePoints(0, random.nextInt(a.codePointCount(0, a.length())));
        int end = a.offsetByCodePoints(at, 1);
        return a.substring(0, at) + randomString(1) + a.substring(end); // one char changed
      default:
        return randomString();
    }
  }

  private long randomLong() {
    switch (random.nextInt(6)) {
      case 0:
        return new long[] {Long.MIN_VALUE, Long.MAX_VALUE, 0, -1, 1, Long.MIN_VALUE + 1,
            Long.MAX_VALUE - 1, Integer.MIN_VALUE, Integer.MAX_VALUE}[random.nextInt(9)];
      case 1:
        return random.nextInt(2001) - 1000;
      case 2:
        return random.nextLong() >> random.nextInt(64); // spread over magnitudes
      default:
        return random.nextLong();
    }
  }

  private int randomInt() {
    switch (random.nextInt(5)) {
      case 0:
        return new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1, 1, Integer.MIN_VALUE + 1,
            Integer.MAX_VALUE - 1}[random.nextInt(7)];
      case 1:
        return random.nextInt(2001) - 1000;
      case 2:
        return random.nextInt() >> random.nextInt(32);
      default:
        return random.nextInt();
    }
  }

  private Instant randomInstant() {
    long second = MIN_SECOND + (long) (random.nextDouble() * (MAX_SECOND - MIN_SECOND + 1));
    if (random.nextInt(10) == 0) {
      second = random.nextBoolean() ? MIN_SECOND : MAX_SECOND;
    }
    int nano = random.nextInt(4) == 0 ? random.nextInt(2) * 999_999_999 : random.nextInt(1_000_000_000);
    return Instant.ofEpochSecond(second, nano);
  }

  /** An instant at most a nanosecond away from {@code a}, staying within the encodable years. */
  private Instant nearby(Instant a) {
    Instant b = a.plusNanos(random.nextInt(3) - 1);
    boolean inRange = b.getEpochSecond() >= MIN_SECOND && b.getEpochSecond() <= MAX_SECOND;
    return inRange ? b : a;
  }

  private LocalDateTime randomLocalDateTime() {
    return LocalDateTime.ofInstant(randomInstant(), ZoneOffset.UTC);
  }

  private LocalDate randomLocalDate() {
    return randomLocalDateTime().toLocalDate();
  }

  private UUID randomUuid() {
    switch (random.nextInt(4)) {
      case 0:
        return UUID.randomUUID();
      case 1:
        long[] edges = {0, -1, Long.MIN_VALUE, Long.MAX_VALUE};
        return new UUID(edges[random.nextInt(4)], edges[random.nextInt(4)]);
      default:
        return new UUID(random.nextLong(), random.nextLong());
    }
  }

  private Color randomColor() {
    Color[] values = Color.values();
    return values[random.nextInt(values.length)];
  }

  private static int utf8Order(String a, String b) {
    return Arrays.compareUnsigned(a.getBytes(UTF_8), b.getBytes(UTF_8));
  }

  private static int unsignedUuidOrder(UUID a, UUID b) {
    int c = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
    return c != 0 ? c : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
  }

  /** Asserts that encodings of random pairs compare, as UTF-8 bytes, like the values do. */
  private <T> void assertOrderPreserved(
      Supplier<T> first,
      Function<T, T> second,
      Function<T, String> encode,
      Comparator<T> valueOrder) {
    for (int i = 0; i < CASES; i++) {
      T a = first.get();
      T b = second.apply(a);
      String ea = encode.apply(a);
      String eb = encode.apply(b);
      assertEquals(Integer.signum(valueOrder.compare(a, b)),
          Integer.signum(KeyCodec.compareUtf8(ea, eb)), seedMsg(a, b, ea, eb));
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Round trips

  @Test
  void stringsRoundTripAndNeverContainTheSeparator() {
    for (int i = 0; i < CASES; i++) {
      String s = randomString();
      String encoded = KeyCodec.encodeString(NAME, s);
      assertEquals(-1, encoded.indexOf(KeyCodec.SEPARATOR), seedMsg(s, encoded));
      assertEquals(s, KeyCodec.decodeString(NAME, encoded), seedMsg(s, encoded));
    }
  }

  @Test
  void plainIdsAreLeftUnchanged() {
    for (String id : List.of("acme", "2026-0042", "math204", "a91", "Ａ", "\uD83D\uDE00")) {
      assertSame(id, KeyCodec.encodeString(NAME, id));
    }
    assertEquals("$0$P$Q$R$S$T%", KeyCodec.encodeString(NAME, "\u0000 !\"#$%"));
    assertEquals("PROJ$S1", KeyCodec.encodeString(NAME, "PROJ#1"));
  }

  @Test
  void intsRoundTrip() {
    for (int v : new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1}) {
      assertEquals(v, KeyCodec.decodeInt(NAME, KeyCodec.encodeInt(NAME, v)));
    }
    assertEquals("0000000042", KeyCodec.encodeInt(NAME, 42));
    assertEquals("-0000000000", KeyCodec.encodeInt(NAME, Integer.MIN_VALUE));
    assertEquals("-2147483647", KeyCodec.encodeInt(NAME, -1));
    assertEquals("2147483647", KeyCodec.encodeInteger(NAME, Integer.MAX_VALUE));
    for (int i = 0; i < CASES; i++) {
      int v = randomInt();
      String e = KeyCodec.encodeInt(NAME, v);
      assertEquals(v, KeyCodec.decodeInt(NAME, e), seedMsg(v, e));
    }
  }

  @Test
  void longsRoundTrip() {
    for (long v : new long[] {Long.MIN_VALUE, Long.MAX_VALUE, 0, -1}) {
      assertEquals(v, KeyCodec.decodeLong(NAME, KeyCodec.encodeLong(NAME, v)));
    }
    assertEquals("-0000000000000000000", KeyCodec.encodeLong(NAME, Long.MIN_VALUE));
    assertEquals("-9223372036854775807", KeyCodec.encodeLong(NAME, -1));
    assertEquals("9223372036854775807", KeyCodec.encodeLongObject(NAME, Long.MAX_VALUE));
    for (int i = 0; i < CASES; i++) {
      long v = randomLong();
      String e = KeyCodec.encodeLong(NAME, v);
      assertEquals(v, KeyCodec.decodeLong(NAME, e), seedMsg(v, e));
    }
  }

  @Test
  void timesRoundTrip() {
    assertEquals("0000-01-01T00:00:00.000000000Z",
        KeyCodec.encodeInstant(NAME, Instant.ofEpochSecond(MIN_SECOND)));
    assertEquals("9999-12-31T23:59:59.999999999Z",
        KeyCodec.encodeInstant(NAME, Instant.ofEpochSecond(MAX_SECOND, 999_999_999)));
    assertEquals("1969-12-31T23:59:59.500000000Z",
        KeyCodec.encodeInstant(NAME, Instant.ofEpochMilli(-500)));
    for (int i = 0; i < CASES; i++) {
      Instant instant = randomInstant();
      String ei = KeyCodec.encodeInstant(NAME, instant);
      assertEquals(instant, KeyCodec.decodeInstant(NAME, ei), seedMsg(instant, ei));
      // The hand-written formatting must agree with java.time's own ISO form.
      assertEquals(instant, Instant.parse(ei), seedMsg(instant, ei));

      LocalDateTime dateTime = randomLocalDateTime();
      String edt = KeyCodec.encodeLocalDateTime(NAME, dateTime);
      assertEquals(dateTime, KeyCodec.decodeLocalDateTime(NAME, edt), seedMsg(dateTime, edt));

      LocalDate date = randomLocalDate();
      String ed = KeyCodec.encodeLocalDate(NAME, date);
      assertEquals(date, KeyCodec.decodeLocalDate(NAME, ed), seedMsg(date, ed));
      assertEquals(date.toString(), ed, seedMsg(date, ed));
    }
  }

  @Test
  void uuidsAndEnumsRoundTrip() {
    for (int i = 0; i < CASES; i++) {
      UUID uuid = randomUuid();
      String eu = KeyCodec.encodeUuid(NAME, uuid);
      assertEquals(uuid.toString(), eu, seedMsg(uuid));
      assertEquals(uuid, KeyCodec.decodeUuid(NAME, eu), seedMsg(uuid, eu));

      Color color = randomColor();
      String ec = KeyCodec.encodeEnum(NAME, color);
      assertEquals(-1, ec.indexOf('#'), seedMsg(color, ec));
      assertEquals(color, KeyCodec.decodeEnum(NAME, Color.class, ec), seedMsg(color, ec));
    }
    assertEquals("$TDOLLAR", KeyCodec.encodeEnum(NAME, Color.$DOLLAR));
  }

  // ---------------------------------------------------------------------------------------------
  // Order

  /**
   * DynamoDB orders keys by UTF-8 bytes. {@link String#compareTo} orders UTF-16 code units, so a
   * supplementary char (encoded with surrogates, 0xD800..0xDFFF) sorts below U+E000..U+FFFF in
   * Java but above them in DynamoDB. Order properties must therefore use UTF-8 order as the truth.
   */
  @Test
  void stringCompareToDisagreesWithUtf8ForSupplementaryChars() {
    String emoji = "\uD83D\uDE00"; // U+1F600
    String fullwidthA = "\uFF21"; // U+FF21
    assertTrue(emoji.compareTo(fullwidthA) < 0, "UTF-16 order puts the emoji first");
    assertTrue(KeyCodec.compareUtf8(emoji, fullwidthA) > 0, "UTF-8 order puts it last");
    assertTrue(utf8Order(emoji, fullwidthA) > 0);
  }

  @Test
  void compareUtf8AgreesWithUnsignedByteComparison() {
    for (int i = 0; i < CASES; i++) {
      String a = randomString();
      String b = relatedString(a);
      assertEquals(Integer.signum(utf8Order(a, b)), Integer.signum(KeyCodec.compareUtf8(a, b)),
          seedMsg(a, b));
    }
  }

  @Test
  void stringEncodingPreservesUtf8Order() {
    assertOrderPreserved(this::randomString, this::relatedString,
        s -> KeyCodec.encodeString(NAME, s), KeyCodecTest::utf8Order);
  }

  @Test
  void numberEncodingsPreserveNumericOrder() {
    assertOrderPreserved(this::randomInt, a -> random.nextBoolean() ? randomInt() : a + random.nextInt(3) - 1,
        v -> KeyCodec.encodeInt(NAME, v), Integer::compare);
    assertOrderPreserved(this::randomLong, a -> random.nextBoolean() ? randomLong() : a + random.nextInt(3) - 1,
        v -> KeyCodec.encodeLong(NAME, v), Long::compare);
  }

  @Test
  void timeEncodingsPreserveChronologicalOrder() {
    assertOrderPreserved(this::randomInstant,
        a -> random.nextBoolean() ? randomInstant() : nearby(a),
        v -> KeyCodec.encodeInstant(NAME, v), Instant::compareTo);
    assertOrderPreserved(this::randomLocalDateTime, a -> randomLocalDateTime(),
        v -> KeyCodec.encodeLocalDateTime(NAME, v), LocalDateTime::compareTo);
    assertOrderPreserved(this::randomLocalDate,
        a -> random.nextBoolean() ? randomLocalDate() : a,
        v -> KeyCodec.encodeLocalDate(NAME, v), LocalDate::compareTo);
  }

  @Test
  void uuidEncodingPreservesUnsignedOrderNotUuidCompareTo() {
    assertOrderPreserved(this::randomUuid, a -> random.nextInt(5) == 0 ? a : randomUuid(),
        v -> KeyCodec.encodeUuid(NAME, v), KeyCodecTest::unsignedUuidOrder);
    // UUID.compareTo compares signed halves, so it puts ffff... before 0000...; the key does not.
    UUID high = new UUID(-1, 0);
    UUID low = new UUID(0, 0);
    assertTrue(high.compareTo(low) < 0);
    assertTrue(KeyCodec.compareUtf8(KeyCodec.encodeUuid(NAME, high), KeyCodec.encodeUuid(NAME, low)) > 0);
  }

  @Test
  void enumEncodingOrdersByNameNotOrdinal() {
    assertOrderPreserved(this::randomColor, a -> randomColor(),
        v -> KeyCodec.encodeEnum(NAME, v), (x, y) -> utf8Order(x.name(), y.name()));
    assertTrue(Color.RED.ordinal() < Color.BLUE.ordinal());
    assertTrue(KeyCodec.compareUtf8(KeyCodec.encodeEnum(NAME, Color.RED),
        KeyCodec.encodeEnum(NAME, Color.BLUE)) > 0);
  }

  @Test
  void compositeKeysOrderLikeTuples() {
    for (int i = 0; i < CASES; i++) {
      String a1 = randomString();
      String b1 = randomString();
      String a2 = relatedString(a1);
      String b2 = relatedString(b1);
      String k1 = KeyCodec.join(null, KeyCodec.encodeString(NAME, a1), KeyCodec.encodeString(NAME, b1));
      String k2 = KeyCodec.join(null, KeyCodec.encodeString(NAME, a2), KeyCodec.encodeString(NAME, b2));
      int tuple = utf8Order(a1, a2) != 0 ? utf8Order(a1, a2) : utf8Order(b1, b2);
      assertEquals(Integer.signum(tuple), Integer.signum(KeyCodec.compareUtf8(k1, k2)),
          seedMsg(a1, b1, a2, b2, k1, k2));
    }
    for (int i = 0; i < CASES; i++) {
      String a1 = randomString();
      long n1 = randomLong();
      String a2 = relatedString(a1);
      long n2 = random.nextBoolean() ? n1 : randomLong();
      String k1 = KeyCodec.join("ORD", KeyCodec.encodeString(NAME, a1), KeyCodec.encodeLong(NAME, n1));
      String k2 = KeyCodec.join("ORD", KeyCodec.encodeString(NAME, a2), KeyCodec.encodeLong(NAME, n2));
      int tuple = utf8Order(a1, a2) != 0 ? utf8Order(a1, a2) : Long.compare(n1, n2);
      assertEquals(Integer.signum(tuple), Integer.signum(KeyCodec.compareUtf8(k1, k2)),
          seedMsg(a1, n1, a2, n2, k1, k2));
    }
  }

  // ---------------------------------------------------------------------------------------------
  // No collisions; join and split

  @Test
  void splitReturnsTheJoinedParts() {
    for (int i = 0; i < CASES; i++) {
      String a = KeyCodec.encodeString(NAME, randomString());
      String b = KeyCodec.encodeString(NAME, randomString());
      String c = KeyCodec.encodeLong(NAME, randomLong());
      String prefix = random.nextBoolean() ? "ENROLL#CRS" : null;
      String key = KeyCodec.join(prefix, a, b, c);
      assertEquals(List.of(a, b, c), KeyCodec.split(NAME, key, prefix, 3), seedMsg(key));
    }
    assertEquals("WS#acme", KeyCodec.join("WS", "acme"));
    assertEquals("WS", KeyCodec.join("WS"));
    assertEquals("acme#x", KeyCodec.join("", "acme", "x"));
    assertEquals(List.of(), KeyCodec.split(NAME, "WS", "WS", 0));
    assertEquals(List.of("acme"), KeyCodec.split(NAME, "WS#acme", "WS", 1));
  }

  @Test
  void idsContainingTheSeparatorNeverCollide() {
    String one = KeyCodec.encodeString(NAME, "PROJ#1");
    String twelve = KeyCodec.encodeString(NAME, "PROJ#12");
    assertFalse(one.startsWith(twelve + "#"));
    assertFalse(twelve.startsWith(one + "#"));
    assertFalse(KeyCodec.join("P", twelve).startsWith(KeyCodec.join("P", one) + "#"));

    String left = KeyCodec.join(null, KeyCodec.encodeString(NAME, "a#b"), KeyCodec.encodeString(NAME, "c"));
    String right = KeyCodec.join(null, KeyCodec.encodeString(NAME, "a"), KeyCodec.encodeString(NAME, "b#c"));
    assertNotEquals(left, right);

    for (int i = 0; i < CASES; i++) {
      String a = randomString();
      String b = relatedString(a);
      String ka = KeyCodec.join("P", KeyCodec.encodeString(NAME, a));
      String kb = KeyCodec.join("P", KeyCodec.encodeString(NAME, b));
      // A key of one id is never the key of another id plus further parts.
      assertFalse(ka.startsWith(kb + "#"), seedMsg(a, b, ka, kb));
      assertEquals(a.equals(b), ka.equals(kb), seedMsg(a, b, ka, kb));
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Errors

  private static void assertInvalid(Executable call, String... expectedFragments) {
    InvalidKeyException e = assertThrows(InvalidKeyException.class, call);
    assertTrue(e.getMessage().contains(NAME), "message names the key part: " + e.getMessage());
    for (String fragment : expectedFragments) {
      assertTrue(e.getMessage().contains(fragment), "message has '" + fragment + "': " + e.getMessage());
    }
  }

  @Test
  void nullAndEmptyValuesAreRejected() {
    assertInvalid(() -> KeyCodec.encodeString(NAME, null), "must not be null");
    assertInvalid(() -> KeyCodec.encodeString(NAME, ""), "must not be empty");
    assertInvalid(() -> KeyCodec.encodeInteger(NAME, null), "must not be null");
    assertInvalid(() -> KeyCodec.encodeLongObject(NAME, null), "must not be null");
    assertInvalid(() -> KeyCodec.encodeInstant(NAME, null), "must not be null");
    assertInvalid(() -> KeyCodec.encodeLocalDate(NAME, null), "must not be null");
    assertInvalid(() -> KeyCodec.encodeLocalDateTime(NAME, null), "must not be null");
    assertInvalid(() -> KeyCodec.encodeUuid(NAME, null), "must not be null");
    assertInvalid(() -> KeyCodec.encodeEnum(NAME, null), "must not be null");
    assertInvalid(() -> KeyCodec.encodeString(NAME, "a\uD83Db"), "unpaired surrogate");
    assertThrows(InvalidKeyException.class, () -> KeyCodec.join("P", "a#b"));
    assertThrows(InvalidKeyException.class, () -> KeyCodec.join("P", (String) null));
    assertThrows(InvalidKeyException.class, () -> KeyCodec.join(null));
  }

  @Test
  void oversizedKeysAreRejectedByUtf8ByteCount() {
    assertEquals("x".repeat(2048), KeyCodec.checkPartitionKey(NAME, "x".repeat(2048)));
    assertInvalid(() -> KeyCodec.checkPartitionKey(NAME, "x".repeat(2049)), "2049", "2048");
    // 342 chars of 3 bytes each: 1026 bytes though only 342 chars.
    assertInvalid(() -> KeyCodec.checkSortKey(NAME, "\uFF21".repeat(342)), "1026", "1024");
    // 256 emoji: 512 chars, 1024 bytes, fits; one more ASCII char does not.
    String emoji = "\uD83D\uDE00".repeat(256);
    assertEquals(emoji, KeyCodec.checkSortKey(NAME, emoji));
    assertInvalid(() -> KeyCodec.checkSortKey(NAME, emoji + "a"), "1025", "1024");
    assertInvalid(() -> KeyCodec.checkSortKey(NAME, "é".repeat(512) + "a"), "1025");
  }

  @Test
  void timesOutsideYears0000To9999AreRejected() {
    assertInvalid(() -> KeyCodec.encodeInstant(NAME, Instant.ofEpochSecond(MAX_SECOND + 1)), "9999");
    assertInvalid(() -> KeyCodec.encodeInstant(NAME, Instant.ofEpochSecond(MIN_SECOND, 0).minusNanos(1)),
        "0000");
    assertInvalid(() -> KeyCodec.encodeLocalDate(NAME, LocalDate.of(10_000, 1, 1)), "9999");
    assertInvalid(() -> KeyCodec.encodeLocalDate(NAME, LocalDate.of(-1, 12, 31)), "0000");
    assertInvalid(() -> KeyCodec.encodeLocalDateTime(NAME, LocalDateTime.of(10_000, 1, 1, 0, 0)), "9999");
  }

  @Test
  void malformedPartsAreRejected() {
    for (String bad : List.of("$", "ab$", "$Z", "$/", "$U", "a#b", "a b", "\u0001", "")) {
      assertInvalid(() -> KeyCodec.decodeString(NAME, bad));
    }
    assertInvalid(() -> KeyCodec.decodeString(NAME, null));
    for (String bad : List.of("12a", "42", "00000000042", "-2147483648", "+000000042", "-000000004a",
        "2147483648", "9999999999", "--000000000", "")) {
      assertInvalid(() -> KeyCodec.decodeInt(NAME, bad), bad.isEmpty() ? NAME : bad);
    }
    for (String bad : List.of("12a", "000000000000000042", "00000000000000000042",
        "9223372036854775808", "9999999999999999999", "-9223372036854775808", "-12")) {
      assertInvalid(() -> KeyCodec.decodeLong(NAME, bad));
    }
    for (String bad : List.of("2026-01-01T00:00:00Z", "2026-01-01T00:00:00.000000000",
        "2026-13-01T00:00:00.000000000Z", "2026-02-30T00:00:00.000000000Z",
        "2026-01-01T24:00:00.000000000Z", "2026-01-01 00:00:00.000000000Z",
        "2026-01-01T00:00:00.00000000aZ", "+026-01-01T00:00:00.000000000Z")) {
      assertInvalid(() -> KeyCodec.decodeInstant(NAME, bad));
    }
    for (String bad : List.of("2026-1-01", "2026-01-32", "2026/01/01", "20260101", "12026-01-01")) {
      assertInvalid(() -> KeyCodec.decodeLocalDate(NAME, bad));
    }
    for (String bad : List.of("2026-01-01T00:00:00", "2026-01-01T00:00:00.000000000Z",
        "2026-01-01T00:60:00.000000000")) {
      assertInvalid(() -> KeyCodec.decodeLocalDateTime(NAME, bad));
    }
    for (String bad : List.of("123e4567-e89b-12d3-a456-42661417400", "123E4567-E89B-12D3-A456-426614174000",
        "123e4567e89b-12d3-a456-4266141740000", "123e4567-e89b-12d3-a456-42661417400g")) {
      assertInvalid(() -> KeyCodec.decodeUuid(NAME, bad));
    }
    assertInvalid(() -> KeyCodec.decodeEnum(NAME, Color.class, "PURPLE"), "PURPLE", "RED");
    assertInvalid(() -> KeyCodec.split(NAME, "WS#acme", "PROJ", 1), "PROJ#");
    assertInvalid(() -> KeyCodec.split(NAME, "WS#acme#x", "WS", 1), "2 parts");
    assertInvalid(() -> KeyCodec.split(NAME, "WSX#acme", "WS", 1));
    assertInvalid(() -> KeyCodec.split(NAME, "WS##acme", "WS", 2), "empty part");
    assertInvalid(() -> KeyCodec.split(NAME, "WS", "WS", 1));
  }

  @Test
  void longValuesAreTruncatedInMessages() {
    String longValue = "z".repeat(500) + "#";
    InvalidKeyException e =
        assertThrows(InvalidKeyException.class, () -> KeyCodec.decodeString(NAME, longValue));
    assertTrue(e.getMessage().length() < 400, e.getMessage());
    assertTrue(e.getMessage().contains("501 chars"), e.getMessage());
  }
  @Test
  void aNestedSortKeySplitsIntoItsParentsKeyAndItsOwnPartsWhateverTheIds() {
    for (String orderId : List.of("o1", "o1#LINE#5", "a$b", "\uD83D\uDE00")) {
      String parent = KeyCodec.join("ORD#ER", KeyCodec.encodeString("orderId", orderId));
      String line = KeyCodec.encodeString("lineId", orderId + "#x");
      String key = parent + KeyCodec.SEPARATOR + KeyCodec.join("LI#NE", line, KeyCodec.encodeInt("n", -3));
      assertEquals(parent, KeyCodec.parentSortKey("OrderLine sort key", key, "LI#NE", 2));
      assertEquals(List.of(line, KeyCodec.encodeInt("n", -3)), KeyCodec.splitNested("OrderLine sort key", key, "LI#NE", 2));
    }
    assertThrows(InvalidKeyException.class, () -> KeyCodec.parentSortKey("k", "LINE#1", "LINE", 1));
    assertThrows(InvalidKeyException.class, () -> KeyCodec.splitNested("k", "ORDER#o1#NOTE#1", "LINE", 1));
  }
}
