package io.partitura.format;

/**
 * The key format's structural rules, owned here once: the processor checks prefixes and writes the
 * schema files with them, and the runtime's {@code KeyCodec} and {@code Shards} build and read keys
 * with them. A key such as {@code ENROLL#CRS#math204} is a prefix and encoded parts joined by {@link
 * #SEPARATOR}; a sharded partition key ends with the separator and the shard number.
 *
 * <p>Escaping: every char at or below {@link #ESCAPE} (0x24) — control chars, space, {@code !},
 * {@code "}, {@code #}, {@code $} — is written as {@code $} followed by {@code (char) (c + 0x30)}. The
 * pair starts below every kept char and its second char grows with {@code c}, so escaping keeps the
 * order of strings; an encoded part therefore never holds a raw separator.
 */
public final class KeyFormat {

  /** Joins the parts of a key, and a sharded partition key to its shard. */
  public static final char SEPARATOR = '#';

  /** Starts a two-char escape of a char at or below itself inside a string part. */
  public static final char ESCAPE = '$';

  /** Added to an escaped char to give the escape pair's second char ({@code #} becomes {@code $S}). */
  public static final int ESCAPE_OFFSET = 0x30;

  /**
   * The prefix of the uniqueness items {@code @Unique} keeps ({@code UNIQ#<entity>.<component>#<value>}):
   * the runtime writes them, and the processor reserves it from the prefixes of a table's parents.
   */
  public static final String UNIQUE_PREFIX = "UNIQ";

  private KeyFormat() {}

  /** Whether {@code c} must be escaped inside a key part (it is at or below {@link #ESCAPE}). */
  public static boolean needsEscape(char c) {
    return c <= ESCAPE;
  }

  /**
   * Whether {@code prefix} can start a key, or be a parent's constant sort key: non-empty, and free of
   * every char an encoded part would escape (so it holds no separator and no escape).
   */
  public static boolean isValidPrefix(String prefix) {
    if (prefix == null || prefix.isEmpty()) {
      return false;
    }
    for (int i = 0; i < prefix.length(); i++) {
      if (needsEscape(prefix.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** {@code a}, the separator, {@code b}. */
  public static String join(String a, String b) {
    return a + SEPARATOR + b;
  }

  /**
   * What every key under {@code prefix} begins with, {@code PROJ#}: the {@code begins_with} argument
   * that lists them and no key under another prefix.
   */
  public static String sortKeyPrefix(String prefix) {
    return prefix + SEPARATOR;
  }

  /**
   * Whether {@code sortKey} is {@code prefix} itself or a key under it, so a {@code begins_with} on
   * {@link #sortKeyPrefix(String) prefix's sort key prefix} could not tell them apart from the keys
   * of an entity with that prefix.
   */
  public static boolean isUnderPrefix(String sortKey, String prefix) {
    return sortKey.equals(prefix) || sortKey.startsWith(sortKeyPrefix(prefix));
  }

  /** A partition key with its shard suffix: {@code WS#acme} and {@code 03} give {@code WS#acme#03}. */
  public static String withShard(String unshardedKey, String shard) {
    return unshardedKey + SEPARATOR + shard;
  }

  /** {@link #withShard}'s reverse: the partition key without its shard suffix ({@code WS#acme}). */
  public static String withoutShard(String shardedKey) {
    return shardedKey.substring(0, shardedKey.lastIndexOf(SEPARATOR));
  }
}
