package io.partitura.runtime.item;

import io.partitura.runtime.exceptions.ItemMappingException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The static helpers that generated item codecs call to turn record components into DynamoDB
 * attribute values and back. This is the hot path of every read and write, so it avoids
 * reflection, streams and needless boxing, and presizes every collection it builds.
 *
 * <h2>Writing</h2>
 *
 * <ul>
 *   <li>An item never stores a null: every {@code putX(item, name, value)} skips the attribute when
 *       the value is null (and {@link #put} also skips a {@code NUL} value).
 *   <li>Inside a list or a map a null element becomes {@code NUL}, which DynamoDB allows there, so
 *       the positions of a list survive the round trip.
 *   <li>DynamoDB refuses empty sets, so the set writers return null for an empty set and the item
 *       writers then leave the attribute out. Sets cannot contain null elements either: writing
 *       one throws {@link IllegalArgumentException}.
 *   <li>Instants are stored as ISO-8601 strings ({@link Instant#toString()}), dates, date-times
 *       and UUIDs by {@code toString()}, enums by {@link Enum#name()}, {@link BigDecimal}s as N
 *       via {@link BigDecimal#toPlainString()}, {@code byte[]} as B, booleans as BOOL. NaN and
 *       the infinities cannot be stored as N and are refused with {@link
 *       IllegalArgumentException}.
 * </ul>
 *
 * <h2>Reading</h2>
 *
 * <ul>
 *   <li>A missing attribute or a {@code NUL} one reads as null from the object readers, and as
 *       the Java default (0 or false) from the primitive ones.
 *   <li>A present attribute of another DynamoDB type than expected throws {@link
 *       ItemMappingException} whose message names the attribute, the type found and the type
 *       expected. Element readers ({@code asX}) do not know the attribute name; {@link #get}
 *       prepends it, so a failure deep inside a list of maps reads e.g. {@code Attribute
 *       'orders[2].sku': DynamoDB type N found, expected S (String)}.
 * </ul>
 */
public final class Items {

  private static final String ATTRIBUTE_PREFIX = "Attribute '";

  /** The one {@code NUL} value; attribute values are immutable, so it can be shared. */
  private static final AttributeValue NUL = AttributeValue.createNul(true);

  private static final AttributeValue TRUE = AttributeValue.createBool(true);
  private static final AttributeValue FALSE = AttributeValue.createBool(false);

  /** Shared N values for the small integers that counters, versions and flags mostly hold. */
  private static final int SMALL_MIN = -128;

  private static final int SMALL_MAX = 1023;
  /**
   * Filled on first use of each number, not up front: building all of them in a static initializer
   * measurably slowed a fresh JVM's first item. A race creates at most a duplicate; AttributeValue is
   * immutable (final fields), so sharing it through the array is safe.
   */
  private static final AttributeValue[] SMALL_NUMBERS = new AttributeValue[SMALL_MAX - SMALL_MIN + 1];

  private static AttributeValue small(int value) {
    AttributeValue cached = SMALL_NUMBERS[value - SMALL_MIN];
    if (cached == null) {
      cached = AttributeValue.createN(Integer.toString(value));
      SMALL_NUMBERS[value - SMALL_MIN] = cached;
    }
    return cached;
  }

  private Items() {}

  // ---------------------------------------------------------------------------------------------
  // Element writers: value -> AttributeValue, null -> NUL
  // ---------------------------------------------------------------------------------------------

  /** The shared {@code NUL} attribute value. */
  public static AttributeValue nul() {
    return NUL;
  }

  public static AttributeValue string(String value) {
    return value == null ? NUL : AttributeValue.createS(value);
  }

  /**
   * A number as N. {@link BigDecimal} is written with {@link BigDecimal#toPlainString()} (no
   * exponent, full precision); {@link Double} and {@link Float} with their {@code toString()}.
   *
   * @throws IllegalArgumentException for NaN or an infinity, which DynamoDB cannot store
   */
  public static AttributeValue number(Number value) {
    if (value == null) {
      return NUL;
    }
    if (value instanceof Integer) {
      return intValue(((Integer) value).intValue());
    }
    if (value instanceof Long) {
      return longValue(((Long) value).longValue());
    }
    if (value instanceof BigDecimal) {
      return AttributeValue.createN(((BigDecimal) value).toPlainString());
    }
    if (value instanceof Double) {
      return doubleValue(((Double) value).doubleValue());
    }
    if (value instanceof Float) {
      float f = ((Float) value).floatValue();
      checkFinite(f);
      return AttributeValue.createN(Float.toString(f));
    }
    if (value instanceof Short || value instanceof Byte) {
      return intValue(value.intValue());
    }
    return AttributeValue.createN(numberText(value));
  }

  public static AttributeValue bool(Boolean value) {
    return value == null ? NUL : value.booleanValue() ? TRUE : FALSE;
  }

  public static AttributeValue instant(Instant value) {
    return value == null ? NUL : AttributeValue.createS(value.toString());
  }

  public static AttributeValue localDate(LocalDate value) {
    return value == null ? NUL : AttributeValue.createS(value.toString());
  }

  public static AttributeValue localDateTime(LocalDateTime value) {
    return value == null ? NUL : AttributeValue.createS(value.toString());
  }

  public static AttributeValue uuid(UUID value) {
    return value == null ? NUL : AttributeValue.createS(value.toString());
  }

  public static AttributeValue enumName(Enum<?> value) {
    return value == null ? NUL : AttributeValue.createS(value.name());
  }

  /** A byte array as B; the array is copied, so later changes to it do not reach the item. */
  public static AttributeValue bytes(byte[] value) {
    return value == null ? NUL : AttributeValue.createB(SdkBytes.fromByteArray(value));
  }

  /**
   * A list as L, each element through {@code element}. Null elements, and elements for which
   * {@code element} returns null, become {@code NUL} (DynamoDB allows NULL inside L and M). An
   * empty list is written as an empty L.
   */
  public static <T> AttributeValue list(
      List<T> values, Function<? super T, AttributeValue> element) {
    if (values == null) {
      return NUL;
    }
    int size = values.size();
    List<AttributeValue> out = new ArrayList<>(size);
    if (values instanceof RandomAccess) {
      for (int i = 0; i < size; i++) {
        out.add(writeElement(values.get(i), element));
      }
    } else {
      for (T value : values) {
        out.add(writeElement(value, element));
      }
    }
    return AttributeValue.createL(out);
  }

  /**
   * A map as M, each value through {@code element}, keeping the map's iteration order. Null values
   * become {@code NUL} (DynamoDB allows NULL inside L and M).
   *
   * @throws IllegalArgumentException for a null key
   */
  public static <T> AttributeValue map(
      Map<String, T> values, Function<? super T, AttributeValue> element) {
    if (values == null) {
      return NUL;
    }
    Map<String, AttributeValue> out = new LinkedHashMap<>(capacity(values.size()));
    for (Map.Entry<String, T> entry : values.entrySet()) {
      String key = entry.getKey();
      if (key == null) {
        throw new IllegalArgumentException("A map written to DynamoDB cannot have a null key");
      }
      out.put(key, writeElement(entry.getValue(), element));
    }
    return AttributeValue.createM(out);
  }

  /**
   * A set of strings as SS; null for an empty set (DynamoDB refuses empty sets), {@code NUL} for
   * null.
   *
   * @throws IllegalArgumentException for a null element
   */
  public static AttributeValue stringSet(Set<String> values) {
    if (values == null) {
      return NUL;
    }
    if (values.isEmpty()) {
      return null;
    }
    List<String> out = new ArrayList<>(values.size());
    for (String value : values) {
      if (value == null) {
        throw new IllegalArgumentException("A DynamoDB string set cannot contain null");
      }
      out.add(value);
    }
    return AttributeValue.createSs(out);
  }

  /**
   * A set of numbers as NS, each written as by {@link #number}; null for an empty set (DynamoDB
   * refuses empty sets), {@code NUL} for null.
   *
   * @throws IllegalArgumentException for a null element, NaN or an infinity
   */
  public static AttributeValue numberSet(Set<? extends Number> values) {
    if (values == null) {
      return NUL;
    }
    if (values.isEmpty()) {
      return null;
    }
    List<String> out = new ArrayList<>(values.size());
    for (Number value : values) {
      if (value == null) {
        throw new IllegalArgumentException("A DynamoDB number set cannot contain null");
      }
      out.add(numberText(value));
    }
    return AttributeValue.createNs(out);
  }

  /**
   * A set of byte arrays as BS (arrays are copied); null for an empty set (DynamoDB refuses empty
   * sets), {@code NUL} for null.
   *
   * @throws IllegalArgumentException for a null element
   */
  public static AttributeValue bytesSet(Set<byte[]> values) {
    if (values == null) {
      return NUL;
    }
    if (values.isEmpty()) {
      return null;
    }
    List<SdkBytes> out = new ArrayList<>(values.size());
    for (byte[] value : values) {
      if (value == null) {
        throw new IllegalArgumentException("A DynamoDB binary set cannot contain null");
      }
      out.add(SdkBytes.fromByteArray(value));
    }
    return AttributeValue.createBs(out);
  }

  // ---------------------------------------------------------------------------------------------
  // Item writers: skip null
  // ---------------------------------------------------------------------------------------------

  public static void putString(Map<String, AttributeValue> item, String name, String value) {
    if (value != null) {
      item.put(name, AttributeValue.createS(value));
    }
  }

  /** @throws IllegalArgumentException for NaN or an infinity */
  public static void putNumber(Map<String, AttributeValue> item, String name, Number value) {
    if (value != null) {
      try {
        item.put(name, number(value));
      } catch (IllegalArgumentException e) {
        throw named(name, e);
      }
    }
  }

  /** Names the attribute in a refusal, so a record with many numbers says which one is at fault. */
  private static IllegalArgumentException named(String name, IllegalArgumentException e) {
    return new IllegalArgumentException("Attribute '" + name + "': " + e.getMessage(), e);
  }

  public static void putInt(Map<String, AttributeValue> item, String name, int value) {
    item.put(name, intValue(value));
  }

  public static void putLong(Map<String, AttributeValue> item, String name, long value) {
    item.put(name, longValue(value));
  }

  /** @throws IllegalArgumentException for NaN or an infinity */
  public static void putDouble(Map<String, AttributeValue> item, String name, double value) {
    try {
      item.put(name, doubleValue(value));
    } catch (IllegalArgumentException e) {
      throw named(name, e);
    }
  }

  public static void putBoolean(Map<String, AttributeValue> item, String name, boolean value) {
    item.put(name, value ? TRUE : FALSE);
  }

  public static void putBool(Map<String, AttributeValue> item, String name, Boolean value) {
    if (value != null) {
      item.put(name, value.booleanValue() ? TRUE : FALSE);
    }
  }

  public static void putInstant(Map<String, AttributeValue> item, String name, Instant value) {
    if (value != null) {
      item.put(name, AttributeValue.createS(value.toString()));
    }
  }

  public static void putLocalDate(Map<String, AttributeValue> item, String name, LocalDate value) {
    if (value != null) {
      item.put(name, AttributeValue.createS(value.toString()));
    }
  }

  public static void putLocalDateTime(
      Map<String, AttributeValue> item, String name, LocalDateTime value) {
    if (value != null) {
      item.put(name, AttributeValue.createS(value.toString()));
    }
  }

  public static void putUuid(Map<String, AttributeValue> item, String name, UUID value) {
    if (value != null) {
      item.put(name, AttributeValue.createS(value.toString()));
    }
  }

  public static void putEnum(Map<String, AttributeValue> item, String name, Enum<?> value) {
    if (value != null) {
      item.put(name, AttributeValue.createS(value.name()));
    }
  }

  public static void putBigDecimal(
      Map<String, AttributeValue> item, String name, BigDecimal value) {
    if (value != null) {
      item.put(name, AttributeValue.createN(value.toPlainString()));
    }
  }

  public static void putBytes(Map<String, AttributeValue> item, String name, byte[] value) {
    if (value != null) {
      item.put(name, AttributeValue.createB(SdkBytes.fromByteArray(value)));
    }
  }

  /** Writes the list as L (an empty list as an empty L); skips a null list. */
  public static <T> void putList(
      Map<String, AttributeValue> item,
      String name,
      List<T> value,
      Function<? super T, AttributeValue> element) {
    if (value != null) {
      item.put(name, list(value, element));
    }
  }

  /** Writes the map as M (an empty map as an empty M); skips a null map. */
  public static <T> void putMap(
      Map<String, AttributeValue> item,
      String name,
      Map<String, T> value,
      Function<? super T, AttributeValue> element) {
    if (value != null) {
      item.put(name, map(value, element));
    }
  }

  /** Skips a null or empty set (DynamoDB refuses empty sets). */
  public static void putStringSet(Map<String, AttributeValue> item, String name, Set<String> value) {
    if (value != null && !value.isEmpty()) {
      item.put(name, stringSet(value));
    }
  }

  /** Skips a null or empty set (DynamoDB refuses empty sets). */
  public static void putNumberSet(
      Map<String, AttributeValue> item, String name, Set<? extends Number> value) {
    if (value != null && !value.isEmpty()) {
      try {
        item.put(name, numberSet(value));
      } catch (IllegalArgumentException e) {
        throw named(name, e);
      }
    }
  }

  /** Skips a null or empty set (DynamoDB refuses empty sets). */
  public static void putBytesSet(Map<String, AttributeValue> item, String name, Set<byte[]> value) {
    if (value != null && !value.isEmpty()) {
      item.put(name, bytesSet(value));
    }
  }

  /**
   * Puts an already converted value (a nested record, a converter's output). Skips null, and also
   * {@code NUL}, so that an item never stores a null at its top level.
   */
  public static void put(Map<String, AttributeValue> item, String name, AttributeValue value) {
    if (value != null && value.type() != AttributeValue.Type.NUL) {
      item.put(name, value);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Element readers: AttributeValue -> value, NUL -> null
  // ---------------------------------------------------------------------------------------------

  public static String asString(AttributeValue value) {
    return readString(null, value, "String");
  }

  public static Integer asInteger(AttributeValue value) {
    String n = readNumber(null, value, "Integer");
    return n == null ? null : parseInt(null, n, "Integer");
  }

  public static Long asLong(AttributeValue value) {
    String n = readNumber(null, value, "Long");
    return n == null ? null : parseLong(null, n, "Long");
  }

  public static Short asShort(AttributeValue value) {
    String n = readNumber(null, value, "Short");
    return n == null ? null : parseShort(null, n, "Short");
  }

  public static Byte asByte(AttributeValue value) {
    String n = readNumber(null, value, "Byte");
    return n == null ? null : parseByte(null, n, "Byte");
  }

  public static Double asDouble(AttributeValue value) {
    String n = readNumber(null, value, "Double");
    return n == null ? null : parseDouble(null, n, "Double");
  }

  public static Float asFloat(AttributeValue value) {
    String n = readNumber(null, value, "Float");
    return n == null ? null : parseFloat(null, n, "Float");
  }

  public static BigDecimal asBigDecimal(AttributeValue value) {
    String n = readNumber(null, value, "BigDecimal");
    return n == null ? null : parseBigDecimal(null, n, "BigDecimal");
  }

  public static BigInteger asBigInteger(AttributeValue value) {
    String n = readNumber(null, value, "BigInteger");
    return n == null ? null : parseBigInteger(null, n);
  }

  public static Boolean asBoolean(AttributeValue value) {
    return readBool(null, value, "Boolean");
  }

  public static Instant asInstant(AttributeValue value) {
    String s = readString(null, value, "Instant");
    return s == null ? null : parseInstant(null, s);
  }

  public static LocalDate asLocalDate(AttributeValue value) {
    String s = readString(null, value, "LocalDate");
    return s == null ? null : parseLocalDate(null, s);
  }

  public static LocalDateTime asLocalDateTime(AttributeValue value) {
    String s = readString(null, value, "LocalDateTime");
    return s == null ? null : parseLocalDateTime(null, s);
  }

  public static UUID asUuid(AttributeValue value) {
    String s = readString(null, value, "UUID");
    return s == null ? null : parseUuid(null, s);
  }

  /** The B value as a fresh byte array (a copy, so changing it does not change the item). */
  public static byte[] asBytes(AttributeValue value) {
    return readBytes(null, value);
  }

  /**
   * The enum constant named by an S value.
   *
   * @throws ItemMappingException for an unknown constant, listing the known ones
   */
  public static <E extends Enum<E>> E asEnum(Class<E> type, AttributeValue value) {
    String s = readString(null, value, type.getSimpleName());
    return s == null ? null : parseEnum(null, type, s);
  }

  /**
   * An L value as an {@link ArrayList}, each element through {@code element}; {@code NUL}
   * elements become null without calling {@code element}.
   */
  public static <T> List<T> asList(AttributeValue value, Function<AttributeValue, T> element) {
    if (value == null) {
      return null;
    }
    if (!value.hasL()) {
      if (value.type() == AttributeValue.Type.NUL) {
        return null;
      }
      throw wrongType(null, value, "L", "List");
    }
    List<AttributeValue> values = value.l();
    int size = values.size();
    List<T> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      AttributeValue v = values.get(i);
      if (v == null || v.type() == AttributeValue.Type.NUL) {
        out.add(null);
        continue;
      }
      try {
        out.add(element.apply(v));
      } catch (RuntimeException e) {
        throw nested("[" + i + "]", v, e);
      }
    }
    return out;
  }

  /**
   * An M value as a {@link LinkedHashMap} in the stored order, each value through {@code
   * element}; {@code NUL} values become null without calling {@code element}.
   */
  public static <T> Map<String, T> asMap(AttributeValue value, Function<AttributeValue, T> element) {
    if (value == null) {
      return null;
    }
    if (!value.hasM()) {
      if (value.type() == AttributeValue.Type.NUL) {
        return null;
      }
      throw wrongType(null, value, "M", "Map");
    }
    Map<String, AttributeValue> values = value.m();
    Map<String, T> out = new LinkedHashMap<>(capacity(values.size()));
    for (Map.Entry<String, AttributeValue> entry : values.entrySet()) {
      AttributeValue v = entry.getValue();
      if (v == null || v.type() == AttributeValue.Type.NUL) {
        out.put(entry.getKey(), null);
        continue;
      }
      try {
        out.put(entry.getKey(), element.apply(v));
      } catch (RuntimeException e) {
        throw nested(entry.getKey(), v, e);
      }
    }
    return out;
  }

  /** An SS value as a {@link LinkedHashSet} in the stored order. */
  public static Set<String> asStringSet(AttributeValue value) {
    if (value == null) {
      return null;
    }
    if (!value.hasSs()) {
      if (value.type() == AttributeValue.Type.NUL) {
        return null;
      }
      throw wrongType(null, value, "SS", "Set<String>");
    }
    List<String> values = value.ss();
    int size = values.size();
    Set<String> out = new LinkedHashSet<>(capacity(size));
    for (int i = 0; i < size; i++) {
      out.add(values.get(i));
    }
    return out;
  }

  /**
   * An NS value as a {@link LinkedHashSet} in the stored order, each number through {@code parse}
   * (e.g. {@code Integer::valueOf}, {@code BigDecimal::new}).
   */
  public static <T> Set<T> asNumberSet(AttributeValue value, Function<String, T> parse) {
    if (value == null) {
      return null;
    }
    if (!value.hasNs()) {
      if (value.type() == AttributeValue.Type.NUL) {
        return null;
      }
      throw wrongType(null, value, "NS", "number set");
    }
    List<String> values = value.ns();
    int size = values.size();
    Set<T> out = new LinkedHashSet<>(capacity(size));
    for (int i = 0; i < size; i++) {
      String n = values.get(i);
      try {
        out.add(parse.apply(n));
      } catch (RuntimeException e) {
        throw new ItemMappingException(
            "cannot parse number set element '" + abbreviate(n) + "': " + e, e);
      }
    }
    return out;
  }

  /** A BS value as a {@link LinkedHashSet} of fresh byte arrays in the stored order. */
  public static Set<byte[]> asBytesSet(AttributeValue value) {
    if (value == null) {
      return null;
    }
    if (!value.hasBs()) {
      if (value.type() == AttributeValue.Type.NUL) {
        return null;
      }
      throw wrongType(null, value, "BS", "Set<byte[]>");
    }
    List<SdkBytes> values = value.bs();
    int size = values.size();
    Set<byte[]> out = new LinkedHashSet<>(capacity(size));
    for (int i = 0; i < size; i++) {
      out.add(values.get(i).asByteArray());
    }
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // Item readers
  // ---------------------------------------------------------------------------------------------

  /**
   * Reads one attribute through {@code reader}. A missing or {@code NUL} attribute reads as null
   * without calling the reader. Any exception from the reader comes out as an {@link
   * ItemMappingException} whose message starts with the attribute's name (and, for failures inside
   * lists and maps, the path to the failing element).
   */
  public static <T> T get(
      Map<String, AttributeValue> item, String name, Function<AttributeValue, T> reader) {
    AttributeValue value = item.get(name);
    if (value == null || value.type() == AttributeValue.Type.NUL) {
      return null;
    }
    try {
      return reader.apply(value);
    } catch (RuntimeException e) {
      throw nested(name, value, e);
    }
  }

  /** The N attribute as an int; 0 when missing or {@code NUL}. */
  public static int getInt(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "int");
    return n == null ? 0 : parseInt(name, n, "int");
  }

  /** The N attribute as a long; 0 when missing or {@code NUL}. */
  public static long getLong(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "long");
    return n == null ? 0L : parseLong(name, n, "long");
  }

  /** The N attribute as a double; 0 when missing or {@code NUL}. */
  public static double getDouble(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "double");
    return n == null ? 0d : parseDouble(name, n, "double");
  }

  /** The N attribute as a float; 0 when missing or {@code NUL}. */
  public static float getFloat(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "float");
    return n == null ? 0f : parseFloat(name, n, "float");
  }

  /** The N attribute as a short; 0 when missing or {@code NUL}. */
  public static short getShort(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "short");
    return n == null ? 0 : parseShort(name, n, "short");
  }

  /** The N attribute as a byte; 0 when missing or {@code NUL}. */
  public static byte getByte(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "byte");
    return n == null ? 0 : parseByte(name, n, "byte");
  }

  /** The BOOL attribute; false when missing or {@code NUL}. */
  public static boolean getBoolean(Map<String, AttributeValue> item, String name) {
    Boolean b = readBool(name, item.get(name), "boolean");
    return b != null && b.booleanValue();
  }

  public static String getString(Map<String, AttributeValue> item, String name) {
    return readString(name, item.get(name), "String");
  }

  public static Instant getInstant(Map<String, AttributeValue> item, String name) {
    String s = readString(name, item.get(name), "Instant");
    return s == null ? null : parseInstant(name, s);
  }

  public static LocalDate getLocalDate(Map<String, AttributeValue> item, String name) {
    String s = readString(name, item.get(name), "LocalDate");
    return s == null ? null : parseLocalDate(name, s);
  }

  public static LocalDateTime getLocalDateTime(Map<String, AttributeValue> item, String name) {
    String s = readString(name, item.get(name), "LocalDateTime");
    return s == null ? null : parseLocalDateTime(name, s);
  }

  public static UUID getUuid(Map<String, AttributeValue> item, String name) {
    String s = readString(name, item.get(name), "UUID");
    return s == null ? null : parseUuid(name, s);
  }

  public static BigDecimal getBigDecimal(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "BigDecimal");
    return n == null ? null : parseBigDecimal(name, n, "BigDecimal");
  }

  public static Boolean getBool(Map<String, AttributeValue> item, String name) {
    return readBool(name, item.get(name), "Boolean");
  }

  public static Integer getInteger(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "Integer");
    return n == null ? null : parseInt(name, n, "Integer");
  }

  public static Long getLongObject(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "Long");
    return n == null ? null : parseLong(name, n, "Long");
  }

  public static byte[] getBytes(Map<String, AttributeValue> item, String name) {
    return readBytes(name, item.get(name));
  }

  public static <E extends Enum<E>> E getEnum(
      Map<String, AttributeValue> item, String name, Class<E> type) {
    String s = readString(name, item.get(name), type.getSimpleName());
    return s == null ? null : parseEnum(name, type, s);
  }

  // ---------------------------------------------------------------------------------------------
  // Internals. `name` is the attribute name, or null when reading an element (get() adds it).
  // ---------------------------------------------------------------------------------------------

  private static <T> AttributeValue writeElement(
      T value, Function<? super T, AttributeValue> element) {
    if (value == null) {
      return NUL;
    }
    AttributeValue converted = element.apply(value);
    return converted == null ? NUL : converted;
  }

  private static AttributeValue intValue(int value) {
    if (value >= SMALL_MIN && value <= SMALL_MAX) {
      return small(value);
    }
    return AttributeValue.createN(Integer.toString(value));
  }

  private static AttributeValue longValue(long value) {
    if (value >= SMALL_MIN && value <= SMALL_MAX) {
      return small((int) value);
    }
    return AttributeValue.createN(Long.toString(value));
  }

  private static AttributeValue doubleValue(double value) {
    checkFinite(value);
    return AttributeValue.createN(Double.toString(value));
  }

  private static void checkFinite(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new IllegalArgumentException(
          "DynamoDB cannot store the number " + value + ": NaN and infinities have no N form");
    }
  }

  /** The N text of any number, as {@link #number} writes it. */
  private static String numberText(Number value) {
    if (value instanceof BigDecimal) {
      return ((BigDecimal) value).toPlainString();
    }
    if (value instanceof Double || value instanceof Float) {
      double d = value.doubleValue();
      checkFinite(d);
      return value.toString();
    }
    if (value instanceof Integer
        || value instanceof Long
        || value instanceof Short
        || value instanceof Byte
        || value instanceof BigInteger) {
      return value.toString();
    }
    // Another Number (AtomicLong, DoubleAdder, a user type): its toString must be a number.
    String text = value.toString();
    if ("NaN".equals(text) || "Infinity".equals(text) || "-Infinity".equals(text)) {
      throw new IllegalArgumentException(
          "DynamoDB cannot store the number " + text + ": NaN and infinities have no N form");
    }
    return text;
  }

  private static String readString(String name, AttributeValue value, String javaType) {
    if (value == null) {
      return null;
    }
    String s = value.s();
    if (s != null) {
      return s;
    }
    if (value.type() == AttributeValue.Type.NUL) {
      return null;
    }
    throw wrongType(name, value, "S", javaType);
  }

  private static String readNumber(String name, AttributeValue value, String javaType) {
    if (value == null) {
      return null;
    }
    String n = value.n();
    if (n != null) {
      return n;
    }
    if (value.type() == AttributeValue.Type.NUL) {
      return null;
    }
    throw wrongType(name, value, "N", javaType);
  }

  private static Boolean readBool(String name, AttributeValue value, String javaType) {
    if (value == null) {
      return null;
    }
    Boolean b = value.bool();
    if (b != null) {
      return b;
    }
    if (value.type() == AttributeValue.Type.NUL) {
      return null;
    }
    throw wrongType(name, value, "BOOL", javaType);
  }

  private static byte[] readBytes(String name, AttributeValue value) {
    if (value == null) {
      return null;
    }
    SdkBytes b = value.b();
    if (b != null) {
      return b.asByteArray();
    }
    if (value.type() == AttributeValue.Type.NUL) {
      return null;
    }
    throw wrongType(name, value, "B", "byte[]");
  }

  // Integral parsers try the plain form first; DynamoDB normally returns integers that way, but
  // a value written by other code may read "1E+3" or "7.0", which BigDecimal still maps exactly.

  private static int parseInt(String name, String n, String javaType) {
    try {
      return Integer.parseInt(n);
    } catch (NumberFormatException e) {
      try {
        return new BigDecimal(n).intValueExact();
      } catch (ArithmeticException | NumberFormatException e2) {
        throw unparsable(name, "N", n, javaType, e2);
      }
    }
  }

  private static long parseLong(String name, String n, String javaType) {
    try {
      return Long.parseLong(n);
    } catch (NumberFormatException e) {
      try {
        return new BigDecimal(n).longValueExact();
      } catch (ArithmeticException | NumberFormatException e2) {
        throw unparsable(name, "N", n, javaType, e2);
      }
    }
  }

  private static short parseShort(String name, String n, String javaType) {
    try {
      return Short.parseShort(n);
    } catch (NumberFormatException e) {
      try {
        return new BigDecimal(n).shortValueExact();
      } catch (ArithmeticException | NumberFormatException e2) {
        throw unparsable(name, "N", n, javaType, e2);
      }
    }
  }

  private static byte parseByte(String name, String n, String javaType) {
    try {
      return Byte.parseByte(n);
    } catch (NumberFormatException e) {
      try {
        return new BigDecimal(n).byteValueExact();
      } catch (ArithmeticException | NumberFormatException e2) {
        throw unparsable(name, "N", n, javaType, e2);
      }
    }
  }

  private static double parseDouble(String name, String n, String javaType) {
    try {
      return Double.parseDouble(n);
    } catch (NumberFormatException e) {
      throw unparsable(name, "N", n, javaType, e);
    }
  }

  private static float parseFloat(String name, String n, String javaType) {
    try {
      return Float.parseFloat(n);
    } catch (NumberFormatException e) {
      throw unparsable(name, "N", n, javaType, e);
    }
  }

  private static BigDecimal parseBigDecimal(String name, String n, String javaType) {
    try {
      return new BigDecimal(n);
    } catch (NumberFormatException e) {
      throw unparsable(name, "N", n, javaType, e);
    }
  }

  private static BigInteger parseBigInteger(String name, String n) {
    try {
      return new BigInteger(n);
    } catch (NumberFormatException e) {
      try {
        return new BigDecimal(n).toBigIntegerExact();
      } catch (ArithmeticException | NumberFormatException e2) {
        throw unparsable(name, "N", n, "BigInteger", e2);
      }
    }
  }

  private static Instant parseInstant(String name, String s) {
    try {
      return Instant.parse(s);
    } catch (RuntimeException e) {
      throw unparsable(name, "S", s, "Instant", e);
    }
  }

  private static LocalDate parseLocalDate(String name, String s) {
    try {
      return LocalDate.parse(s);
    } catch (RuntimeException e) {
      throw unparsable(name, "S", s, "LocalDate", e);
    }
  }

  private static LocalDateTime parseLocalDateTime(String name, String s) {
    try {
      return LocalDateTime.parse(s);
    } catch (RuntimeException e) {
      throw unparsable(name, "S", s, "LocalDateTime", e);
    }
  }

  private static UUID parseUuid(String name, String s) {
    try {
      return UUID.fromString(s);
    } catch (RuntimeException e) {
      throw unparsable(name, "S", s, "UUID", e);
    }
  }

  private static <E extends Enum<E>> E parseEnum(String name, Class<E> type, String s) {
    try {
      return Enum.valueOf(type, s);
    } catch (IllegalArgumentException e) {
      throw new ItemMappingException(
          withName(
              name,
              "unknown constant '"
                  + abbreviate(s)
                  + "' of enum "
                  + type.getName()
                  + ", expected one of "
                  + Arrays.toString(type.getEnumConstants())),
          e);
    }
  }

  private static ItemMappingException wrongType(
      String name, AttributeValue value, String expected, String javaType) {
    AttributeValue.Type found = value.type();
    return new ItemMappingException(
        withName(
            name,
            "DynamoDB type "
                + (found == null ? "(none)" : found.toString())
                + " found, expected "
                + expected
                + " ("
                + javaType
                + ")"));
  }

  private static ItemMappingException unparsable(
      String name, String dynamoType, String text, String javaType, Throwable cause) {
    return new ItemMappingException(
        withName(
            name,
            "cannot read " + dynamoType + " value '" + abbreviate(text) + "' as " + javaType),
        cause);
  }

  private static String withName(String name, String detail) {
    return name == null ? detail : ATTRIBUTE_PREFIX + name + "': " + detail;
  }

  /**
   * Puts {@code segment} (an attribute name, a map key or a list index "[i]") in front of the path
   * an exception from a nested read already carries, or gives it one.
   */
  private static ItemMappingException nested(
      String segment, AttributeValue value, RuntimeException e) {
    if (e instanceof ItemMappingException) {
      String message = e.getMessage();
      if (message != null && message.startsWith(ATTRIBUTE_PREFIX)) {
        String rest = message.substring(ATTRIBUTE_PREFIX.length());
        String separator = rest.startsWith("[") ? "" : ".";
        return new ItemMappingException(ATTRIBUTE_PREFIX + segment + separator + rest, e);
      }
      return new ItemMappingException(withName(segment, String.valueOf(message)), e);
    }
    AttributeValue.Type found = value.type();
    return new ItemMappingException(
        withName(
            segment,
            "could not read DynamoDB type "
                + (found == null ? "(none)" : found.toString())
                + ": "
                + e),
        e);
  }

  private static String abbreviate(String text) {
    return text.length() <= 100 ? text : text.substring(0, 100) + "...";
  }

  /** A HashMap capacity that holds {@code size} entries without rehashing. */
  private static int capacity(int size) {
    return size < 3 ? size + 1 : (int) (size / 0.75f + 1f);
  }
}
