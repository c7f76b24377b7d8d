package io.partitura.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class KeyFormatTest {
  @Test
  void aPrefixIsNonEmptyAndHoldsNothingAPartWouldEscape() {
    assertTrue(KeyFormat.isValidPrefix("PROJ"));
    assertTrue(KeyFormat.isValidPrefix("order_line-2"));
    assertFalse(KeyFormat.isValidPrefix(null));
    assertFalse(KeyFormat.isValidPrefix(""));
    for (String invalid : new String[] {"A#B", "A$B", "A B", "A!B", "A\"B", "A\tB"}) {
      assertFalse(KeyFormat.isValidPrefix(invalid), invalid);
    }
    assertTrue(KeyFormat.isValidPrefix("A%B"), "'%' (0x25) is the first char kept as it is");
  }

  @Test
  void theEscapeRuleCoversEveryCharUpToTheEscapeItself() {
    for (char c = 0; c <= '$'; c++) {
      assertTrue(KeyFormat.needsEscape(c), "U+" + (int) c);
    }
    assertFalse(KeyFormat.needsEscape('%'));
    assertEquals('S', (char) (KeyFormat.SEPARATOR + KeyFormat.ESCAPE_OFFSET), "'#' is written as \"$S\"");
  }

  @Test
  void aSortKeyUnderAPrefixIsThePrefixOrBeginsWithItAndTheSeparator() {
    assertEquals("LINE#", KeyFormat.sortKeyPrefix("LINE"));
    assertTrue(KeyFormat.isUnderPrefix("META", "META"));
    assertTrue(KeyFormat.isUnderPrefix("META#x", "META"));
    assertFalse(KeyFormat.isUnderPrefix("METADATA", "META"), "a longer prefix is another entity's");
    assertEquals("A#B", KeyFormat.join("A", "B"));
  }

  @Test
  void aShardSuffixIsTheLastPartOfAPartitionKey() {
    assertEquals("WS#acme#03", KeyFormat.withShard("WS#acme", "03"));
    assertEquals("WS#acme", KeyFormat.withoutShard("WS#acme#03"));
  }
}
