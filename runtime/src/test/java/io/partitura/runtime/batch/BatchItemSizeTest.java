package io.partitura.runtime.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class BatchItemSizeTest {
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
}
