package io.partitura.runtime.keys;

import io.partitura.runtime.exceptions.InvalidKeyException;
import java.nio.charset.StandardCharsets;

/**
 * The bounds of a range condition on an encoded sort key, as one DynamoDB key condition can state
 * them: {@code BETWEEN lower AND upper} (both inclusive), or a single {@code >=}, {@code >}, {@code
 * <=} or {@code <} when only one side is bounded.
 *
 * <p>A range is on one component of the sort key: the keys look like {@code scope + part [+ "#" +
 * further parts]}, where {@code scope} is everything before that component (the entity prefix
 * {@code PROJ#}, plus any components fixed by equality, such as {@code ORD#2026-03-01#}), or is empty
 * when the component is the whole key (an index sort key of one component). The bounds are
 * computed on the encoded text, relying on {@link KeyCodec}'s guarantees and on two facts about
 * every stored key:
 *
 * <ul>
 *   <li>A component is followed by nothing or by {@code #} (0x23), which sorts below every char an
 *       encoded part can hold. So every key whose component equals {@code a} lies in {@code [scope +
 *       enc(a), scope + enc(a) + "$")}, and a key whose component merely <em>starts</em> with {@code
 *       a}'s encoding ({@code ab} after {@code a}) sorts after {@code scope + enc(a) + "$"}.
 *   <li>No stored key ends with {@code $}: it only ever starts a two-char escape, and prefixes may
 *       not contain it. So {@code scope + enc(a) + "$"}, and the scope with its final {@code #}
 *       turned into {@code $} ({@code PROJ$}, just above every {@code PROJ#…}), can serve as
 *       <em>inclusive</em> upper bounds: no item sits on them.
 * </ul>
 *
 * <p>So, with {@code e = enc(a)} and a non-empty scope {@code S} (every key stays inside it, so items
 * of other entities never leak in):
 *
 * <pre>
 *   from(a)     BETWEEN S+e      AND S'        (S' = S with its final # turned into $)
 *   after(a)    BETWEEN S+e+"$"  AND S'
 *   until(a)    BETWEEN S        AND S+e+"$"
 *   before(a)   BETWEEN S        AND pred(S+e)
 *   between     BETWEEN S+e1     AND S+e2+"$"
 *   startingWith(s)  begins_with(S+enc(s))
 * </pre>
 *
 * <p>{@code pred(x)}, the greatest sort key below {@code x}, is {@code x} with its last char lowered
 * by one code point and then filled with U+10FFFF up to DynamoDB's 1024-byte sort key limit: every
 * key below {@code x} is at most that long, so none lies above it. With an empty scope (the component
 * starts the key) the same bounds need no scope around them: {@code >= e}, {@code >= e+"$"}, {@code <=
 * e+"$"}, {@code < e}, {@code BETWEEN e1 AND e2+"$"}; they stay exact when further components follow
 * the ranged one in the key.
 *
 * @param prefix the sort key prefix every key must start with ({@code begins_with} when there is no
 *     bound), or {@code null} for none
 * @param lower the lower bound, or {@code null} for none
 * @param lowerInclusive whether {@code lower} itself is in the range
 * @param upper the upper bound, or {@code null} for none
 * @param upperInclusive whether {@code upper} itself is in the range
 */
public record SortKeyBounds(String prefix, String lower, boolean lowerInclusive, String upper, boolean upperInclusive) {

  /** What follows a component's encoding in a stored key: nothing, or this. */
  private static final char AFTER_COMPONENT = KeyCodec.ESCAPE;
  /** The greatest code point, U+10FFFF, as UTF-16. */
  private static final String MAX_CHAR = new String(Character.toChars(Character.MAX_CODE_POINT));

  public SortKeyBounds {
    if (lower != null && upper != null && !(lowerInclusive && upperInclusive)) {
      throw new IllegalArgumentException("a key condition bounded on both sides is a BETWEEN, inclusive on both");
    }
  }

