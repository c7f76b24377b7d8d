package io.partitura.runtime.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyTemplate;
import io.partitura.runtime.keys.SortKeyBounds;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Ranges on the values of an explicit key template (a listing on a templated sort key), 10,000 seeded cases per
 * range kind and casing: on the value that ends the key, the bounds hold exactly the stored keys of the fixed
 * leading value whose last value is in the range (compared as DynamoDB compares, by UTF-8 bytes); on a value
 * followed by a constant, {@code startingWith} holds exactly the keys whose value starts with the text, every other
 * range is refused, and so is a start that ends with a part of that constant.
 */
class TemplateRangePropertyTest {
  private static final int CASES = 10_000;
  private static final String TEMPLATE = "$project_1#createdat_{createdAt}#projectid_{projectId}";
  private static final String FOLLOWING = "#projectid_";
  private static final String ALPHABET = "#_pProjectid-019éÑ🚀";

  static Stream<Arguments> options() {
    return Stream.of("between", "from", "after", "until", "before", "startingWith")
        .flatMap(kind -> Stream.of(KeyTemplate.Casing.NONE, KeyTemplate.Casing.LOWER).map(casing -> Arguments.of(kind, casing)));
  }

  @ParameterizedTest(name = "{0} on the last value, casing {1}")
  @MethodSource("options")
  void aRangeOnTheLastValueHoldsExactlyItsKeys(String kind, KeyTemplate.Casing casing) {
    KeyTemplate template = KeyTemplate.of("Project gsi1 sort key", TEMPLATE, casing);
    Random random = new Random(kind.hashCode() * 31L + casing.ordinal());
    for (int i = 0; i < CASES; i++) {
      String createdAt = value(random);
      if (template.text(createdAt).contains(FOLLOWING)) {
        continue; // refused at write: no such key exists
      }
      String scope = template.prefix(createdAt);
      List<String> keys = new ArrayList<>();
      List<String> lastTexts = new ArrayList<>();
      for (int k = 0; k < 6; k++) {
        String first = random.nextInt(3) == 0 ? value(random) : createdAt;
        String last = value(random);
        if (template.text(first).contains(FOLLOWING)) {
          continue;
        }
        keys.add(template.render(first, last));
        lastTexts.add(template.text(first).equals(template.text(createdAt)) ? template.text(last) : null);
      }
      String a = value(random);
      String b = value(random);
      KeyRange<String> range = range(kind, a, b);
      String textA = template.text(a);
      String textB = template.text(b);
      if (kind.equals("between") && KeyCodec.compareUtf8(textA, textB) > 0) {
        assertThrows(InvalidKeyException.class, () -> range.templateBounds(scope, "", template::text));
        continue;
      }
      SortKeyBounds bounds = range.templateBounds(scope, "", template::text);
      for (int k = 0; k < keys.size(); k++) {
        String v = lastTexts.get(k);
        boolean expected = v != null && switch (kind) {
          case "between" -> KeyCodec.compareUtf8(v, textA) >= 0 && KeyCodec.compareUtf8(v, textB) <= 0;
          case "from" -> KeyCodec.compareUtf8(v, textA) >= 0;
          case "after" -> KeyCodec.compareUtf8(v, textA) > 0;
          case "until" -> KeyCodec.compareUtf8(v, textA) <= 0;
          case "before" -> KeyCodec.compareUtf8(v, textA) < 0;
          default -> v.startsWith(textA);
        };
        assertEquals(expected, bounds.contains(keys.get(k)), range + " in " + scope + ": " + keys.get(k) + " " + bounds);
      }
    }
  }

  @ParameterizedTest(name = "{0} on a value followed by a constant, casing {1}")
  @MethodSource("options")
  void aValueFollowedByAConstantTakesStartingWithOnly(String kind, KeyTemplate.Casing casing) {
    KeyTemplate template = KeyTemplate.of("Project gsi1 sort key", TEMPLATE, casing);
    String scope = template.prefix();
    Random random = new Random(kind.hashCode() * 17L + casing.ordinal());
    int exact = 0;
    for (int i = 0; i < CASES; i++) {
      String start = value(random);
      KeyRange<String> range = range(kind, start, start + "z");
      String text = template.text(start);
      boolean endsWithPart = false;
      for (int length = 1; length <= FOLLOWING.length(); length++) {
        endsWithPart |= text.endsWith(FOLLOWING.substring(0, length));
      }
      if (!kind.equals("startingWith") || endsWithPart || text.contains(FOLLOWING)) {
        assertThrows(InvalidKeyException.class, () -> range.templateBounds(scope, FOLLOWING, template::text), text);
        continue;
      }
      SortKeyBounds bounds = range.templateBounds(scope, FOLLOWING, template::text);
      for (int k = 0; k < 6; k++) {
        String createdAt = random.nextBoolean() ? start + value(random) : value(random);
        if (template.text(createdAt).contains(FOLLOWING)) {
          continue;
        }
        String key = template.render(createdAt, value(random));
        assertEquals(template.text(createdAt).startsWith(text), bounds.contains(key), start + " / " + key);
        exact++;
      }
    }
    assertTrue(kind.equals("startingWith") ? exact > 0 : exact == 0);
  }

  private static KeyRange<String> range(String kind, String a, String b) {
    return switch (kind) {
      case "between" -> KeyRange.between(a, b);
      case "from" -> KeyRange.from(a);
      case "after" -> KeyRange.after(a);
      case "until" -> KeyRange.until(a);
      case "before" -> KeyRange.before(a);
      default -> KeyRange.startingWith(a);
    };
  }

  /** A short value over an alphabet that builds the constants, with capitals and characters of every width. */
  private static String value(Random random) {
    StringBuilder out = new StringBuilder();
    int length = 1 + random.nextInt(4);
    int[] points = ALPHABET.codePoints().toArray();
    for (int i = 0; i < length; i++) {
      out.appendCodePoint(points[random.nextInt(points.length)]);
    }
    return out.toString().toLowerCase(Locale.ROOT).equals("") ? "x" : out.toString();
  }
}
