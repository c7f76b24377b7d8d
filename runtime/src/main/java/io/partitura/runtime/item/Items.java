package io.partitura.runtime.item;

import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.runtime.exceptions.ItemMappingException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Supplier;
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
 *       writers then leave the attribute out.
 *   <li>Instants are stored as ISO-8601 strings ({@link Instant#toString()}), except an {@code
 *       @ExpiresAt} instant: N of whole epoch seconds, as DynamoDB's Time to Live needs; dates, date-times
 *       and UUIDs by {@code toString()}, enums by {@link Enum#name()}, {@link BigDecimal}s as N
 *       via {@link BigDecimal#toPlainString()}, {@code byte[]} as B, booleans as BOOL.
 *   <li>What DynamoDB would refuse is refused here, before any request, with {@link
 *       InvalidValueException} naming the attribute (and the path inside lists and maps): a number
 *       with more than 38 significant digits or a magnitude outside 1E-130 to
 *       9.9999999999999999999999999999999999999E+125 (0 aside), NaN and the infinities, a set
 *       holding two members DynamoDB sees as one ({@code 1.0} and {@code 1.00}, {@code 0.0} and
 *       {@code -0.0}, two byte arrays with the same content), a null set member or map key.
 *   <li>DynamoDB normalises numbers: {@code 1.10} is stored as {@code 1.1} and {@code -0.0} as
 *       {@code 0}, and read back so.
 * </ul>
 *
 * <h2>Reading</h2>
 *
 * <ul>
 *   <li>A missing attribute or a {@code NUL} one reads as null from the object readers, and as an
 *       empty set from the set readers ({@link #getStringSet}, {@link #getNumberSet}), since an
 *       empty set is stored as no attribute. The primitive readers ({@link #getInt}, ...) throw
 *       {@link ItemMappingException} naming the attribute: a primitive has no value for "absent",
 *       and reading 0 or false would be a wrong value, not a default.
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
   * @throws InvalidValueException for a number DynamoDB cannot store: NaN, an infinity, more than
   *     38 significant digits, or a magnitude outside 1E-130 to 9.9999999999999999999999999999999999999E+125
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
    if (value instanceof Double) {
      return doubleValue(((Double) value).doubleValue());
    }
    if (value instanceof Short || value instanceof Byte) {
      return intValue(value.intValue());
    }
    return AttributeValue.createN(NumberText.numberText(value));
  }

  public static AttributeValue bool(Boolean value) {
    return value == null ? NUL : value.booleanValue() ? TRUE : FALSE;
  }

  public static AttributeValue instant(Instant value) {
    return value == null ? NUL : AttributeValue.createS(value.toString());
  }

  /**
   * An {@code @ExpiresAt} instant: N of whole epoch seconds, the form DynamoDB's Time to Live reads,
   * rounded up: Time to Live deletes an item once its seconds are at or before now, so seconds rounded
   * down would let it go up to a second before its instant. (The last second of {@link Instant#MAX}
   * stays as it is: one more would not read back as an {@code Instant}.)
   */
  public static AttributeValue epochSeconds(Instant value) {
    if (value == null) {
      return NUL;
    }
    long seconds = value.getEpochSecond();
    boolean roundUp = value.getNano() > 0 && seconds < Instant.MAX.getEpochSecond();
    return AttributeValue.fromN(Long.toString(roundUp ? seconds + 1 : seconds));
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
        out.add(writeElement(values.get(i), element, i));
      }
    } else {
      int i = 0;
      for (T value : values) {
        out.add(writeElement(value, element, i++));
      }
    }
    return AttributeValue.createL(out);
  }

  /**
   * A map as M, each value through {@code element}, keeping the map's iteration order. Null values
   * become {@code NUL} (DynamoDB allows NULL inside L and M).
   *
   * @throws InvalidValueException for a null key, or a value DynamoDB cannot store
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
        throw new InvalidValueException("A map written to DynamoDB cannot have a null key");
      }
      T value = entry.getValue();
      try {
        out.put(key, writeElement(value, element));
      } catch (InvalidValueException e) {
        throw named(key, e);
      }
    }
    return AttributeValue.createM(out);
  }

  /**
   * A set of strings as SS; null for an empty set (DynamoDB refuses empty sets), {@code NUL} for
   * null. Distinct well-formed Java strings have distinct UTF-8 bytes, which is how DynamoDB
   * compares set members, so they are never duplicates to it; a member with an unpaired surrogate
   * has no UTF-8 form (two such members could be stored as the same string) and is refused.
   *
   * @throws InvalidValueException for a null element, or one with an unpaired surrogate
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
        throw new InvalidValueException("A DynamoDB string set cannot contain null");
      }
      int unpaired = unpairedSurrogate(value);
      if (unpaired >= 0) {
        throw new InvalidValueException("the string set member '" + abbreviate(value)
            + "' has an unpaired surrogate (U+" + Integer.toHexString(value.charAt(unpaired)).toUpperCase()
            + " at index " + unpaired + "): it has no UTF-8 form, so DynamoDB cannot store it unchanged "
            + "and two such members could become duplicates");
      }
      out.add(value);
    }
    return AttributeValue.createSs(out);
  }

  /**
   * A set of numbers as NS, each written as by {@link #number}; null for an empty set (DynamoDB
   * refuses empty sets), {@code NUL} for null.
   *
   * @throws InvalidValueException for a null element, a number DynamoDB cannot store, or two
   *     members DynamoDB stores as the same number ({@code 1.0} and {@code 1.00}, {@code 0.0} and
   *     {@code -0.0}): DynamoDB refuses a set with duplicates
   */
  public static AttributeValue numberSet(Set<? extends Number> values) {
    if (values == null) {
      return NUL;
    }
    if (values.isEmpty()) {
      return null;
    }
    List<String> out = new ArrayList<>(values.size());
    // Distinct integers are distinct numbers; other members may differ only in scale or sign of 0.
    Map<BigDecimal, Number> seen = null;
    for (Number value : values) {
      if (value == null) {
        throw new InvalidValueException("A DynamoDB number set cannot contain null");
      }
      String text = NumberText.numberText(value);
      out.add(text);
      if (!NumberText.isIntegral(value)) {
        if (seen == null) {
          seen = new HashMap<>(capacity(values.size()));
        }
        Number earlier = seen.putIfAbsent(normalised(text), value);
        if (earlier != null) {
          throw new InvalidValueException("the number set holds " + earlier + " and " + value
              + ", which DynamoDB stores as the same number " + normalised(text).toPlainString()
              + "; a set cannot hold a number twice, so DynamoDB would refuse it. Keep one of them");
        }
      }
    }
    return AttributeValue.createNs(out);
  }

  /**
   * A set of byte arrays as BS (arrays are copied); null for an empty set (DynamoDB refuses empty
   * sets), {@code NUL} for null.
   *
   * @throws InvalidValueException for a null element, or two arrays with the same content (a Java
   *     set of arrays compares them by identity; DynamoDB by content, and refuses duplicates)
   */
  public static AttributeValue bytesSet(Set<byte[]> values) {
    if (values == null) {
      return NUL;
    }
    if (values.isEmpty()) {
      return null;
    }
    List<SdkBytes> out = new ArrayList<>(values.size());
    Set<ByteBuffer> seen = new java.util.HashSet<>(capacity(values.size()));
    for (byte[] value : values) {
      if (value == null) {
        throw new InvalidValueException("A DynamoDB binary set cannot contain null");
      }
      byte[] copy = value.clone();
      if (!seen.add(ByteBuffer.wrap(copy))) {
        throw new InvalidValueException("the binary set holds two arrays with the same "
            + copy.length + " bytes; DynamoDB compares set members by content and refuses duplicates");
      }
      out.add(SdkBytes.fromByteArrayUnsafe(copy));
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

  /** @throws InvalidValueException for a number DynamoDB cannot store (see {@link #number}) */
  public static void putNumber(Map<String, AttributeValue> item, String name, Number value) {
    if (value != null) {
      try {
        item.put(name, number(value));
      } catch (InvalidValueException e) {
        throw named(name, e);
      }
    }
  }

  /**
   * Puts {@code segment} (an attribute name, a map key or a list index "[i]") in front of the path a
   * refusal already carries, or gives it one: a record with many numbers says which one is at fault.
   */
  private static InvalidValueException named(String segment, InvalidValueException e) {
    String message = String.valueOf(e.getMessage());
    if (message.startsWith(ATTRIBUTE_PREFIX)) {
      String rest = message.substring(ATTRIBUTE_PREFIX.length());
      String separator = rest.startsWith("[") ? "" : ".";
      return new InvalidValueException(ATTRIBUTE_PREFIX + segment + separator + rest, e);
    }
    return new InvalidValueException(ATTRIBUTE_PREFIX + segment + "': " + message, e);
  }

  public static void putInt(Map<String, AttributeValue> item, String name, int value) {
    item.put(name, intValue(value));
  }

  public static void putLong(Map<String, AttributeValue> item, String name, long value) {
    item.put(name, longValue(value));
  }

  /** @throws InvalidValueException for a number DynamoDB cannot store (see {@link #number}) */
  public static void putDouble(Map<String, AttributeValue> item, String name, double value) {
    try {
      item.put(name, doubleValue(value));
    } catch (InvalidValueException e) {
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

  /** Stores an {@code @ExpiresAt} instant as N of whole epoch seconds, rounded up (see {@link #epochSeconds}). */
  public static void putEpochSeconds(Map<String, AttributeValue> item, String name, Instant value) {
    if (value != null) {
      item.put(name, epochSeconds(value));
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

  /** @throws InvalidValueException for a number DynamoDB cannot store (see {@link #number}) */
  public static void putBigDecimal(
      Map<String, AttributeValue> item, String name, BigDecimal value) {
    if (value != null) {
      try {
        item.put(name, AttributeValue.createN(NumberText.decimalText(value)));
      } catch (InvalidValueException e) {
        throw named(name, e);
      }
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
      try {
        item.put(name, list(value, element));
      } catch (InvalidValueException e) {
        throw named(name, e);
      }
    }
  }

  /** Writes the map as M (an empty map as an empty M); skips a null map. */
  public static <T> void putMap(
      Map<String, AttributeValue> item,
      String name,
      Map<String, T> value,
      Function<? super T, AttributeValue> element) {
    if (value != null) {
      try {
        item.put(name, map(value, element));
      } catch (InvalidValueException e) {
        throw named(name, e);
      }
    }
  }

  /** Skips a null or empty set (DynamoDB refuses empty sets). */
  public static void putStringSet(Map<String, AttributeValue> item, String name, Set<String> value) {
    if (value != null && !value.isEmpty()) {
      try {
        item.put(name, stringSet(value));
      } catch (InvalidValueException e) {
        throw named(name, e);
      }
    }
  }

  /** Skips a null or empty set (DynamoDB refuses empty sets). */
  public static void putNumberSet(
      Map<String, AttributeValue> item, String name, Set<? extends Number> value) {
    if (value != null && !value.isEmpty()) {
      try {
        item.put(name, numberSet(value));
      } catch (InvalidValueException e) {
        throw named(name, e);
      }
    }
  }

  /** Skips a null or empty set (DynamoDB refuses empty sets). */
  public static void putBytesSet(Map<String, AttributeValue> item, String name, Set<byte[]> value) {
    if (value != null && !value.isEmpty()) {
      try {
        item.put(name, bytesSet(value));
      } catch (InvalidValueException e) {
        throw named(name, e);
      }
    }
  }

  /**
   * Puts {@code value} as {@code encoder} (a nested record's codec) writes it; skips null, and a
   * null or {@code NUL} result. A refusal from inside the record names the path through this
   * attribute: {@code Attribute 'address.geo.latitude': …}.
   *
   * @throws InvalidValueException for a value inside the record DynamoDB cannot store
   */
  public static <V> void put(
      Map<String, AttributeValue> item,
      String name,
      V value,
      Function<? super V, AttributeValue> encoder) {
    if (value != null) {
      put(item, name, attribute(name, () -> encoder.apply(value)));
    }
  }

  /**
   * What {@code value} computes for attribute {@code name}, a refusal naming the attribute as the
   * {@code putX} writers do ({@code Attribute 'amount': …}, or the path inside a list, map or nested
   * record). For values encoded before the call that stores them: partial updates set attributes
   * through this.
   *
   * @throws InvalidValueException for a value DynamoDB cannot store, its message naming {@code name}
   */
  public static AttributeValue attribute(String name, Supplier<AttributeValue> value) {
    try {
      return value.get();
    } catch (InvalidValueException e) {
      throw named(name, e);
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

  public static Instant asEpochSeconds(AttributeValue value) {
    String n = readNumber(null, value, "Instant");
    return n == null ? null : Instant.ofEpochSecond(parseLong(null, n, "Instant"));
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
   * A typed id ({@code record CustomerId(String value)}): its component read through {@code component}, then
   * wrapped by {@code id}; {@code NUL} reads as null. A typed id is stored as its component; earlier rounds
   * of Partitura stored one outside key positions as a map of its one component ({@code {"value": …}}), which
   * is read too, so items they wrote read back unchanged until written again (the schema lock warns:
   * {@code PARTITURA-SCHEMA-020}).
   */
  public static <C, T> T asId(AttributeValue value, Function<AttributeValue, C> component, Function<C, T> id) {
    if (value == null || value.type() == AttributeValue.Type.NUL) {
      return null;
    }
    AttributeValue stored = value.hasM() && value.m().size() == 1 ? value.m().values().iterator().next() : value;
    C read = stored == null || stored.type() == AttributeValue.Type.NUL ? null : component.apply(stored);
    return read == null ? null : id.apply(read);
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

  /**
   * The N attribute as an int.
   *
   * @throws ItemMappingException when the attribute is missing or {@code NUL}: a primitive
   *     component has no value for "absent"
   */
  public static int getInt(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "int");
    if (n == null) {
      throw missingPrimitive(name, "int");
    }
    return parseInt(name, n, "int");
  }

  /**
   * The N attribute as a long.
   *
   * @throws ItemMappingException when the attribute is missing or {@code NUL}: a primitive
   *     component has no value for "absent"
   */
  public static long getLong(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "long");
    if (n == null) {
      throw missingPrimitive(name, "long");
    }
    return parseLong(name, n, "long");
  }

  /**
   * The N attribute as a double.
   *
   * @throws ItemMappingException when the attribute is missing or {@code NUL}: a primitive
   *     component has no value for "absent"
   */
  public static double getDouble(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "double");
    if (n == null) {
      throw missingPrimitive(name, "double");
    }
    return parseDouble(name, n, "double");
  }

  /**
   * The N attribute as a float.
   *
   * @throws ItemMappingException when the attribute is missing or {@code NUL}: a primitive
   *     component has no value for "absent"
   */
  public static float getFloat(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "float");
    if (n == null) {
      throw missingPrimitive(name, "float");
    }
    return parseFloat(name, n, "float");
  }

  /**
   * The N attribute as a short.
   *
   * @throws ItemMappingException when the attribute is missing or {@code NUL}: a primitive
   *     component has no value for "absent"
   */
  public static short getShort(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "short");
    if (n == null) {
      throw missingPrimitive(name, "short");
    }
    return parseShort(name, n, "short");
  }

  /**
   * The N attribute as a byte.
   *
   * @throws ItemMappingException when the attribute is missing or {@code NUL}: a primitive
   *     component has no value for "absent"
   */
  public static byte getByte(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "byte");
    if (n == null) {
      throw missingPrimitive(name, "byte");
    }
    return parseByte(name, n, "byte");
  }

  /**
   * The BOOL attribute.
   *
   * @throws ItemMappingException when the attribute is missing or {@code NUL}: a primitive
   *     component has no value for "absent"
   */
  public static boolean getBoolean(Map<String, AttributeValue> item, String name) {
    Boolean b = readBool(name, item.get(name), "boolean");
    if (b == null) {
      throw missingPrimitive(name, "boolean");
    }
    return b.booleanValue();
  }

  /**
   * The SS attribute as a {@link LinkedHashSet} in the stored order; an empty set when the
   * attribute is missing or {@code NUL}, since an empty (or null) set is stored as no attribute.
   */
  public static Set<String> getStringSet(Map<String, AttributeValue> item, String name) {
    Set<String> set = get(item, name, Items::asStringSet);
    return set == null ? new LinkedHashSet<>() : set;
  }

  /**
   * The NS attribute as a {@link LinkedHashSet} in the stored order, each number through {@code
   * parse}; an empty set when the attribute is missing or {@code NUL}, since an empty (or null) set
   * is stored as no attribute.
   */
  public static <T> Set<T> getNumberSet(
      Map<String, AttributeValue> item, String name, Function<String, T> parse) {
    Set<T> set = get(item, name, v -> asNumberSet(v, parse));
    return set == null ? new LinkedHashSet<>() : set;
  }

  public static String getString(Map<String, AttributeValue> item, String name) {
    return readString(name, item.get(name), "String");
  }

  public static Instant getInstant(Map<String, AttributeValue> item, String name) {
    String s = readString(name, item.get(name), "Instant");
    return s == null ? null : parseInstant(name, s);
  }

  /** An {@code @ExpiresAt} instant, stored as N of epoch seconds. */
  public static Instant getEpochSeconds(Map<String, AttributeValue> item, String name) {
    String n = readNumber(name, item.get(name), "Instant");
    return n == null ? null : Instant.ofEpochSecond(parseLong(name, n, "Instant"));
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

  /** {@link #writeElement} for the list element at {@code index}, which a refusal then names. */
  private static <T> AttributeValue writeElement(
      T value, Function<? super T, AttributeValue> element, int index) {
    try {
      return writeElement(value, element);
    } catch (InvalidValueException e) {
      throw named("[" + index + "]", e);
    }
  }

  /** The index of the first unpaired surrogate in {@code s}, or -1 when it is well-formed UTF-16. */
  private static int unpairedSurrogate(String s) {
    int length = s.length();
    for (int i = 0; i < length; i++) {
      char c = s.charAt(i);
      if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(s.charAt(i + 1))) {
          i++;
        } else {
          return i;
        }
      }
    }
    return -1;
  }

  private static ItemMappingException missingPrimitive(String name, String javaType) {
    return new ItemMappingException(withName(name, "missing from the item (or NULL), and a " + javaType
        + " component cannot be absent. Partitura always writes primitives, so the item was written "
        + "by other code or before the component existed: store a value in every item, or declare "
        + "the component as its boxed type, which reads an absent attribute as null"));
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
    return AttributeValue.createN(NumberText.doubleText(value));
  }

  /**
   * The number DynamoDB stores for {@code text}: equal numbers give equal results ({@code 1.0},
   * {@code 1.00} and {@code 1}; {@code 0.0} and {@code -0.0}), as DynamoDB compares set members.
   */
  public static BigDecimal normalised(String text) {
    return NumberText.normalised(text);
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
