package io.partitura.processor.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON writer of the schema files: escaping, member order, layout. */
class JsonTest {

  @Test
  void escapesQuotesBackslashesAndControlCharactersOnly() {
    StringBuilder out = new StringBuilder();
    Json.string("a\"b\\c\nd\te\u0001f#{x}é", out);
    assertEquals("\"a\\\"b\\\\c\\nd\\te\\u0001f#{x}é\"", out.toString());
  }

  @Test
  void keepsMemberOrderLeavesOutNullsAndIndentsByTwo() {
    Json.Obj object = Json.object().put("z", 1).put("a", List.of("x", true)).put("none", null).put("empty", List.of());
    assertEquals("{\n  \"z\": 1,\n  \"a\": [\n    \"x\",\n    true\n  ],\n  \"empty\": []\n}\n", Json.write(object));
  }

  @Test
  void refusesADuplicateMember() {
    Json.Obj object = Json.object().put("a", 1);
    assertThrows(IllegalStateException.class, () -> object.put("a", 2));
  }

  @Test
  void readsBackWhatItWrites() throws Json.ParseException {
    Json.Obj object = Json.object().put("s", "a\"b\\c\n\u0001é").put("n", -42L).put("l", List.of(true, false, List.of()))
        .put("o", Json.object());
    Object parsed = Json.parse(Json.write(object));
    assertEquals(java.util.Map.of("s", "a\"b\\c\n\u0001é", "n", -42L, "l", List.of(true, false, List.of()),
        "o", java.util.Map.of()), parsed);
  }

  @Test
  void refusesTextThatIsNotJson() {
    for (String bad : List.of("", "{", "{\"a\" 1}", "[1,]", "\"open", "{} x", "nul", "-")) {
      assertThrows(Json.ParseException.class, () -> Json.parse(bad), bad);
    }
  }
}
