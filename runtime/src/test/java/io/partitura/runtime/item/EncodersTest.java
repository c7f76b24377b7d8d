package io.partitura.runtime.item;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Each shared encoder writes what its {@link Items} method writes, and each decoder reads it back. */
class EncodersTest {
  private enum Tier { GOLD }

  @Test
  void everyEncoderWritesWhatItsItemsMethodWrites() {
    Instant now = Instant.parse("2026-12-05T01:02:03.456Z");
    UUID id = UUID.fromString("00000000-0000-0000-0000-00000000002a");
    assertEquals(Items.string("a"), Encoders.STRING.apply("a"));
    assertEquals(Items.number(2.5), Encoders.NUMBER.apply(2.5));
    assertEquals(Items.bool(true), Encoders.BOOL.apply(true));
    assertEquals(Items.instant(now), Encoders.INSTANT.apply(now));
    assertEquals(Items.epochSeconds(now), Encoders.EPOCH_SECONDS.apply(now));
    assertEquals(Items.localDate(LocalDate.of(2026, 12, 5)), Encoders.LOCAL_DATE.apply(LocalDate.of(2026, 12, 5)));
    LocalDateTime local = LocalDateTime.of(2026, 12, 5, 1, 2);
    assertEquals(Items.localDateTime(local), Encoders.LOCAL_DATE_TIME.apply(local));
    assertEquals(Items.uuid(id), Encoders.UUID.apply(id));
    assertEquals(Items.enumName(Tier.GOLD), Encoders.ENUM_NAME.apply(Tier.GOLD));
    assertEquals(Items.bytes(new byte[] {1, 2}), Encoders.BYTES.apply(new byte[] {1, 2}));
    assertEquals(Items.stringSet(Set.of("x")), Encoders.STRING_SET.apply(Set.of("x")));
    assertEquals(Items.numberSet(Set.of(1, 2)), Encoders.NUMBER_SET.apply(Set.of(1, 2)));
    assertEquals(Items.stringSet(Set.of("x")), Encoders.STRING_SET_ELEMENTS.apply(Set.of("x")));
    assertEquals(Items.numberSet(Set.of(3L)), Encoders.NUMBER_SET_ELEMENTS.apply(Set.of(3L)));
    assertEquals(Items.list(List.of("a", "b"), Encoders.STRING), Encoders.STRING_LIST.apply(List.of("a", "b")));
    assertEquals(Items.map(Map.of("k", "v"), Encoders.STRING), Encoders.STRING_MAP.apply(Map.of("k", "v")));
    // A set setter given null removes the attribute; the elements of an ADD or DELETE are written as Items does.
    assertNull(Encoders.STRING_SET.apply(null));
    assertNull(Encoders.NUMBER_SET.apply(null));
    assertEquals(Items.string(null), Encoders.STRING.apply(null));
  }

  @Test
  void everyDecoderReadsWhatItsEncoderWrote() {
    Instant now = Instant.parse("2026-12-05T01:02:03.456Z");
    UUID id = UUID.fromString("00000000-0000-0000-0000-00000000002a");
    assertEquals("a", Decoders.STRING.apply(Encoders.STRING.apply("a")));
    assertEquals(7, Decoders.INTEGER.apply(Encoders.NUMBER.apply(7)));
    assertEquals(7L, Decoders.LONG.apply(Encoders.NUMBER.apply(7L)));
    assertEquals((short) 7, Decoders.SHORT.apply(Encoders.NUMBER.apply((short) 7)));
    assertEquals((byte) 7, Decoders.BYTE.apply(Encoders.NUMBER.apply((byte) 7)));
    assertEquals(2.5, Decoders.DOUBLE.apply(Encoders.NUMBER.apply(2.5)));
    assertEquals(2.5f, Decoders.FLOAT.apply(Encoders.NUMBER.apply(2.5f)));
    assertEquals(new BigDecimal("1.25"), Decoders.BIG_DECIMAL.apply(Encoders.NUMBER.apply(new BigDecimal("1.25"))));
    assertEquals(BigInteger.TEN, Decoders.BIG_INTEGER.apply(Encoders.NUMBER.apply(BigInteger.TEN)));
    assertEquals(true, Decoders.BOOLEAN.apply(Encoders.BOOL.apply(true)));
    assertEquals(now, Decoders.INSTANT.apply(Encoders.INSTANT.apply(now)));
    assertEquals(now.truncatedTo(ChronoUnit.SECONDS).plusSeconds(1),
        Decoders.EPOCH_SECONDS.apply(Encoders.EPOCH_SECONDS.apply(now)));
    assertEquals(LocalDate.of(2026, 12, 5), Decoders.LOCAL_DATE.apply(Encoders.LOCAL_DATE.apply(LocalDate.of(2026, 12, 5))));
    LocalDateTime local = LocalDateTime.of(2026, 12, 5, 1, 2);
    assertEquals(local, Decoders.LOCAL_DATE_TIME.apply(Encoders.LOCAL_DATE_TIME.apply(local)));
    assertEquals(id, Decoders.UUID.apply(Encoders.UUID.apply(id)));
    assertArrayEquals(new byte[] {1, 2}, Decoders.BYTES.apply(Encoders.BYTES.apply(new byte[] {1, 2})));
    assertEquals(Set.of("x", "y"), Decoders.STRING_SET.apply(Encoders.STRING_SET.apply(Set.of("x", "y"))));
    assertEquals(List.of("a", "b"), Decoders.STRING_LIST.apply(Encoders.STRING_LIST.apply(List.of("a", "b"))));
    assertEquals(Map.of("k", "v"), Decoders.STRING_MAP.apply(Encoders.STRING_MAP.apply(Map.of("k", "v"))));
    AttributeValue list = AttributeValue.fromL(List.of(AttributeValue.fromS("z")));
    assertEquals(Items.asList(list, Items::asString), Decoders.STRING_LIST.apply(list));
  }
}
