package io.partitura.runtime.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.exceptions.InvalidKeyException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Round trips of templated keys, 10,000 seeded cases per option combination (escaping on and off, each casing):
 * every accepted tuple reads back as its rendered texts, no two different (cased) tuples give one key, and every
 * value holding the constant that follows it is refused before a key exists.
 */
class KeyTemplatePropertyTest {
  private static final int CASES = 10_000;
  // ElectroDB's teamMember sort key: the constant between the values is "#userid_"; a trailing constant too.
  private static final String TEMPLATE = "$workspaceprojects#teammember_1#team_{team}#userid_{userId}#end";
  // Characters that build the constants, so that refused values come up often.
  private static final String ALPHABET = "#_$teamuserid_endTEAMUSERIDéÑ🚀ab";

  static Stream<Arguments> options() {
    return Stream.of(true, false).flatMap(escape -> Stream.of(KeyTemplate.Casing.values())
        .map(casing -> Arguments.of(escape, casing)));
  }

  @ParameterizedTest(name = "escape={0} casing={1}")
  @MethodSource("options")
  void roundTripsAndRefusesAmbiguousValues(boolean escape, KeyTemplate.Casing casing) {
    // Constants are written as stored (the processor checks it): upper-case ones under UPPER.
    String text = casing == KeyTemplate.Casing.UPPER ? TEMPLATE.toUpperCase(Locale.ROOT) : TEMPLATE;
    KeyTemplate template = KeyTemplate.of("Member sort key", text, casing);
    String between = cased("#userid_", casing);
    String end = cased("#end", casing);
    Random random = new Random(25L * 31 + casing.ordinal() * 2 + (escape ? 1 : 0));
    Map<String, List<String>> tupleOfKey = new HashMap<>();
    int refused = 0;
    for (int i = 0; i < CASES; i++) {
      String team = value(random);
      String userId = value(random);
      String teamText = escape ? KeyCodec.encodeString("team", team) : team;
      String userText = escape ? KeyCodec.encodeString("userId", userId) : userId;
      List<String> cased = List.of(cased(teamText, casing), cased(userText, casing));
      boolean ambiguous = cased.get(0).contains(between) || cased.get(1).contains(end);
      if (ambiguous) {
        assertThrows(InvalidKeyException.class, () -> template.render(teamText, userText), team + " / " + userId);
        refused++;
        continue;
      }
      String key = template.render(teamText, userText);
      assertEquals(cased, template.values(key), key);
      List<String> before = tupleOfKey.putIfAbsent(key, cased);
      assertTrue(before == null || before.equals(cased), () -> key + " from " + before + " and " + cased);
      assertTrue(key.startsWith(template.prefix(teamText)), key);
    }
    if (!escape) {
      assertTrue(refused > 100, "the generator should hit ambiguous values often: " + refused);
    } else {
      // Escaped values never hold '#', so no value is refused.
      assertEquals(0, refused);
    }
  }

  @Test
  void electroDbsCollidingTuplesAreRefusedNotMerged() {
    KeyTemplate template = KeyTemplate.of("TeamMember sort key", "$workspaceprojects#teammember_1#team_{team}#userid_{userId}",
        KeyTemplate.Casing.LOWER);
    // ElectroDB stores both as ...#team_dev#userid_eve#userid_x (KEYS.md section 6); here the first is refused.
    assertThrows(InvalidKeyException.class, () -> template.render("dev#userid_eve", "x"));
    assertEquals("$workspaceprojects#teammember_1#team_dev#userid_eve#userid_x", template.render("dev", "eve#userid_x"));
    assertEquals(List.of("dev", "eve#userid_x"), template.values("$workspaceprojects#teammember_1#team_dev#userid_eve#userid_x"));
    // A '#' alone is harmless: ElectroDB's Globex#EU.
    assertEquals("$controlplane#workspaceid_globex#eu",
        KeyTemplate.of("w", "$controlplane#workspaceid_{workspaceId}", KeyTemplate.Casing.LOWER).render("Globex#EU"));
  }

  @Test
  void decimalNumbersArePaddedAsElectroDbPads() {
    assertEquals("0101", KeyTemplate.decimal("level", 101, 4));
    assertEquals("12345", KeyTemplate.decimal("level", 12345, 4));
    assertEquals("00-1", KeyTemplate.decimal("level", -1, 4));
    assertEquals(101, KeyTemplate.parseDecimal("level", "0101"));
    assertEquals(0, KeyTemplate.parseDecimal("level", "0000"));
    assertThrows(InvalidKeyException.class, () -> KeyTemplate.decimal("level", null, 4));
  }

  private static String value(Random random) {
    int length = 1 + random.nextInt(8);
    StringBuilder value = new StringBuilder();
    for (int i = 0; i < length; i++) {
      int at = random.nextInt(ALPHABET.length());
      if (Character.isHighSurrogate(ALPHABET.charAt(at))) {
        value.append(ALPHABET, at, at + 2);
      } else if (Character.isLowSurrogate(ALPHABET.charAt(at))) {
        value.append(ALPHABET, at - 1, at + 1);
      } else {
        value.append(ALPHABET.charAt(at));
      }
    }
    // Now and then a whole constant, so refusals are not only chance.
    if (random.nextInt(10) == 0) {
      int at = random.nextInt(value.length() + 1);
      if (at > 0 && at < value.length() && Character.isLowSurrogate(value.charAt(at))) {
        at--;
      }
      value.insert(at, random.nextBoolean() ? "#userid_" : "#end");
    }
    return value.toString();
  }

  private static String cased(String text, KeyTemplate.Casing casing) {
    return switch (casing) {
      case NONE -> text;
      case LOWER -> text.toLowerCase(Locale.ROOT);
      case UPPER -> text.toUpperCase(Locale.ROOT);
    };
  }
}