  /** Every key in {@code scope}: no range, only {@code begins_with(scope)} (nothing when scope is empty). */
  public static SortKeyBounds all(String scope) {
    return new SortKeyBounds(emptyToNull(scope), null, false, null, false);
  }

  /** Keys whose component is {@code >= from} (encoded). */
  public static SortKeyBounds from(String scope, String from) {
    return isEmpty(scope)
        ? new SortKeyBounds(null, from, true, null, false)
        : scoped(scope, join(scope, from), true, null, false);
  }

  /** Keys whose component is {@code > after} (encoded). */
  public static SortKeyBounds after(String scope, String after) {
    return isEmpty(scope)
        ? new SortKeyBounds(null, after + AFTER_COMPONENT, true, null, false)
        : scoped(scope, join(scope, after) + AFTER_COMPONENT, true, null, false);
  }

  /** Keys whose component is {@code <= until} (encoded). */
  public static SortKeyBounds until(String scope, String until) {
    return isEmpty(scope)
        ? new SortKeyBounds(null, null, false, until + AFTER_COMPONENT, true)
        : scoped(scope, null, false, join(scope, until) + AFTER_COMPONENT, true);
  }

  /** Keys whose component is {@code < before} (encoded). */
  public static SortKeyBounds before(String scope, String before) {
    return isEmpty(scope)
        ? new SortKeyBounds(null, null, false, before, false)
        : scoped(scope, null, false, predecessor(join(scope, before)), true);
  }

  /**
   * Keys whose component is between {@code from} and {@code to} (encoded), both included.
   *
   * @throws InvalidKeyException when {@code from} sorts after {@code to}: DynamoDB refuses such a
   *     BETWEEN, and it is almost always swapped arguments
   */
  public static SortKeyBounds between(String scope, String from, String to) {
    requireOrdered(from, to);
    if (isEmpty(scope)) {
      return new SortKeyBounds(null, from, true, to + AFTER_COMPONENT, true);
    }
    return scoped(scope, join(scope, from), true, join(scope, to) + AFTER_COMPONENT, true);
  }

  /**
   * The item with sort key {@code sortKey} and every item nested below it, whose sort keys extend it
   * ({@code ORDER#o1} and {@code ORDER#o1#LINE#…}, not {@code ORDER#o10}): {@code BETWEEN sortKey AND
   * sortKey + "$"}, by the two facts above.
   */
  public static SortKeyBounds itemAndBelow(String sortKey) {
    return new SortKeyBounds(sortKey, sortKey, true, sortKey + AFTER_COMPONENT, true);
  }

  /** Keys whose component starts with {@code start} (encoded): {@code begins_with(scope + start)}. */
  public static SortKeyBounds startingWith(String scope, String start) {
    return new SortKeyBounds(checkLength(join(scope, start)), null, false, null, false);
  }

  /**
   * These bounds, with their prefix, narrowed to the keys up to {@code key} included: what an
   * ascending read that must stop at {@code key} asks for ({@code BETWEEN lower AND key}, the prefix
   * standing in for a missing lower bound, since every key that starts with it sorts at or above it).
   * {@code key} must itself lie within these bounds.
   */
  public SortKeyBounds upTo(String key) {
    String low = lower != null ? lower : prefix;
    if (low == null) {
      return new SortKeyBounds(prefix, null, false, key, true);
    }
    // An exclusive lower bound becomes the least string above it, so that BETWEEN can hold it.
    return new SortKeyBounds(prefix, lower != null && !lowerInclusive ? low + '\u0000' : low, true, key, true);
  }

  /**
   * These bounds, with their prefix, narrowed to the keys from {@code key} included: what a
   * descending read that must stop at {@code key} asks for ({@code BETWEEN key AND upper}, with the
   * greatest key that starts with the prefix standing in for a missing upper bound). {@code key} must
   * itself lie within these bounds.
   */
  public SortKeyBounds downFrom(String key) {
    String high = upper != null ? (upperInclusive ? upper : predecessor(upper))
        : prefix != null ? greatestStartingWith(prefix) : null;
    return new SortKeyBounds(prefix, key, true, high, high != null);
  }

