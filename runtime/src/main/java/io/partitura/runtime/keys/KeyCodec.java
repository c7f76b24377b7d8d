package io.partitura.runtime.keys;

import io.partitura.format.KeyFormat;
import io.partitura.runtime.exceptions.InvalidKeyException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

/**
 * Encodes key parts into DynamoDB key strings such as {@code WS#acme} or {@code ENROLL#CRS#math204},
 * and back.
 *
 * <p>Guarantees, relied on by generated code and by in-memory merges of query results:
 *
 * <ul>
 *   <li><b>Exact round trip</b>: every {@code decodeX(encodeX(v))} returns {@code v}, and each value
 *       has exactly one encoding (decoders reject anything an encoder would not produce).
 *   <li><b>Order</b>: for every encoding, the unsigned UTF-8 byte order of encoded parts (the order
 *       DynamoDB sorts sort keys in, see {@link #compareUtf8}) equals the natural order of the
 *       values. It also holds for composite keys joined with {@link #SEPARATOR}: {@code #} (0x23)
 *       sorts below every first byte of an encoded character, so a shorter part always sorts first.
 *   <li><b>No collisions</b>: an encoded part never contains a raw {@code #}, so a {@code #} inside a
 *       user's id can never be mistaken for a structural separator.
 * </ul>
 *
 * <p>String escaping follows {@link KeyFormat} (which owns the separator and the escape rule, shared
 * with the processor): every char at or below {@code $} (0x24) — control chars, space, {@code !},
 * {@code "}, {@code #}, {@code $} — becomes {@code $} followed by {@code (char) (c + 0x30)}; all
 * other chars are kept. The escape pair starts with 0x24, below every kept char, and the second char
 * is monotonic in {@code c}, so escaping preserves order; typical ids are left unchanged.
 */
public final class KeyCodec {

  /** Joins the parts of a key: {@link KeyFormat#SEPARATOR}, here for generated code. */
  public static final char SEPARATOR = KeyFormat.SEPARATOR;

  /** Starts a two-char escape of a char at or below {@code $} inside a string part: {@link KeyFormat#ESCAPE}. */
  public static final char ESCAPE = KeyFormat.ESCAPE;

  /** DynamoDB's limit on a partition key value, in UTF-8 bytes. */
  public static final int MAX_PARTITION_KEY_BYTES = 2048;

  /** DynamoDB's limit on a sort key value, in UTF-8 bytes. */
  public static final int MAX_SORT_KEY_BYTES = 1024;

  private static final int ESCAPE_OFFSET = KeyFormat.ESCAPE_OFFSET;
  private static final char MAX_ESCAPED = ESCAPE; // chars <= this are escaped (KeyFormat.needsEscape)
  private static final int INT_DIGITS = 10;
  private static final int LONG_DIGITS = 19;
  private static final int MAX_MESSAGE_VALUE_CHARS = 60;

  // Years are written as exactly four digits, which is what keeps the time encodings fixed-width
  // (and hence sortable); these bounds are the instants that fit.
  private static final long MIN_EPOCH_SECOND = LocalDate.of(0, 1, 1).toEpochDay() * 86_400L;
  private static final long MAX_EPOCH_SECOND = LocalDate.of(10_000, 1, 1).toEpochDay() * 86_400L - 1;
  private static final String YEAR_RANGE_HINT =
      "key encodings support years 0000 to 9999 only (fixed width keeps them sortable); "
          + "use a value in that range, or keep this value in a non-key attribute";

  private static final int DATE_LENGTH = 10; // yyyy-MM-dd
  private static final int DATE_TIME_LENGTH = 29; // yyyy-MM-ddTHH:mm:ss.nnnnnnnnn
  private static final int INSTANT_LENGTH = 30; // ... plus Z
  private static final int UUID_LENGTH = 36;
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private KeyCodec() {}

  // ---------------------------------------------------------------------------------------------
  // Strings

