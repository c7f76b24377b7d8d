package io.partitura.runtime.item;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.exceptions.ItemTooLargeException;
import io.partitura.runtime.keys.KeyAttributes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ItemSizeTest {
  @Test
  void namesAndStringsCountUtf8Bytes() {
    assertEquals(4 + 3, ItemSize.of(Map.of("name", AttributeValue.fromS("abc"))));
    // é is 2 bytes, ✓ 3, 😀 4 (a surrogate pair)
    assertEquals(2 + 2 + 3 + 4, ItemSize.of(Map.of("é", AttributeValue.fromS("é✓😀"))));
  }

  @Test
  void numbersCountOneBytePerTwoSignificantDigitsPlusOne() {
    assertEquals(2, ItemSize.numberSize("1"));
    assertEquals(2, ItemSize.numberSize("12"));
    assertEquals(3, ItemSize.numberSize("123"));
    assertEquals(2, ItemSize.numberSize("1000000")); // trailing zeros do not count
    assertEquals(2, ItemSize.numberSize("0.0001"));   // nor leading ones
    assertEquals(3, ItemSize.numberSize("-12.5"));
    assertEquals(2, ItemSize.numberSize("1E+10"));
    assertEquals(20, ItemSize.numberSize("1234567890123456789012345678901234567.8")); // 38 digits
  }

  @Test
  void otherTypes() {
    assertEquals(1, ItemSize.valueSize(AttributeValue.fromBool(true)));
    assertEquals(1, ItemSize.valueSize(AttributeValue.fromNul(true)));
    assertEquals(5, ItemSize.valueSize(AttributeValue.fromB(SdkBytes.fromByteArray(new byte[5]))));
    assertEquals(2 + 2, ItemSize.valueSize(AttributeValue.fromSs(List.of("ab", "cd"))));
    assertEquals(2 + 3, ItemSize.valueSize(AttributeValue.fromNs(List.of("1", "123"))));
    // list: 3 bytes + 1 per element + contents
    assertEquals(3 + 2 + 1 + 2, ItemSize.valueSize(AttributeValue.fromL(
        List.of(AttributeValue.fromS("x"), AttributeValue.fromN("5")))));
    // map: 3 bytes + 1 per entry + names + contents
    assertEquals(3 + 1 + 1 + 2, ItemSize.valueSize(AttributeValue.fromM(Map.of("k", AttributeValue.fromS("vv")))));
  }

  /** A table client that never sends anything: the checks below run before any request. */
  private static final KeyAttributes KEYS = new KeyAttributes("PK", "SK");

  @Test
  void checkRefusesAnItemOver400KbCountingUtf8BytesNotCharacters() {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("PK", AttributeValue.fromS("A"));
    item.put("SK", AttributeValue.fromS("B"));
    long overhead = ItemSize.of(item) + "note".length();
    item.put("note", AttributeValue.fromS("é".repeat((int) (409_600 - overhead) / 2)));
    assertEquals(409_600, ItemSize.check(KEYS, item));

    item.put("note", AttributeValue.fromS("é".repeat((int) (409_600 - overhead) / 2) + "x"));
    ItemTooLargeException e = assertThrows(ItemTooLargeException.class, () -> ItemSize.check(KEYS, "things.put", item));
    assertEquals(409_601, e.size());
    assertEquals("PK=\"A\", SK=\"B\"", e.key());
    assertTrue(e.getMessage().startsWith("things.put: the item at PK=\"A\", SK=\"B\" is 409601 bytes"), e.getMessage());
  }

  @Test
  void checkUpdateCountsTheKeyAndTheSetAttributesAndSaysTheRestIsUnknown() {
    Map<String, AttributeValue> key = Map.of("PK", AttributeValue.fromS("A"), "SK", AttributeValue.fromS("B"));
    Map<String, AttributeValue> sets = new LinkedHashMap<>();
    sets.put("a", AttributeValue.fromS("x".repeat(200_000)));
    sets.put("b", AttributeValue.fromS("é".repeat(100_000)));
    // key 2+1 + 2+1, a 1+200,000, b 1+200,000 (é is 2 bytes)
    assertEquals(6 + 200_001 + 200_001, ItemSize.checkUpdate(KEYS, "things.update", key, sets));

    sets.put("c", AttributeValue.fromS("✓".repeat(3_200)));
    ItemTooLargeException e = assertThrows(ItemTooLargeException.class,
        () -> ItemSize.checkUpdate(KEYS, "things.update", key, sets));
    assertEquals(6 + 200_001 + 200_001 + 1 + 9_600, e.size()); // ✓ is 3 bytes
    assertTrue(e.getMessage().contains("whatever else the item holds"), e.getMessage());
    assertTrue(e.getMessage().startsWith("things.update: the key and the attributes this update sets"), e.getMessage());
  }
}
