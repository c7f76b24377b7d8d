package io.partitura.runtime.ids;

import io.partitura.runtime.exceptions.ClockOutOfRangeException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.random.RandomGenerator;

/**
 * Ids that sort by creation time, so one sort key serves both "get by id" and "newest first"
 * (ULID layout: 48 bits of milliseconds since the epoch, then 80 random bits, written as 26
 * characters of Crockford base32, e.g. {@code 01JDQ3Z6M8X4V0N5C2R7T9KWBH}).
 *
 * <p>The text sorts the same way as bytes (what DynamoDB compares) and as {@link String}s, contains
 * no key separator or escape character, and is unique in practice. Ids made by one generator are
 * strictly increasing, even within one millisecond (the random part is incremented) and even if the
 * clock steps back (the last timestamp is kept). A clock reading before 1970 or after
 * +10889-08-02T05:31:50.655Z (the last millisecond 48 bits hold) is refused with
 * {@link ClockOutOfRangeException}. Thread-safe.
 */
public final class TimeOrderedIds {
  private static final char[] ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ".toCharArray();
  private static final long MAX_TIME = (1L << 48) - 1;

  private final Clock clock;
  private final RandomGenerator random;
  private long lastMillis = -1;
  private long randomHigh; // 16 bits
  private long randomLow; // 64 bits

  /** A generator on the system clock with a secure random source. */
  public TimeOrderedIds() {
    this(Clock.systemUTC(), new SecureRandom());
  }

  /** A generator on {@code clock} and {@code random}, for tests and simulations. */
  public TimeOrderedIds(Clock clock, RandomGenerator random) {
    this.clock = clock;
    this.random = random;
  }

  /** A new id, greater than every id this generator made before. */
  public synchronized String next() {
    // The clock's own reading is checked, not the kept maximum: a clock that jumps before 1970 is broken
    // even after good ids, and -1 would otherwise encode as ZZZZZZZZZZ, sorting after every real id.
    long millis = Math.max(checkedTime(clock.millis()), lastMillis);
    if (millis == lastMillis) {
      randomLow++;
      if (randomLow == 0) {
        randomHigh = (randomHigh + 1) & 0xFFFF;
        if (randomHigh == 0) {
          // 2^80 ids in one millisecond: move on to the next millisecond rather than wrap.
          millis = checkedTime(millis + 1);
        }
      }
    }
    if (millis != lastMillis) {
      randomHigh = random.nextLong() & 0xFFFF;
      randomLow = random.nextLong();
      lastMillis = millis;
    }
    return encode(millis, randomHigh, randomLow);
  }

  /** {@code millis}, if 48 bits of milliseconds since 1970 can hold it; refused otherwise. */
  private static long checkedTime(long millis) {
    if (millis < 0 || millis > MAX_TIME) {
      throw new ClockOutOfRangeException("TimeOrderedIds: the clock reads " + Instant.ofEpochMilli(millis)
          + " (" + millis + " ms since 1970), but a time-ordered id holds 48 bits of milliseconds since 1970: "
          + "it can encode " + Instant.EPOCH + " to " + Instant.ofEpochMilli(MAX_TIME)
          + " only. No id was made; give the generator a clock inside that range.");
    }
    return millis;
  }

  /** The creation time encoded in an id this class made. */
  public static Instant timeOf(String id) {
    if (id == null || id.length() != 26) {
      throw new IllegalArgumentException("not a time-ordered id (26 characters of Crockford base32): " + id);
    }
    long millis = 0;
    for (int i = 0; i < 10; i++) {
      int digit = indexOf(id.charAt(i));
      if (digit < 0) {
        throw new IllegalArgumentException("not a time-ordered id: '" + id.charAt(i) + "' at " + i + " in " + id);
      }
      millis = (millis << 5) | digit;
    }
    return Instant.ofEpochMilli(millis);
  }

  private static int indexOf(char c) {
    for (int i = 0; i < ALPHABET.length; i++) {
      if (ALPHABET[i] == c) {
        return i;
      }
    }
    return -1;
  }

  static String encode(long millis, long high16, long low64) {
    char[] out = new char[26];
    // 48-bit time -> 10 characters (50 bits, the top 2 always 0)
    for (int i = 9; i >= 0; i--) {
      out[i] = ALPHABET[(int) (millis & 31)];
      millis >>>= 5;
    }
    // 80 random bits -> 16 characters, most significant first
    for (int i = 25; i >= 10; i--) {
      out[i] = ALPHABET[(int) (low64 & 31)];
      low64 = (low64 >>> 5) | ((high16 & 31) << 59);
      high16 >>>= 5;
    }
    return new String(out);
  }
}