  /** Whether a stored sort key satisfies these bounds, compared as DynamoDB does (UTF-8 bytes). */
  public boolean contains(String sortKey) {
    if (sortKey == null) {
      return false;
    }
    if (prefix != null && !sortKey.startsWith(prefix)) {
      return false;
    }
    if (lower != null) {
      int c = KeyCodec.compareUtf8(sortKey, lower);
      if (c < 0 || c == 0 && !lowerInclusive) {
        return false;
      }
    }
    if (upper != null) {
      int c = KeyCodec.compareUtf8(sortKey, upper);
      if (c > 0 || c == 0 && !upperInclusive) {
        return false;
      }
    }
    return true;
  }

  /** Whether this is a range, not just a prefix. */
  public boolean isRange() {
    return lower != null || upper != null;
  }

  /** The condition on the sort key, rendered for a log or a message: {@code BETWEEN "a" AND "b"}. */
  @Override
  public String toString() {
    if (lower != null && upper != null) {
      return "BETWEEN \"" + lower + "\" AND \"" + upper + "\"";
    }
    if (lower != null) {
      return (lowerInclusive ? ">= \"" : "> \"") + lower + "\"";
    }
    if (upper != null) {
      return (upperInclusive ? "<= \"" : "< \"") + upper + "\"";
    }
    return prefix == null ? "any" : "begins_with \"" + prefix + "\"";
  }

  // ---- A value that ends the key, written by an explicit template ({@code $project_1#projectid_{projectId}}):
  // the keys are exactly scope + value, nothing follows, so the bounds are the value's own, inside the scope.

  /** Keys {@code scope + v} (a template's last value) with {@code v >= from}. */
  public static SortKeyBounds endingFrom(String scope, String from) {
    return isEmpty(scope) ? new SortKeyBounds(null, from, true, null, false)
        : endingScoped(scope, scope + from, null);
  }

  /** Keys {@code scope + v} with {@code v > after}: from the least string above it. */
  public static SortKeyBounds endingAfter(String scope, String after) {
    return isEmpty(scope) ? new SortKeyBounds(null, after, false, null, false)
        : endingScoped(scope, scope + after + '\u0000', null);
  }

  /** Keys {@code scope + v} with {@code v <= until}. */
  public static SortKeyBounds endingUntil(String scope, String until) {
    return isEmpty(scope) ? new SortKeyBounds(null, null, false, until, true)
        : endingScoped(scope, null, scope + until);
  }

  /** Keys {@code scope + v} with {@code v < before}. */
  public static SortKeyBounds endingBefore(String scope, String before) {
    return isEmpty(scope) ? new SortKeyBounds(null, null, false, before, false)
        : endingScoped(scope, null, predecessor(scope + before));
  }

  /**
   * Keys {@code scope + v} with {@code from <= v <= to}.
   *
   * @throws InvalidKeyException when {@code from} sorts after {@code to}
   */
  public static SortKeyBounds endingBetween(String scope, String from, String to) {
    requireOrdered(from, to);
    return isEmpty(scope) ? new SortKeyBounds(null, from, true, to, true) : endingScoped(scope, scope + from, scope + to);
  }

  /** {@code BETWEEN lower AND upper}, a missing one the scope's own end: every key between starts with the scope. */
  private static SortKeyBounds endingScoped(String scope, String lower, String upper) {
    return new SortKeyBounds(scope, checkLength(lower != null ? lower : scope), true,
        upper != null ? checkLength(upper) : filledToTheLimit(new StringBuilder(scope), scope), true);
  }

  private static SortKeyBounds scoped(String scope, String lower, boolean lowerInclusive, String upper,
      boolean upperInclusive) {
    if (scope.charAt(scope.length() - 1) != KeyCodec.SEPARATOR) {
      throw new IllegalArgumentException("a sort key scope ends with '" + KeyCodec.SEPARATOR + "', was " + scope);
    }
    String low = lower != null ? lower : scope;
    String high = upper != null ? upper : scope.substring(0, scope.length() - 1) + AFTER_COMPONENT;
    // Both bounds lie inside the scope (between S and S' above), so a key between them starts with S.
    return new SortKeyBounds(scope, checkLength(low), true, checkLength(high), true);
  }