  /**
   * Escapes a string so it can be a key part. Returns {@code value} itself when nothing needs
   * escaping, which is the common case for ids.
   *
   * @throws InvalidKeyException if the value is null, empty, or contains an unpaired surrogate
   *     (it could not be stored as UTF-8 and read back unchanged)
   */
  public static String encodeString(String name, String value) {
    if (value == null) {
      throw new InvalidKeyException(name + ": key part must not be null; set a value before "
          + "building the key");
    }
    int length = value.length();
    if (length == 0) {
      throw new InvalidKeyException(name + ": key part must not be empty; DynamoDB rejects empty "
          + "key values, so give it at least one character");
    }
    int escapes = 0;
    for (int i = 0; i < length; i++) {
      char c = value.charAt(i);
      if (KeyFormat.needsEscape(c)) {
        escapes++;
      } else if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < length
            && Character.isLowSurrogate(value.charAt(i + 1))) {
          i++;
        } else {
          throw new InvalidKeyException(name + ": key part " + quote(value)
              + " contains an unpaired surrogate at index " + i + "; it cannot be stored as "
              + "UTF-8 and read back unchanged, so pass well-formed Unicode text");
        }
      }
    }
    if (escapes == 0) {
      return value;
    }
    char[] out = new char[length + escapes];
    int o = 0;
    for (int i = 0; i < length; i++) {
      char c = value.charAt(i);
      if (KeyFormat.needsEscape(c)) {
        out[o++] = ESCAPE;
        out[o++] = (char) (c + ESCAPE_OFFSET);
      } else {
        out[o++] = c;
      }
    }
    return new String(out);
  }

  /**
   * Reverses {@link #encodeString}. Rejects anything {@code encodeString} would not have produced:
   * an empty part, a dangling or malformed escape, or a raw char that should have been escaped
   * (such as {@code #}).
   */
  public static String decodeString(String name, String part) {
    requirePart(name, part);
    int length = part.length();
    int escapes = 0;
    for (int i = 0; i < length; i++) {
      char c = part.charAt(i);
      if (c == ESCAPE) {
        if (i + 1 >= length) {
          throw malformed(name, part, "ends with a dangling escape '" + ESCAPE + "'");
        }
        char next = part.charAt(i + 1);
        if (next < ESCAPE_OFFSET || next > MAX_ESCAPED + ESCAPE_OFFSET) {
          throw malformed(name, part, "has an invalid escape '" + ESCAPE + next + "' at index " + i
              + " (expected '" + ESCAPE + "' followed by a char from '" + (char) ESCAPE_OFFSET + "' to '"
              + (char) (MAX_ESCAPED + ESCAPE_OFFSET) + "')");
        }
        escapes++;
        i++;
      } else if (c < MAX_ESCAPED) {
        throw malformed(name, part, "contains the raw char U+" + hex4(c) + " at index " + i
            + ", which must be escaped" + (c == SEPARATOR ? " (is it several key parts?)" : ""));
      }
    }
    if (escapes == 0) {
      return part;
    }
    char[] out = new char[length - escapes];
    int o = 0;
    for (int i = 0; i < length; i++) {
      char c = part.charAt(i);
      if (c == ESCAPE) {
        out[o++] = (char) (part.charAt(++i) - ESCAPE_OFFSET);
      } else {
        out[o++] = c;
      }
    }
    return new String(out);
  }

  // ---------------------------------------------------------------------------------------------
  // Numbers

  /**
   * Encodes an int with a fixed width so that string order is numeric order: non-negative values
   * as 10 zero-padded digits, negative values as {@code -} and 10 digits of {@code value -
   * Integer.MIN_VALUE} ({@code -} sorts below every digit, and the offset grows with the value).
   */
  public static String encodeInt(String name, int value) {
    if (value >= 0) {
      char[] out = new char[INT_DIGITS];
      writeDigits(out, 0, INT_DIGITS, value);
      return new String(out);
    }
    char[] out = new char[INT_DIGITS + 1];
    out[0] = '-';
    writeDigits(out, 1, INT_DIGITS, (long) value - Integer.MIN_VALUE);
    return new String(out);
  }

  /** Reverses {@link #encodeInt}; accepts only its exact output. */
  public static int decodeInt(String name, String part) {
    requirePart(name, part);
    boolean negative = part.length() == INT_DIGITS + 1 && part.charAt(0) == '-';
    if (!negative && part.length() != INT_DIGITS) {
      throw malformed(name, part, "is not an encoded int (expected 10 digits, or '-' and 10 "
          + "digits)");
    }
    long digits = parseDigits(name, part, negative ? 1 : 0, part.length(), "an encoded int");
    if (digits > Integer.MAX_VALUE) {
      throw malformed(name, part, "is out of range for an encoded int");
    }
    return negative ? (int) (digits + Integer.MIN_VALUE) : (int) digits;
  }

  /**
   * Encodes a long like {@link #encodeInt}, with 19 digits. For a negative value, {@code value -
   * Long.MIN_VALUE} is {@code value + 2^63}, which is in {@code [0, 2^63)} and so fits a long (the
   * subtraction wraps to exactly that).
   */
  public static String encodeLong(String name, long value) {
    if (value >= 0) {
      char[] out = new char[LONG_DIGITS];
      writeDigits(out, 0, LONG_DIGITS, value);
      return new String(out);
    }
    char[] out = new char[LONG_DIGITS + 1];
    out[0] = '-';
    writeDigits(out, 1, LONG_DIGITS, value - Long.MIN_VALUE);
    return new String(out);
  }

  /** Reverses {@link #encodeLong}; accepts only its exact output. */
  public static long decodeLong(String name, String part) {
    requirePart(name, part);
    boolean negative = part.length() == LONG_DIGITS + 1 && part.charAt(0) == '-';
    if (!negative && part.length() != LONG_DIGITS) {
      throw malformed(name, part, "is not an encoded long (expected 19 digits, or '-' and 19 "
          + "digits)");
    }
    long digits = parseDigits(name, part, negative ? 1 : 0, part.length(), "an encoded long");
    return negative ? digits + Long.MIN_VALUE : digits;
  }

  /** {@link #encodeInt} for a boxed value, rejecting null. */
  public static String encodeInteger(String name, Integer value) {
    if (value == null) {
      throw nullPart(name);
    }
    return encodeInt(name, value);
  }

  /** {@link #encodeLong} for a boxed value, rejecting null. */
  public static String encodeLongObject(String name, Long value) {
    if (value == null) {
      throw nullPart(name);
    }
    return encodeLong(name, value);
  }

  // ---------------------------------------------------------------------------------------------
  // Time

  /**
   * Encodes an instant as {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ} in UTC, always with 9 fraction
   * digits so that string order is chronological order.
   *
   * @throws InvalidKeyException if the instant is null or outside years 0000 to 9999
   */
  public static String encodeInstant(String name, Instant value) {
    if (value == null) {
      throw nullPart(name);
    }
    long seconds = value.getEpochSecond();
    if (seconds < MIN_EPOCH_SECOND || seconds > MAX_EPOCH_SECOND) {
      throw new InvalidKeyException(name + ": cannot encode " + quote(value.toString())
          + " as a key part: " + YEAR_RANGE_HINT);
    }
    char[] out = new char[INSTANT_LENGTH];
    writeDate(out, LocalDate.ofEpochDay(Math.floorDiv(seconds, 86_400L)));
    int secondOfDay = (int) Math.floorMod(seconds, 86_400L);
    writeTime(out, secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60, value.getNano());
    out[INSTANT_LENGTH - 1] = 'Z';
    return new String(out);
  }

  /** Reverses {@link #encodeInstant}; accepts only its exact output. */
  public static Instant decodeInstant(String name, String part) {
    requirePart(name, part);
    if (part.length() != INSTANT_LENGTH || part.charAt(INSTANT_LENGTH - 1) != 'Z') {
      throw malformed(name, part, "is not an encoded instant (expected "
          + "yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ, 30 chars)");
    }
    return parseDateTime(name, part, "an encoded instant").toInstant(ZoneOffset.UTC);
  }

  /** Encodes a date as {@code yyyy-MM-dd}. */
  public static String encodeLocalDate(String name, LocalDate value) {
    if (value == null) {
      throw nullPart(name);
    }
    checkYear(name, value.getYear(), value.toString());
    char[] out = new char[DATE_LENGTH];
    writeDate(out, value);
    return new String(out);
  }

  /** Reverses {@link #encodeLocalDate}; accepts only its exact output. */
  public static LocalDate decodeLocalDate(String name, String part) {
    requirePart(name, part);
    if (part.length() != DATE_LENGTH || part.charAt(4) != '-' || part.charAt(7) != '-') {
      throw malformed(name, part, "is not an encoded date (expected yyyy-MM-dd)");
    }
    String what = "an encoded date";
    try {
      return LocalDate.of(
          (int) parseDigits(name, part, 0, 4, what),
          (int) parseDigits(name, part, 5, 7, what),
          (int) parseDigits(name, part, 8, 10, what));
    } catch (DateTimeException e) {
      throw malformedCause(name, part, "is not a valid date: " + e.getMessage(), e);
    }
  }

  /** Encodes a date-time as {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnn}, always with 9 fraction digits. */
  public static String encodeLocalDateTime(String name, LocalDateTime value) {
    if (value == null) {
      throw nullPart(name);
    }
    checkYear(name, value.getYear(), value.toString());
    char[] out = new char[DATE_TIME_LENGTH];
    writeDate(out, value.toLocalDate());
    writeTime(out, value.getHour(), value.getMinute(), value.getSecond(), value.getNano());
    return new String(out);
  }

  /** Reverses {@link #encodeLocalDateTime}; accepts only its exact output. */
  public static LocalDateTime decodeLocalDateTime(String name, String part) {
    requirePart(name, part);
    if (part.length() != DATE_TIME_LENGTH) {
      throw malformed(name, part, "is not an encoded date-time (expected "
          + "yyyy-MM-ddTHH:mm:ss.nnnnnnnnn, 29 chars)");
    }
    return parseDateTime(name, part, "an encoded date-time");
  }

  // ---------------------------------------------------------------------------------------------
  // UUID and enum

  /**
   * Encodes a UUID in lowercase canonical form (36 chars). Its string order is the unsigned
   * 128-bit order (most significant bits first). Note that this is <em>not</em> {@link
   * UUID#compareTo}, which compares the two halves as signed longs.
   */
  public static String encodeUuid(String name, UUID value) {
    if (value == null) {
      throw nullPart(name);
    }
    char[] out = new char[UUID_LENGTH];
    long msb = value.getMostSignificantBits();
    long lsb = value.getLeastSignificantBits();
    writeHex(out, 0, msb >>> 32, 8);
    out[8] = '-';
    writeHex(out, 9, msb >>> 16, 4);
    out[13] = '-';
    writeHex(out, 14, msb, 4);
    out[18] = '-';
    writeHex(out, 19, lsb >>> 48, 4);
    out[23] = '-';
    writeHex(out, 24, lsb, 12);
    return new String(out);
  }

  /** Reverses {@link #encodeUuid}; accepts only lowercase canonical form (keys are case-sensitive). */
  public static UUID decodeUuid(String name, String part) {
    requirePart(name, part);
    if (part.length() != UUID_LENGTH) {
      throw malformed(name, part, "is not an encoded UUID (expected 36 chars, lowercase "
          + "canonical form)");
    }
    long msb = 0;
    long lsb = 0;
    for (int i = 0; i < UUID_LENGTH; i++) {
      char c = part.charAt(i);
      if (i == 8 || i == 13 || i == 18 || i == 23) {
        if (c != '-') {
          throw malformed(name, part, "is not an encoded UUID (expected '-' at index " + i + ")");
        }
        continue;
      }
      int nibble;
      if (c >= '0' && c <= '9') {
        nibble = c - '0';
      } else if (c >= 'a' && c <= 'f') {
        nibble = c - 'a' + 10;
      } else {
        throw malformed(name, part, "is not an encoded UUID (expected a lowercase hex digit at "
            + "index " + i + ")");
      }
      if (i < 19) {
        msb = (msb << 4) | nibble;
      } else {
        lsb = (lsb << 4) | nibble;
      }
    }
    return new UUID(msb, lsb);
  }

  /**
   * Encodes an enum constant by its {@link Enum#name()}, escaped like a string. Keys therefore sort
   * by name, not by ordinal: reordering or inserting constants in the source must not change the
   * keys of items already stored.
   */
  public static String encodeEnum(String name, Enum<?> value) {
    if (value == null) {
      throw nullPart(name);
    }
    return encodeString(name, value.name());
  }

  /** Reverses {@link #encodeEnum}. */
  public static <E extends Enum<E>> E decodeEnum(String name, Class<E> type, String part) {
    String constant = decodeString(name, part);
    try {
      return Enum.valueOf(type, constant);
    } catch (IllegalArgumentException e) {
      throw malformedCause(name, part, "is not a constant of " + type.getSimpleName() + " (known: "
          + truncate(Arrays.toString(type.getEnumConstants())) + "); if the constant was renamed, "
          + "migrate the stored items or keep the old name", e);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Whole keys

  /**
   * Joins a prefix and encoded parts with {@link #SEPARATOR}. A null or empty prefix means parts
   * only; no parts means the prefix alone. The prefix may itself contain separators (such as
   * {@code ENROLL#CRS}); parts may not, since that would make the key ambiguous.
   */
  public static String join(String prefix, String... encodedParts) {
    boolean hasPrefix = prefix != null && !prefix.isEmpty();
    int length = hasPrefix ? prefix.length() : 0;
    for (int i = 0; i < encodedParts.length; i++) {
      String part = encodedParts[i];
      if (part == null || part.isEmpty() || part.indexOf(SEPARATOR) >= 0) {
        throw new InvalidKeyException("key part " + i + " after prefix " + quote(prefix) + " is "
            + (part == null ? "null" : quote(part)) + "; join only non-empty parts produced by "
            + "KeyCodec's encode methods");
      }
      length += part.length() + 1;
    }
    if (!hasPrefix) {
      if (encodedParts.length == 0) {
        throw new InvalidKeyException("a key needs a prefix or at least one part; DynamoDB "
            + "rejects empty key values");
      }
      length--;
    }
    StringBuilder key = new StringBuilder(length);
    if (hasPrefix) {
      key.append(prefix);
    }
    for (int i = 0; i < encodedParts.length; i++) {
      if (hasPrefix || i > 0) {
        key.append(SEPARATOR);
      }
      key.append(encodedParts[i]);
    }
    return key.toString();
  }

  /**
   * Splits a stored key into its still-encoded parts, checking that it starts with {@code
   * expectedPrefix + "#"} (no prefix when null or empty) and has exactly {@code expectedParts}
   * non-empty parts. With zero expected parts the key must equal the prefix.
   */
  public static List<String> split(
      String name, String key, String expectedPrefix, int expectedParts) {
    if (key == null) {
      throw nullPart(name);
    }
    int start = 0;
    if (expectedPrefix != null && !expectedPrefix.isEmpty()) {
      if (expectedParts == 0) {
        if (!key.equals(expectedPrefix)) {
          throw malformed(name, key, "is not the expected key " + quote(expectedPrefix));
        }
        return List.of();
      }
      if (!key.startsWith(expectedPrefix)
          || key.length() <= expectedPrefix.length()
          || key.charAt(expectedPrefix.length()) != SEPARATOR) {
        throw malformed(name, key, "does not start with the expected prefix "
            + quote(expectedPrefix + SEPARATOR) + "; is it a key of another entity type?");
      }
      start = expectedPrefix.length() + 1;
    }
    List<String> parts = new ArrayList<>(Math.max(expectedParts, 1));
    while (true) {
      int end = key.indexOf(SEPARATOR, start);
      String part = key.substring(start, end < 0 ? key.length() : end);
      if (part.isEmpty()) {
        throw malformed(name, key, "has an empty part at index " + start);
      }
      parts.add(part);
      if (end < 0) {
        break;
      }
      start = end + 1;
    }
    if (parts.size() != expectedParts) {
      throw malformed(name, key, "has " + parts.size() + " parts after the prefix, expected "
          + expectedParts);
    }
    return parts;
  }

  /**
   * The parent's sort key at the start of a nested item's sort key {@code <parent's sort key>#PREFIX#part…}
   * ({@code ORDER#o1} in {@code ORDER#o1#LINE#0000000007}), for the parent's decoders. Found from the
   * end: encoded parts hold no {@code #}, so the item's own prefix and parts are the last separators.
   *
   * @param parts how many parts follow {@code prefix}
   * @throws InvalidKeyException when the key does not end with {@code #prefix#} and that many parts
   */
  public static String parentSortKey(String name, String key, String prefix, int parts) {
    return key.substring(0, nestedStart(name, key, prefix, parts) - 1);
  }

  /**
   * The still-encoded parts after {@code prefix} in a nested item's sort key {@code <parent's sort
   * key>#PREFIX#part…}, checked like {@link #split}.
   *
   * @throws InvalidKeyException when the key does not end with {@code #prefix#} and that many parts
   */
  public static List<String> splitNested(String name, String key, String prefix, int parts) {
    return split(name, key.substring(nestedStart(name, key, prefix, parts)), prefix, parts);
  }

  /** Where {@code PREFIX#part…} starts in a nested sort key, after a non-empty parent's key and {@code #}. */
  private static int nestedStart(String name, String key, String prefix, int parts) {
    if (key == null) {
      throw nullPart(name);
    }
    int separators = parts;
    for (int i = 0; i < prefix.length(); i++) {
      if (prefix.charAt(i) == SEPARATOR) {
        separators++;
      }
    }
    int at = key.length();
    for (int seen = 0; seen <= separators; seen++) {
      at = key.lastIndexOf(SEPARATOR, at - 1);
      if (at <= 0) {
        throw malformed(name, key, "is not a nested key ending with " + quote(prefix + SEPARATOR)
            + " and " + parts + " part(s) after its parent's key");
      }
    }
    return at + 1;
  }

  /** Returns {@code key} if it fits DynamoDB's 2048-byte partition key limit. */
  public static String checkPartitionKey(String name, String key) {
    return checkSize(name, key, MAX_PARTITION_KEY_BYTES, "partition");
  }

  /** Returns {@code key} if it fits DynamoDB's 1024-byte sort key limit. */
  public static String checkSortKey(String name, String key) {
    return checkSize(name, key, MAX_SORT_KEY_BYTES, "sort");
  }

  /**
   * Compares two strings in unsigned UTF-8 byte order, the order DynamoDB sorts keys in. {@link
   * String#compareTo} compares UTF-16 code units instead, which disagrees for characters outside
   * the Basic Multilingual Plane (an emoji sorts before U+FF21 in Java, after it in DynamoDB).
   *
   * <p>For well-formed strings, UTF-8 byte order equals code point order, so this compares chars
   * without encoding anything: at the first differing char, surrogates (which only start or
   * continue a supplementary code point, all above U+FFFF) are moved above every other BMP char.
   */
  public static int compareUtf8(String a, String b) {
    int n = Math.min(a.length(), b.length());
    for (int i = 0; i < n; i++) {
      char ca = a.charAt(i);
      char cb = b.charAt(i);
      if (ca != cb) {
        return codePointRank(ca) - codePointRank(cb);
      }
    }
    return a.length() - b.length();
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers

  private static int codePointRank(char c) {
    if (c < Character.MIN_SURROGATE) {
      return c;
    }
    // U+E000..U+FFFF move down by 0x800 into the surrogates' gap; surrogates move above them.
    return c > Character.MAX_SURROGATE ? c - 0x800 : c + 0x2000;
  }

  private static String checkSize(String name, String key, int limit, String kind) {
    if (key == null) {
      throw nullPart(name);
    }
    if (key.isEmpty()) {
      throw new InvalidKeyException(name + ": " + kind + " key must not be empty; DynamoDB "
          + "rejects empty key values");
    }
    // A UTF-16 char never takes more than 3 UTF-8 bytes, so short keys need no counting.
    if (key.length() * 3 <= limit) {
      return key;
    }
    int bytes = utf8Length(key);
    if (bytes > limit) {
      throw new InvalidKeyException(name + ": " + kind + " key " + quote(key) + " is " + bytes
          + " UTF-8 bytes, over DynamoDB's limit of " + limit + " bytes; use shorter ids or "
          + "fewer key parts");
    }
    return key;
  }

  private static int utf8Length(String s) {
    int bytes = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        bytes += 1;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        bytes += 3; // lone surrogates: counted as the 3 bytes a lenient encoder would write
      }
    }
    return bytes;
  }

  private static void checkYear(String name, int year, String shown) {
    if (year < 0 || year > 9999) {
      throw new InvalidKeyException(name + ": cannot encode " + quote(shown) + " as a key part: "
          + YEAR_RANGE_HINT);
    }
  }

  private static void writeDate(char[] out, LocalDate date) {
    writeDigits(out, 0, 4, date.getYear());
    out[4] = '-';
    writeDigits(out, 5, 2, date.getMonthValue());
    out[7] = '-';
    writeDigits(out, 8, 2, date.getDayOfMonth());
  }

  private static void writeTime(char[] out, int hour, int minute, int second, int nano) {
    out[10] = 'T';
    writeDigits(out, 11, 2, hour);
    out[13] = ':';
    writeDigits(out, 14, 2, minute);
    out[16] = ':';
    writeDigits(out, 17, 2, second);
    out[19] = '.';
    writeDigits(out, 20, 9, nano);
  }

  /** Parses the yyyy-MM-ddTHH:mm:ss.nnnnnnnnn prefix of {@code part}, length already checked. */
  private static LocalDateTime parseDateTime(String name, String part, String what) {
    if (part.charAt(4) != '-' || part.charAt(7) != '-' || part.charAt(10) != 'T'
        || part.charAt(13) != ':' || part.charAt(16) != ':' || part.charAt(19) != '.') {
      throw malformed(name, part, "is not " + what + " (separators are not at their fixed "
          + "positions)");
    }
    try {
      return LocalDateTime.of(
          (int) parseDigits(name, part, 0, 4, what),
          (int) parseDigits(name, part, 5, 7, what),
          (int) parseDigits(name, part, 8, 10, what),
          (int) parseDigits(name, part, 11, 13, what),
          (int) parseDigits(name, part, 14, 16, what),
          (int) parseDigits(name, part, 17, 19, what),
          (int) parseDigits(name, part, 20, 29, what));
    } catch (DateTimeException e) {
      throw malformedCause(name, part, "is not a valid date-time: " + e.getMessage(), e);
    }
  }

  private static void writeDigits(char[] out, int offset, int width, long value) {
    for (int i = offset + width - 1; i >= offset; i--) {
      out[i] = (char) ('0' + value % 10);
      value /= 10;
    }
  }

  private static void writeHex(char[] out, int offset, long value, int width) {
    for (int i = offset + width - 1; i >= offset; i--) {
      out[i] = HEX[(int) (value & 0xF)];
      value >>>= 4;
    }
  }

  /** Parses ASCII digits only (no sign), rejecting overflow past Long.MAX_VALUE. */
  private static long parseDigits(String name, String part, int from, int to, String what) {
    long result = 0;
    for (int i = from; i < to; i++) {
      char c = part.charAt(i);
      if (c < '0' || c > '9') {
        throw malformed(name, part, "is not " + what + " (expected a digit at index " + i + ")");
      }
      int digit = c - '0';
      if (result > (Long.MAX_VALUE - digit) / 10) {
        throw malformed(name, part, "is out of range for " + what);
      }
      result = result * 10 + digit;
    }
    return result;
  }

  private static void requirePart(String name, String part) {
    if (part == null) {
      throw new InvalidKeyException(name + ": stored key part is null; the key attribute is "
          + "missing or was not read");
    }
    if (part.isEmpty()) {
      throw malformed(name, part, "is empty");
    }
  }

  private static InvalidKeyException nullPart(String name) {
    return new InvalidKeyException(name + ": key part must not be null; set a value before "
        + "building the key");
  }

  private static InvalidKeyException malformed(String name, String part, String problem) {
    return new InvalidKeyException(name + ": stored key part " + quote(part) + " " + problem
        + "; the item was not written by this key schema, or the schema changed since");
  }

  private static InvalidKeyException malformedCause(
      String name, String part, String problem, Throwable cause) {
    return new InvalidKeyException(name + ": stored key part " + quote(part) + " " + problem
        + "; the item was not written by this key schema, or the schema changed since", cause);
  }

  private static String quote(String value) {
    return value == null ? "null" : '"' + truncate(value) + '"';
  }

  private static String truncate(String value) {
    if (value.length() <= MAX_MESSAGE_VALUE_CHARS) {
      return value;
    }
    int end = MAX_MESSAGE_VALUE_CHARS - 3;
    if (Character.isHighSurrogate(value.charAt(end - 1))) {
      end--; // don't cut a surrogate pair in half
    }
    return value.substring(0, end) + "...(" + value.length() + " chars)";
  }

  private static String hex4(char c) {
    return String.format("%04X", (int) c);
  }
}
