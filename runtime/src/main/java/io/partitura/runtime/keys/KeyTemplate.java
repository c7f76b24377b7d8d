package io.partitura.runtime.keys;

import io.partitura.runtime.exceptions.InvalidKeyException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A key written by an explicit template ({@code @Parent(partitionKeyTemplate = "$controlplane#workspaceid_{workspaceId}")}):
 * constant text with one placeholder per component, each value given as its key text (escaped by {@link KeyCodec},
 * or raw when the template's style turns escaping off). The processor checked the template: every two placeholders
 * are separated by a non-empty constant that has no border (no proper prefix that is also a suffix), and constants
 * are already in the style's casing.
 *
 * <p>Unambiguity: {@link #render} refuses, with {@link InvalidKeyException} before any request, a value whose text
 * (after casing) contains the constant that follows it in the key. Reading left to right, a value then ends at the
 * first occurrence of its following constant (it cannot lie inside the value, which was refused, nor straddle the
 * value's end, which would be a border), so {@link #values} gives back exactly the rendered texts, and two different
 * tuples never render to one key. Escaped values never hold a {@code #}, so with escaping on only a constant without
 * {@code #} can refuse a value.
 *
 * <p>Casing {@code LOWER} or {@code UPPER} is applied to each value's text with {@link Locale#ROOT} (JavaScript's
 * {@code toLowerCase}, which ElectroDB applies to its whole key): a value cannot be read back with its case from the
 * key, and ids differing only in case give one key.
 */
public final class KeyTemplate {
  /** How a value's text is cased in the key. */
  public enum Casing {
    NONE,
    LOWER,
    UPPER
  }

  private final String name;
  private final String template;
  private final List<String> constants;
  private final Casing casing;

  private KeyTemplate(String name, String template, List<String> constants, Casing casing) {
    this.name = name;
    this.template = template;
    this.constants = constants;
    this.casing = casing;
  }

  /**
   * The template {@code template} ({@code $school#courseid_{courseId}}) of the key named {@code name} in messages.
   *
   * @throws IllegalArgumentException when a '{' is not closed (the processor refuses such templates)
   */
  public static KeyTemplate of(String name, String template, Casing casing) {
    List<String> constants = new ArrayList<>();
    int at = 0;
    while (true) {
      int open = template.indexOf('{', at);
      if (open < 0) {
        constants.add(template.substring(at));
        break;
      }
      int close = template.indexOf('}', open);
      if (close < 0) {
        throw new IllegalArgumentException("template " + template + " has a '{' left open at " + open);
      }
      constants.add(template.substring(at, open));
      at = close + 1;
    }
    return new KeyTemplate(name, template, List.copyOf(constants), casing);
  }

  /** The template as written. */
  public String template() {
    return template;
  }

  /** The number of placeholders. */
  public int placeholders() {
    return constants.size() - 1;
  }

  /**
   * The key of these value texts, one per placeholder in order.
   *
   * @throws InvalidKeyException when a value is null or empty, or its text (after casing) holds the constant
   *     that follows it in the key (two tuples could then give one key)
   */
  public String render(String... texts) {
    return build(texts.length, texts);
  }

  /**
   * What the keys begin with whose first {@code texts.length} values are these: the constant text up to the next
   * placeholder ({@code $workspaceprojects#project_1#projectid_} with none), the argument of {@code begins_with}.
   */
  public String prefix(String... texts) {
    if (texts.length >= placeholders()) {
      throw new IllegalArgumentException(name + ": a prefix fixes fewer values than the template's " + placeholders());
    }
    return build(texts.length, texts);
  }

  private String build(int count, String[] texts) {
    if (texts.length != count || count > placeholders()) {
      throw new IllegalArgumentException(name + ": " + count + " values for " + placeholders() + " placeholders");
    }
    StringBuilder key = new StringBuilder(constants.get(0));
    for (int i = 0; i < count; i++) {
      String text = cased(texts[i]);
      if (text == null || text.isEmpty()) {
        throw new InvalidKeyException(name + ": key part " + (i + 1) + " of " + template + " must not be "
            + (text == null ? "null; set a value before building the key" : "empty; DynamoDB rejects empty key values"));
      }
      String following = constants.get(i + 1);
      if (!following.isEmpty() && text.contains(following)) {
        throw new InvalidKeyException(name + ": the value " + quote(text) + " holds " + quote(following)
            + ", the constant that follows it in the template " + template + ", so two different values could give "
            + "one key (the template trades escaping for compatibility with a stored layout); use a value without "
            + quote(following));
      }
      key.append(text).append(following);
    }
    return key.toString();
  }

  /**
   * A value's text as a key of this template holds it (cased), for a range bound on it.
   *
   * @throws InvalidKeyException when the text is null or empty
   */
  public String text(String text) {
    String cased = cased(text);
    if (cased == null || cased.isEmpty()) {
      throw new InvalidKeyException(name + ": a range bound in " + template + " must not be "
          + (cased == null ? "null" : "empty"));
    }
    return cased;
  }

  /**
   * The value texts of a key this template rendered, in placeholder order (cased as stored).
   *
   * @throws InvalidKeyException when {@code key} does not have this template's shape
   */
  public List<String> values(String key) {
    if (key == null || !key.startsWith(constants.get(0))) {
      throw malformed(key);
    }
    List<String> values = new ArrayList<>(placeholders());
    int at = constants.get(0).length();
    for (int i = 0; i < placeholders(); i++) {
      String following = constants.get(i + 1);
      boolean last = i == placeholders() - 1;
      int end;
      if (last) {
        if (!key.endsWith(following) || key.length() - following.length() <= at) {
          throw malformed(key);
        }
        end = key.length() - following.length();
      } else {
        end = key.indexOf(following, at + 1);
        if (end < 0) {
          throw malformed(key);
        }
      }
      if (end <= at) {
        throw malformed(key);
      }
      values.add(key.substring(at, end));
      at = end + following.length();
    }
    if (placeholders() == 0 && !key.equals(constants.get(0))) {
      throw malformed(key);
    }
    return values;
  }

  /**
   * A string value's text unescaped: the value itself, refused when null or empty (a key part cannot be empty).
   */
  public static String raw(String name, String value) {
    if (value == null) {
      throw new InvalidKeyException(name + ": key part must not be null; set a value before building the key");
    }
    if (value.isEmpty()) {
      throw new InvalidKeyException(name + ": key part must not be empty; DynamoDB rejects empty key values, so give "
          + "it at least one character");
    }
    return value;
  }

  /**
   * A number's decimal text, JavaScript's {@code String(n)} for an integer ({@code -1}, {@code 10}), left-padded
   * with {@code 0} to at least {@code width} characters ({@code padStart}: {@code 101} to width 4 is {@code 0101},
   * {@code -1} is {@code 00-1}); 0 means no padding.
   */
  public static String decimal(String name, Number value, int width) {
    if (value == null) {
      throw new InvalidKeyException(name + ": key part must not be null; set a value before building the key");
    }
    String text = Long.toString(value.longValue());
    if (text.length() >= width) {
      return text;
    }
    return "0".repeat(width - text.length()) + text;
  }

  /** The range of magnitudes JavaScript's {@code String(n)} writes without an exponent: [1e-6, 1e21). */
  private static final java.math.BigDecimal SMALLEST_PLAIN_DECIMAL = new java.math.BigDecimal("1e-6");
  private static final java.math.BigDecimal FIRST_EXPONENT_DECIMAL = new java.math.BigDecimal("1e21");

  /**
   * A decimal number's text as JavaScript's {@code String(n)} writes it ({@code 2.5}, {@code -1}, {@code 10}), what
   * ElectroDB puts in keys: the plain digits without trailing zeros.
   *
   * @throws InvalidKeyException when the value is null, has more than 15 significant digits (a JavaScript number
   *     does not keep them), or lies outside [1e-6, 1e21), where JavaScript writes an exponent
   */
  public static String decimal(String name, java.math.BigDecimal value) {
    if (value == null) {
      throw new InvalidKeyException(name + ": key part must not be null; set a value before building the key");
    }
    java.math.BigDecimal stripped = value.signum() == 0 ? java.math.BigDecimal.ZERO : value.stripTrailingZeros();
    java.math.BigDecimal magnitude = stripped.abs();
    if (stripped.precision() > 15 || stripped.signum() != 0
        && (magnitude.compareTo(SMALLEST_PLAIN_DECIMAL) < 0 || magnitude.compareTo(FIRST_EXPONENT_DECIMAL) >= 0)) {
      throw new InvalidKeyException(name + ": " + value.toPlainString() + " cannot be written as JavaScript writes "
          + "it in a key (more than 15 significant digits, or outside [1e-6, 1e21), where it uses an exponent); use a "
          + "value in that range");
    }
    return stripped.toPlainString();
  }

  /** Reverses {@link #decimal} (leading {@code 0}s of the padding dropped). */
  public static long parseDecimal(String name, String text) {
    String digits = text;
    int start = 0;
    while (start < digits.length() - 1 && digits.charAt(start) == '0') {
      start++;
    }
    try {
      return Long.parseLong(digits.substring(start));
    } catch (NumberFormatException e) {
      throw new InvalidKeyException(name + ": key part " + quote(text) + " is not a decimal number", e);
    }
  }

  private String cased(String text) {
    if (text == null) {
      return null;
    }
    return switch (casing) {
      case NONE -> text;
      case LOWER -> text.toLowerCase(Locale.ROOT);
      case UPPER -> text.toUpperCase(Locale.ROOT);
    };
  }

  private InvalidKeyException malformed(String key) {
    return new InvalidKeyException(name + ": " + quote(key) + " does not have the shape of " + template);
  }

  private static String quote(String text) {
    return text == null ? "null" : "\"" + text + "\"";
  }

  @Override
  public String toString() {
    return template;
  }
}