  /** The greatest string of at most {@link KeyCodec#MAX_SORT_KEY_BYTES} UTF-8 bytes below {@code key}. */
  static String predecessor(String key) {
    int last = key.codePointBefore(key.length());
    String head = key.substring(0, key.length() - Character.charCount(last));
    int lowered = last - 1;
    if (lowered >= Character.MIN_SURROGATE && lowered <= Character.MAX_SURROGATE) {
      lowered = Character.MIN_SURROGATE - 1; // surrogates are not characters; U+D7FF comes before U+E000
    }
    StringBuilder out = new StringBuilder(head);
    if (lowered >= 0) {
      out.appendCodePoint(lowered);
    }
    // (An encoded key never ends with U+0000, which is escaped; if it did, its head is the predecessor.)
    return filledToTheLimit(out, key);
  }

  /**
   * An inclusive upper bound of the keys that start with {@code prefix}, no stored key but those above
   * it: for a scope ending with {@code #}, the scope with it turned into {@code $}; otherwise the
   * greatest string of at most {@link KeyCodec#MAX_SORT_KEY_BYTES} UTF-8 bytes that starts with it.
   */
  static String greatestStartingWith(String prefix) {
    if (prefix.charAt(prefix.length() - 1) == KeyCodec.SEPARATOR) {
      // The scope's own upper bound (S' above): short, and no stored key sits on it.
      return prefix.substring(0, prefix.length() - 1) + AFTER_COMPONENT;
    }
    return filledToTheLimit(new StringBuilder(prefix), prefix);
  }

  /** {@code out} followed by the greatest characters that fit in a sort key. */
  private static String filledToTheLimit(StringBuilder out, String key) {
    int bytes = utf8Length(out);
    if (bytes > KeyCodec.MAX_SORT_KEY_BYTES) {
      throw tooLong(key);
    }
    while (KeyCodec.MAX_SORT_KEY_BYTES - bytes >= 4) {
      out.append(MAX_CHAR);
      bytes += 4;
    }
    // The last few bytes take the greatest character of each width that still fits.
    switch (KeyCodec.MAX_SORT_KEY_BYTES - bytes) {
      case 3 -> out.append('\uFFFF');
      case 2 -> out.append('\u07FF');
      case 1 -> out.append('\u007F');
      default -> { }
    }
    return out.toString();
  }

  private static String checkLength(String bound) {
    if (utf8Length(bound) > KeyCodec.MAX_SORT_KEY_BYTES) {
      throw tooLong(bound);
    }
    return bound;
  }

  private static InvalidKeyException tooLong(String bound) {
    return new InvalidKeyException("a range bound on the sort key would be "
        + utf8Length(bound) + " bytes long, over DynamoDB's " + KeyCodec.MAX_SORT_KEY_BYTES
        + "-byte sort key limit; use a shorter value (no stored key can be that long)");
  }

  private static int utf8Length(CharSequence text) {
    return text.toString().getBytes(StandardCharsets.UTF_8).length;
  }

  private static String join(String scope, String part) {
    return isEmpty(scope) ? part : scope + part;
  }

  private static boolean isEmpty(String scope) {
    return scope == null || scope.isEmpty();
  }

  private static String emptyToNull(String scope) {
    return isEmpty(scope) ? null : scope;
  }

  /** Refuses a range whose start sorts after its end: it would select nothing. */
  private static void requireOrdered(String from, String to) {
    if (KeyCodec.compareUtf8(from, to) > 0) {
      throw new InvalidKeyException("a range from \"" + from + "\" to \"" + to + "\" is empty: its start sorts "
          + "after its end in key order; swap the two bounds");
    }
  }
}
