package io.partitura.runtime.item;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.runtime.exceptions.ItemMappingException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ItemsTest {

  enum Color {
    RED,
    GREEN,
    BLUE
  }

  private final Map<String, AttributeValue> item = new HashMap<>();

  // ----- round trips -------------------------------------------------------------------------

  @Test
  void stringRoundTrip() {
    Items.putString(item, "s", "héllo");
    assertEquals(AttributeValue.fromS("héllo"), item.get("s"));
    assertEquals("héllo", Items.getString(item, "s"));
    assertEquals("héllo", Items.get(item, "s", Items::asString));
    assertEquals("", roundTrip(Items.string(""), Items::asString));
  }

  record OrderId(long value) {}

  /** A typed id reads from its component's value, and from the one-member map earlier rounds stored. */
  @Test
  void aTypedIdReadsFromItsValueAndFromTheMapEarlierRoundsStored() {
    assertEquals(new OrderId(7), Items.asId(AttributeValue.fromN("7"), Items::asLong, OrderId::new));
    assertEquals(new OrderId(7), Items.asId(AttributeValue.fromM(Map.of("value", AttributeValue.fromN("7"))),
        Items::asLong, OrderId::new));
    assertEquals(null, Items.asId(Items.nul(), Items::asLong, OrderId::new));
    assertEquals(null, Items.asId(AttributeValue.fromM(Map.of("value", Items.nul())), Items::asLong, OrderId::new));
    assertThrows(ItemMappingException.class, () -> Items.asId(AttributeValue.fromS("x"), Items::asLong, OrderId::new));
  }

  /** Rounded up, never down: DynamoDB's Time to Live must not delete an item before its instant. */
  @Test
  void anExpiryIsStoredAsEpochSecondsRoundedUp() {
    assertEquals(AttributeValue.fromN("1780315201"), Items.epochSeconds(Instant.parse("2026-06-01T12:00:00.001Z")));
    assertEquals(AttributeValue.fromN("1780315200"), Items.epochSeconds(Instant.parse("2026-06-01T12:00:00Z")));
    assertEquals(AttributeValue.fromN("0"), Items.epochSeconds(Instant.parse("1969-12-31T23:59:59.5Z")));
    assertEquals(Instant.parse("2026-06-01T12:00:01Z"),
        roundTrip(Items.epochSeconds(Instant.parse("2026-06-01T12:00:00.999999999Z")), Items::asEpochSeconds));
    // One more second than Instant.MAX's would not read back.
    assertEquals(Instant.ofEpochSecond(Instant.MAX.getEpochSecond()),
        roundTrip(Items.epochSeconds(Instant.MAX), Items::asEpochSeconds));
  }

  @Test
  void primitiveNumbersRoundTrip() {
    Items.putInt(item, "i", -42);
    Items.putInt(item, "bigInt", Integer.MAX_VALUE);
    Items.putLong(item, "l", Long.MIN_VALUE);
    Items.putLong(item, "smallLong", 7L);
    Items.putDouble(item, "d", 3.25e-7);
    Items.putNumber(item, "f", 1.1f);
    Items.putNumber(item, "sh", (short) -300);
    Items.putNumber(item, "b", (byte) 12);

    assertEquals("-42", item.get("i").n());
    assertEquals(-42, Items.getInt(item, "i"));
    assertEquals(Integer.MAX_VALUE, Items.getInt(item, "bigInt"));
    assertEquals(Long.MIN_VALUE, Items.getLong(item, "l"));
    assertEquals(7L, Items.getLong(item, "smallLong"));
    assertEquals(3.25e-7, Items.getDouble(item, "d"));
    assertEquals(1.1f, Items.getFloat(item, "f"));
    assertEquals("1.1", item.get("f").n());
    assertEquals((short) -300, Items.getShort(item, "sh"));
    assertEquals((byte) 12, Items.getByte(item, "b"));
  }

  @Test
  void boxedNumbersRoundTrip() {
    assertEquals(Integer.valueOf(5), roundTrip(Items.number(5), Items::asInteger));
    assertEquals(Long.valueOf(1L << 40), roundTrip(Items.number(1L << 40), Items::asLong));
    assertEquals(Short.valueOf((short) 9), roundTrip(Items.number((short) 9), Items::asShort));
    assertEquals(Byte.valueOf((byte) -1), roundTrip(Items.number((byte) -1), Items::asByte));
    assertEquals(Double.valueOf(-0.5), roundTrip(Items.number(-0.5d), Items::asDouble));
    assertEquals(Float.valueOf(2.5f), roundTrip(Items.number(2.5f), Items::asFloat));
    BigInteger huge = new BigInteger("123456789012345678901234567890");
    assertEquals(huge, roundTrip(Items.number(huge), Items::asBigInteger));

    Items.putNumber(item, "boxed", Integer.valueOf(77));
    Items.putNumber(item, "boxedLong", Long.valueOf(Long.MAX_VALUE));
    assertEquals(Integer.valueOf(77), Items.getInteger(item, "boxed"));
    assertEquals(Long.valueOf(Long.MAX_VALUE), Items.getLongObject(item, "boxedLong"));
    assertNull(Items.getInteger(item, "missing"));
    assertNull(Items.getLongObject(item, "missing"));
  }

  @Test
  void integralReadersAcceptExactNonPlainForms() {
    item.put("e", AttributeValue.fromN("1E+3"));
    item.put("dot", AttributeValue.fromN("7.0"));
    assertEquals(1000, Items.getInt(item, "e"));
    assertEquals(7L, Items.getLong(item, "dot"));
    assertEquals(BigInteger.valueOf(1000), Items.get(item, "e", Items::asBigInteger));
  }

  @Test
  void bigDecimalKeepsPrecisionAndIsPlain() {
    BigDecimal precise = new BigDecimal("12345678901234567890.000000001");
    Items.putBigDecimal(item, "amount", precise);
    assertEquals("12345678901234567890.000000001", item.get("amount").n());
    assertEquals(precise, Items.getBigDecimal(item, "amount"));

    BigDecimal scientific = new BigDecimal("1E+5");
    assertEquals("100000", Items.number(scientific).n());
    assertEquals(precise, roundTrip(Items.number(precise), Items::asBigDecimal));
  }

  @Test
  void booleanRoundTrip() {
    Items.putBoolean(item, "t", true);
    Items.putBoolean(item, "f", false);
    Items.putBool(item, "boxed", Boolean.TRUE);
    assertTrue(Items.getBoolean(item, "t"));
    assertFalse(Items.getBoolean(item, "f"));
    assertEquals(Boolean.TRUE, Items.getBool(item, "boxed"));
    assertEquals(AttributeValue.fromBool(false), item.get("f"));
    assertEquals(Boolean.FALSE, roundTrip(Items.bool(false), Items::asBoolean));
  }

  @Test
  void temporalAndUuidRoundTrip() {
    Instant instant = Instant.parse("2024-02-29T12:34:56.789123Z");
    LocalDate date = LocalDate.of(2024, 2, 29);
    LocalDateTime dateTime = LocalDateTime.of(2024, 2, 29, 23, 59, 58, 1000);
    UUID uuid = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");

    Items.putInstant(item, "at", instant);
    Items.putLocalDate(item, "day", date);
    Items.putLocalDateTime(item, "when", dateTime);
    Items.putUuid(item, "id", uuid);

    assertEquals(AttributeValue.fromS("2024-02-29T12:34:56.789123Z"), item.get("at"));
    assertEquals(AttributeValue.fromS("2024-02-29"), item.get("day"));
    assertEquals(AttributeValue.fromS(dateTime.toString()), item.get("when"));
    assertEquals(AttributeValue.fromS(uuid.toString()), item.get("id"));

    assertEquals(instant, Items.getInstant(item, "at"));
    assertEquals(date, Items.getLocalDate(item, "day"));
    assertEquals(dateTime, Items.getLocalDateTime(item, "when"));
    assertEquals(uuid, Items.getUuid(item, "id"));

    assertEquals(instant, roundTrip(Items.instant(instant), Items::asInstant));
    assertEquals(date, roundTrip(Items.localDate(date), Items::asLocalDate));
    assertEquals(dateTime, roundTrip(Items.localDateTime(dateTime), Items::asLocalDateTime));
    assertEquals(uuid, roundTrip(Items.uuid(uuid), Items::asUuid));
  }

  @Test
  void enumRoundTrip() {
    Items.putEnum(item, "color", Color.GREEN);
    assertEquals(AttributeValue.fromS("GREEN"), item.get("color"));
    assertEquals(Color.GREEN, Items.getEnum(item, "color", Color.class));
    assertEquals(Color.BLUE, Items.asEnum(Color.class, Items.enumName(Color.BLUE)));
    assertEquals(Color.GREEN, Items.get(item, "color", v -> Items.asEnum(Color.class, v)));
    assertNull(Items.get(item, "missing", v -> Items.asEnum(Color.class, v)));
  }

  @Test
  void bytesRoundTripAndAreCopied() {
    byte[] data = {1, 2, 3, (byte) 0xFF};
    Items.putBytes(item, "blob", data);
    data[0] = 99;
    assertEquals(SdkBytes.fromByteArray(new byte[] {1, 2, 3, (byte) 0xFF}), item.get("blob").b());
    byte[] read = Items.getBytes(item, "blob");
    assertArrayEquals(new byte[] {1, 2, 3, (byte) 0xFF}, read);
    read[1] = 42;
    assertArrayEquals(new byte[] {1, 2, 3, (byte) 0xFF}, Items.getBytes(item, "blob"));
    assertArrayEquals(new byte[0], roundTrip(Items.bytes(new byte[0]), Items::asBytes));
  }

  @Test
  void putAttributeValue() {
    Items.put(item, "nested", AttributeValue.fromM(Map.of("a", AttributeValue.fromS("b"))));
    Items.put(item, "null", null);
    Items.put(item, "nul", Items.string(null));
    assertEquals(Map.of("nested", AttributeValue.fromM(Map.of("a", AttributeValue.fromS("b")))),
        item);
  }

  // ----- nulls -------------------------------------------------------------------------------

  @Test
  void nullsAreNeverWritten() {
    Items.putString(item, "a", null);
    Items.putNumber(item, "b", null);
    Items.putBool(item, "c", null);
    Items.putInstant(item, "d", null);
    Items.putLocalDate(item, "e", null);
    Items.putLocalDateTime(item, "f", null);
    Items.putUuid(item, "g", null);
    Items.putEnum(item, "h", null);
    Items.putBigDecimal(item, "i", null);
    Items.putBytes(item, "j", null);
    Items.putList(item, "k", null, Items::string);
    Items.<String>putMap(item, "l", null, Items::string);
    Items.putStringSet(item, "m", null);
    Items.putNumberSet(item, "n", null);
    Items.putBytesSet(item, "o", null);
    Items.put(item, "p", null);
    assertTrue(item.isEmpty(), item::toString);
  }

  @Test
  void elementWritersTurnNullIntoNul() {
    AttributeValue nul = AttributeValue.fromNul(true);
    assertEquals(nul, Items.string(null));
    assertEquals(nul, Items.number(null));
    assertEquals(nul, Items.bool(null));
    assertEquals(nul, Items.instant(null));
    assertEquals(nul, Items.localDate(null));
    assertEquals(nul, Items.localDateTime(null));
    assertEquals(nul, Items.uuid(null));
    assertEquals(nul, Items.enumName(null));
    assertEquals(nul, Items.bytes(null));
    assertEquals(nul, Items.list(null, Items::string));
    assertEquals(nul, Items.<String>map(null, Items::string));
    assertEquals(nul, Items.stringSet(null));
  }

  @Test
  void missingAndNulReadAsNull() {
    item.put("nul", AttributeValue.fromNul(true));
    for (String name : new String[] {"missing", "nul"}) {
      assertNull(Items.getString(item, name));
      assertNull(Items.getInstant(item, name));
      assertNull(Items.getLocalDate(item, name));
      assertNull(Items.getLocalDateTime(item, name));
      assertNull(Items.getUuid(item, name));
      assertNull(Items.getBigDecimal(item, name));
      assertNull(Items.getBool(item, name));
      assertNull(Items.getInteger(item, name));
      assertNull(Items.getLongObject(item, name));
      assertNull(Items.getBytes(item, name));
      assertNull(Items.getEnum(item, name, Color.class));
      assertNull(Items.get(item, name, Items::asStringSet));
      assertNull(Items.get(item, name, v -> Items.asList(v, Items::asString)));
    }
    AttributeValue nul = AttributeValue.fromNul(true);
    assertNull(Items.asString(nul));
    assertNull(Items.asInteger(nul));
    assertNull(Items.asBigInteger(nul));
    assertNull(Items.asBoolean(nul));
    assertNull(Items.asList(nul, Items::asString));
    assertNull(Items.asMap(nul, Items::asString));
    assertNull(Items.asStringSet(nul));
    assertNull(Items.asNumberSet(nul, Integer::valueOf));
    assertNull(Items.asBytesSet(nul));
  }

  @Test
  void aMissingPrimitiveIsAnItemMappingExceptionNamingTheAttributeNotADefault() {
    item.put("nul", AttributeValue.fromNul(true));
    for (String name : new String[] {"missing", "nul"}) {
      List<Runnable> reads = List.of(
          () -> Items.getInt(item, name),
          () -> Items.getLong(item, name),
          () -> Items.getDouble(item, name),
          () -> Items.getFloat(item, name),
          () -> Items.getShort(item, name),
          () -> Items.getByte(item, name),
          () -> Items.getBoolean(item, name));
      for (Runnable read : reads) {
        ItemMappingException e = assertThrows(ItemMappingException.class, read::run);
        assertTrue(e.getMessage().startsWith("Attribute '" + name + "': missing"), e.getMessage());
      }
    }
  }

  @Test
  void aMissingSetReadsAsAnEmptySetSinceAnEmptySetIsStoredAsNoAttribute() {
    item.put("nul", AttributeValue.fromNul(true));
    for (String name : new String[] {"missing", "nul"}) {
      assertEquals(Set.of(), Items.getStringSet(item, name));
      assertEquals(Set.of(), Items.getNumberSet(item, name, Long::valueOf));
    }
    Items.putStringSet(item, "ss", new LinkedHashSet<>(List.of("b", "a")));
    assertEquals(List.of("b", "a"), new ArrayList<>(Items.getStringSet(item, "ss")));
    Items.putNumberSet(item, "ns", Set.of(7L));
    assertEquals(Set.of(7L), Items.getNumberSet(item, "ns", Long::valueOf));
  }

  // ----- lists and maps ----------------------------------------------------------------------

  @Test
  void nullElementsInListsBecomeNul() {
    List<String> values = Arrays.asList("a", null, "c");
    Items.putList(item, "tags", values, Items::string);
    List<AttributeValue> stored = item.get("tags").l();
    assertEquals(3, stored.size());
    assertEquals(AttributeValue.fromNul(true), stored.get(1));
    assertEquals(values, Items.get(item, "tags", v -> Items.asList(v, Items::asString)));
  }

  @Test
  void nonRandomAccessListIsWritten() {
    List<Integer> values = new LinkedList<>(Arrays.asList(1, null, 3000));
    assertEquals(values, roundTrip(Items.list(values, Items::number),
        v -> Items.asList(v, Items::asInteger)));
  }

  @Test
  void emptyListIsWrittenAsEmptyL() {
    Items.putList(item, "empty", List.of(), Items::string);
    assertTrue(item.containsKey("empty"));
    assertEquals(AttributeValue.Type.L, item.get("empty").type());
    assertTrue(item.get("empty").hasL());
    List<String> read = Items.get(item, "empty", v -> Items.asList(v, Items::asString));
    assertTrue(read.isEmpty());
    assertTrue(read instanceof ArrayList);
  }

  @Test
  void emptyMapIsWrittenAsEmptyM() {
    Items.putMap(item, "empty", Map.<String, String>of(), Items::string);
    assertEquals(AttributeValue.Type.M, item.get("empty").type());
    assertTrue(Items.get(item, "empty", v -> Items.asMap(v, Items::asString)).isEmpty());
  }

  @Test
  void mapKeepsInsertionOrderAndNulValues() {
    Map<String, Integer> values = new LinkedHashMap<>();
    for (String key : new String[] {"zeta", "alpha", "mid", "beta", "omega", "gamma"}) {
      values.put(key, key.length());
    }
    values.put("none", null);
    Items.putMap(item, "m", values, Items::number);
    assertEquals(new ArrayList<>(values.keySet()), new ArrayList<>(item.get("m").m().keySet()));
    assertEquals(AttributeValue.fromNul(true), item.get("m").m().get("none"));

    Map<String, Integer> read = Items.get(item, "m", v -> Items.asMap(v, Items::asInteger));
    assertTrue(read instanceof LinkedHashMap);
    assertEquals(new ArrayList<>(values.keySet()), new ArrayList<>(read.keySet()));
    assertEquals(values, read);
  }

  @Test
  void nestedListOfMapsRoundTrip() {
    Map<String, String> first = new LinkedHashMap<>();
    first.put("sku", "A-1");
    first.put("note", null);
    Map<String, String> second = new LinkedHashMap<>();
    second.put("sku", "B-2");
    second.put("colour", "red");
    List<Map<String, String>> orders = Arrays.asList(first, null, second, Map.of());

    Items.putList(item, "orders", orders, m -> Items.map(m, Items::string));
    List<Map<String, String>> read =
        Items.get(item, "orders", v -> Items.asList(v, e -> Items.asMap(e, Items::asString)));
    assertEquals(orders, read);
    assertEquals(List.of("sku", "colour"), new ArrayList<>(read.get(2).keySet()));
  }

  @Test
  void mapNullKeyRejected() {
    Map<String, String> values = new HashMap<>();
    values.put(null, "x");
    assertThrows(InvalidValueException.class, () -> Items.map(values, Items::string));
  }

  // ----- sets --------------------------------------------------------------------------------

  @Test
  void setsRoundTrip() {
    Set<String> strings = new LinkedHashSet<>(List.of("b", "a", "c"));
    Set<Integer> ints = new LinkedHashSet<>(List.of(3, 1, 2));
    Set<BigDecimal> decimals = new LinkedHashSet<>(List.of(new BigDecimal("1E+3"),
        new BigDecimal("0.10")));
    byte[] one = {1};
    byte[] two = {2, 2};
    Set<byte[]> blobs = new LinkedHashSet<>(List.of(one, two));

    Items.putStringSet(item, "ss", strings);
    Items.putNumberSet(item, "ns", ints);
    Items.putNumberSet(item, "decimals", decimals);
    Items.putBytesSet(item, "bs", blobs);

    assertEquals(AttributeValue.Type.SS, item.get("ss").type());
    assertEquals(AttributeValue.Type.NS, item.get("ns").type());
    assertEquals(List.of("1000", "0.10"), item.get("decimals").ns());
    assertEquals(AttributeValue.Type.BS, item.get("bs").type());

    Set<String> readStrings = Items.get(item, "ss", Items::asStringSet);
    assertEquals(strings, readStrings);
    assertEquals(List.of("b", "a", "c"), new ArrayList<>(readStrings));
    assertEquals(ints, Items.get(item, "ns", v -> Items.asNumberSet(v, Integer::valueOf)));
    assertEquals(Set.of(new BigDecimal("1000"), new BigDecimal("0.10")),
        Items.get(item, "decimals", v -> Items.asNumberSet(v, BigDecimal::new)));
    List<byte[]> readBlobs = new ArrayList<>(Items.get(item, "bs", Items::asBytesSet));
    assertEquals(2, readBlobs.size());
    assertArrayEquals(one, readBlobs.get(0));
    assertArrayEquals(two, readBlobs.get(1));
  }

  @Test
  void emptySetsAreNotWritten() {
    Items.putStringSet(item, "ss", Set.of());
    Items.putNumberSet(item, "ns", Set.<Integer>of());
    Items.putBytesSet(item, "bs", Set.of());
    assertTrue(item.isEmpty());
    assertNull(Items.stringSet(Set.of()));
    assertNull(Items.numberSet(Set.<Long>of()));
    assertNull(Items.bytesSet(Set.of()));
    assertNull(Items.get(item, "ss", Items::asStringSet));
    assertEquals(Set.of(), Items.getStringSet(item, "ss"));
  }

  @Test
  void nullSetElementRejected() {
    Set<String> strings = new LinkedHashSet<>(Arrays.asList("a", null));
    assertThrows(InvalidValueException.class, () -> Items.stringSet(strings));
    Set<Integer> ints = new LinkedHashSet<>(Arrays.asList(1, null));
    assertThrows(InvalidValueException.class, () -> Items.numberSet(ints));
  }

  // ----- numbers DynamoDB cannot store -------------------------------------------------------

  @Test
  void nanAndInfinityRejected() {
    InvalidValueException nan =
        assertThrows(InvalidValueException.class, () -> Items.putDouble(item, "d", Double.NaN));
    assertTrue(nan.getMessage().contains("NaN"), nan.getMessage());
    InvalidValueException inf = assertThrows(InvalidValueException.class,
        () -> Items.number(Double.POSITIVE_INFINITY));
    assertTrue(inf.getMessage().contains("Infinity"), inf.getMessage());
    assertThrows(InvalidValueException.class, () -> Items.number(Float.NaN));
    assertThrows(InvalidValueException.class,
        () -> Items.putNumber(item, "f", Float.NEGATIVE_INFINITY));
    assertThrows(InvalidValueException.class,
        () -> Items.numberSet(Set.of(1.0d, Double.NaN)));
    assertTrue(item.isEmpty());
  }

  @Test
  void numbersOutsideDynamoDbsRangeOrPrecisionAreRefused() {
    List<Number> refused = List.of(
        new BigDecimal("1E+126"), new BigDecimal("-1E+126"), new BigDecimal("1E-131"),
        new BigDecimal("123456789012345678901234567890123456789"), // 39 significant digits
        1e200, -1e-200, Double.MAX_VALUE, Double.MIN_VALUE, 1e126, Math.nextDown(1e-130),
        BigInteger.TWO.pow(200), BigInteger.TEN.pow(126),
        new java.util.concurrent.atomic.AtomicLong(5) {
          @Override
          public String toString() {
            return "1E+200";
          }
        });
    for (Number n : refused) {
      InvalidValueException e = assertThrows(InvalidValueException.class, () -> Items.number(n), n.toString());
      assertTrue(e.getMessage().contains("DynamoDB cannot store the number"), e.getMessage());
      assertThrows(InvalidValueException.class, () -> Items.numberSet(Set.of(n)), n.toString());
    }
    List<Number> stored = List.of(
        new BigDecimal("9.9999999999999999999999999999999999999E+125"), new BigDecimal("1E-130"),
        new BigDecimal("-1E-130"), new BigDecimal("1.0000000000000000000000000000000000000000000"),
        Math.nextDown(1e126), 1e-130, 1e125, -1e-129, 0.0, -0.0, Float.MAX_VALUE, Float.MIN_VALUE,
        BigInteger.TEN.pow(125), Long.MIN_VALUE, new BigDecimal("0E-200"));
    for (Number n : stored) {
      assertEquals(AttributeValue.Type.N, Items.number(n).type(), n.toString());
    }
  }

  @Test
  void aRefusedNumberNamesTheAttributeAndThePathInsideListsAndMaps() {
    InvalidValueException top = assertThrows(InvalidValueException.class,
        () -> Items.putBigDecimal(item, "amount", new BigDecimal("1E+126")));
    assertTrue(top.getMessage().startsWith("Attribute 'amount': DynamoDB cannot store the number 1E+126"),
        top.getMessage());
    InvalidValueException nested = assertThrows(InvalidValueException.class, () -> Items.putList(item, "rows",
        List.of(List.of(1.0), List.of(2.0, 1e300)), row -> Items.list(row, Items::number)));
    assertTrue(nested.getMessage().startsWith("Attribute 'rows[1][1]': "), nested.getMessage());
    InvalidValueException inMap = assertThrows(InvalidValueException.class, () -> Items.putMap(item, "prices",
        Map.of("eur", new BigDecimal("1E-200")), Items::number));
    assertTrue(inMap.getMessage().startsWith("Attribute 'prices.eur': "), inMap.getMessage());
    assertTrue(item.isEmpty());
  }

  /** Values encoded before the call that stores them (partial updates) are named as putX names them. */
  @Test
  void aValueEncodedForANamedAttributeNamesItWhenRefused() {
    InvalidValueException number = assertThrows(InvalidValueException.class,
        () -> Items.attribute("amount", () -> Items.number(new BigDecimal("1E+126"))));
    assertTrue(number.getMessage().startsWith("Attribute 'amount': DynamoDB cannot store the number 1E+126"),
        number.getMessage());
    InvalidValueException binary = assertThrows(InvalidValueException.class, () -> Items.attribute("blobs",
        () -> Items.bytesSet(new LinkedHashSet<>(List.of(new byte[] {1, 2}, new byte[] {1, 2})))));
    assertTrue(binary.getMessage().startsWith("Attribute 'blobs': the binary set holds two arrays"),
        binary.getMessage());
    InvalidValueException path = assertThrows(InvalidValueException.class, () -> Items.attribute("rows",
        () -> Items.list(List.of(Map.of("eur", 1e300)), row -> Items.map(row, Items::number))));
    assertTrue(path.getMessage().startsWith("Attribute 'rows[0].eur': "), path.getMessage());
    assertEquals("7", Items.attribute("count", () -> Items.number(7)).n());
  }

  @Test
  void aRecordPutThroughItsEncoderIsNamedAsThePathThroughIt() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> Items.put(item, "geo", 1e300,
        latitude -> {
          Map<String, AttributeValue> map = new HashMap<>();
          Items.putDouble(map, "latitude", latitude);
          return AttributeValue.fromM(map);
        }));
    assertTrue(e.getMessage().startsWith("Attribute 'geo.latitude': "), e.getMessage());
    Items.put(item, "absent", (Double) null, v -> { throw new AssertionError("not called for null"); });
    Items.put(item, "nul", 1.0, v -> Items.nul());
    assertTrue(item.isEmpty());
  }

  @Test
  void setMembersDynamoDbSeesAsEqualAreRefusedAsDuplicates() {
    InvalidValueException decimals = assertThrows(InvalidValueException.class, () -> Items.putNumberSet(item,
        "amounts", new LinkedHashSet<>(List.of(new BigDecimal("1.0"), new BigDecimal("1.00")))));
    assertTrue(decimals.getMessage().startsWith("Attribute 'amounts': the number set holds 1.0 and 1.00"),
        decimals.getMessage());
    assertThrows(InvalidValueException.class, () -> Items.numberSet(new LinkedHashSet<>(List.of(0.0, -0.0))));
    assertThrows(InvalidValueException.class, () -> Items.numberSet(
        new LinkedHashSet<>(List.of(new BigDecimal("0"), new BigDecimal("-0.000")))));
    assertThrows(InvalidValueException.class, () -> Items.numberSet(
        new LinkedHashSet<>(List.of(new BigDecimal("1E+2"), new BigDecimal("100")))));
    assertThrows(InvalidValueException.class, () -> Items.bytesSet(
        new LinkedHashSet<>(List.of(new byte[] {1, 2}, new byte[] {1, 2}))));
    InvalidValueException lone = assertThrows(InvalidValueException.class, () -> Items.putStringSet(item, "tags",
        new LinkedHashSet<>(List.of("\uD800", "\uDC00"))));
    assertTrue(lone.getMessage().startsWith("Attribute 'tags': the string set member"), lone.getMessage());
    assertTrue(lone.getMessage().contains("unpaired surrogate (U+D800 at index 0)"), lone.getMessage());
    assertEquals(2, Items.stringSet(new LinkedHashSet<>(List.of("😀", "e\u0301"))).ss().size());
    // distinct numbers are kept, integers need no check
    assertEquals(3, Items.numberSet(new LinkedHashSet<>(List.of(1.0, 1.5, -1.0))).ns().size());
    assertEquals(2, Items.numberSet(new LinkedHashSet<>(List.of(0L, 1L))).ns().size());
    assertTrue(item.isEmpty());
  }

  // ----- errors ------------------------------------------------------------------------------

  @Test
  void wrongTypeNamesAttributeAndBothTypes() {
    item.put("age", AttributeValue.fromS("forty"));
    ItemMappingException e =
        assertThrows(ItemMappingException.class, () -> Items.getInt(item, "age"));
    assertMessage(e, "'age'", "type S", "expected N");

    item.put("name", AttributeValue.fromN("1"));
    assertMessage(assertThrows(ItemMappingException.class, () -> Items.getString(item, "name")),
        "'name'", "type N", "expected S");
    assertMessage(
        assertThrows(ItemMappingException.class, () -> Items.get(item, "name", Items::asString)),
        "'name'", "type N", "expected S");
    assertMessage(assertThrows(ItemMappingException.class, () -> Items.getBoolean(item, "name")),
        "'name'", "type N", "expected BOOL");
    assertMessage(assertThrows(ItemMappingException.class, () -> Items.getBytes(item, "name")),
        "'name'", "type N", "expected B");
    assertMessage(
        assertThrows(ItemMappingException.class, () -> Items.get(item, "age", Items::asStringSet)),
        "'age'", "type S", "expected SS");
    assertMessage(
        assertThrows(ItemMappingException.class,
            () -> Items.get(item, "age", v -> Items.asList(v, Items::asString))),
        "'age'", "type S", "expected L");
  }

  @Test
  void wrongTypeInsideCollectionsNamesThePath() {
    Map<String, AttributeValue> order = new LinkedHashMap<>();
    order.put("sku", AttributeValue.fromN("12"));
    item.put("orders", AttributeValue.fromL(List.of(
        AttributeValue.fromM(Map.of("sku", AttributeValue.fromS("ok"))),
        AttributeValue.fromM(order))));
    ItemMappingException e = assertThrows(ItemMappingException.class,
        () -> Items.get(item, "orders", v -> Items.asList(v, m -> Items.asMap(m, Items::asString))));
    assertMessage(e, "Attribute 'orders[1].sku'", "type N", "expected S");

    // a nested record codec reading its own attributes through get()
    ItemMappingException nested = assertThrows(ItemMappingException.class,
        () -> Items.get(item, "orders",
            v -> Items.asList(v, m -> Items.getString(m.m(), "sku"))));
    assertMessage(nested, "Attribute 'orders[1].sku'", "type N", "expected S");
  }

  @Test
  void unparsableValuesNameAttributeAndValue() {
    item.put("at", AttributeValue.fromS("yesterday"));
    assertMessage(assertThrows(ItemMappingException.class, () -> Items.getInstant(item, "at")),
        "'at'", "yesterday", "Instant");
    item.put("n", AttributeValue.fromN("3000000000"));
    assertMessage(assertThrows(ItemMappingException.class, () -> Items.getInt(item, "n")),
        "'n'", "3000000000", "int");
    item.put("id", AttributeValue.fromS("not-a-uuid"));
    assertMessage(assertThrows(ItemMappingException.class, () -> Items.getUuid(item, "id")),
        "'id'", "not-a-uuid", "UUID");
  }

  @Test
  void unknownEnumConstantListsConstants() {
    item.put("color", AttributeValue.fromS("PURPLE"));
    ItemMappingException e = assertThrows(ItemMappingException.class,
        () -> Items.getEnum(item, "color", Color.class));
    assertMessage(e, "'color'", "PURPLE", "[RED, GREEN, BLUE]");
    ItemMappingException viaGet = assertThrows(ItemMappingException.class,
        () -> Items.get(item, "color", v -> Items.asEnum(Color.class, v)));
    assertMessage(viaGet, "'color'", "PURPLE", "[RED, GREEN, BLUE]");
  }

  @Test
  void readerRuntimeExceptionIsWrappedWithAttributeName() {
    item.put("price", AttributeValue.fromS("x"));
    ItemMappingException e = assertThrows(ItemMappingException.class,
        () -> Items.get(item, "price", v -> {
          throw new IllegalStateException("converter broke");
        }));
    assertMessage(e, "'price'", "converter broke", "type S");
    assertTrue(e.getCause() instanceof IllegalStateException);
  }

  @Test
  void smallNumbersAreShared() {
    assertSame(Items.number(5), Items.number(5L));
    assertEquals(AttributeValue.fromN("1023"), Items.number(1023));
    assertEquals(AttributeValue.fromN("1024"), Items.number(1024));
    assertEquals(AttributeValue.fromN("-129"), Items.number(-129L));
  }

  // ----- helpers -----------------------------------------------------------------------------

  private static <T> T roundTrip(
      AttributeValue value, java.util.function.Function<AttributeValue, T> reader) {
    Map<String, AttributeValue> item = new HashMap<>();
    Items.put(item, "v", value);
    return Items.get(item, "v", reader);
  }

  private static void assertMessage(ItemMappingException e, String... parts) {
    String message = e.getMessage();
    for (String part : parts) {
      assertTrue(message.contains(part), () -> "'" + message + "' lacks '" + part + "'");
    }
  }
}
