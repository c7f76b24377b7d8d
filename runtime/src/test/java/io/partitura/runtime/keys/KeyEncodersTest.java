package io.partitura.runtime.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.runtime.exceptions.InvalidKeyException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** A range's shared encoders write exactly what KeyCodec's encoders write for the same part. */
class KeyEncodersTest {
  enum Status { OPEN, CLOSED }

  @Test
  void eachEncoderIsKeyCodecsEncoderOfTheSamePart() {
    assertEquals(KeyCodec.encodeString("Order.orderId", "a#b"), KeyEncoders.string("Order.orderId").apply("a#b"));
    assertEquals(KeyCodec.encodeInt("Line.no", -42), KeyEncoders.integer("Line.no").apply(-42));
    assertEquals(KeyCodec.encodeLong("Event.seq", Long.MIN_VALUE), KeyEncoders.longValue("Event.seq").apply(Long.MIN_VALUE));
    Instant at = Instant.parse("2026-12-05T06:00:00.123Z");
    assertEquals(KeyCodec.encodeInstant("Event.at", at), KeyEncoders.instant("Event.at").apply(at));
    LocalDate day = LocalDate.of(2026, 12, 5);
    assertEquals(KeyCodec.encodeLocalDate("Event.day", day), KeyEncoders.localDate("Event.day").apply(day));
    LocalDateTime time = LocalDateTime.of(2026, 12, 5, 6, 0).truncatedTo(ChronoUnit.SECONDS);
    assertEquals(KeyCodec.encodeLocalDateTime("Event.time", time), KeyEncoders.localDateTime("Event.time").apply(time));
    UUID id = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    assertEquals(KeyCodec.encodeUuid("Order.id", id), KeyEncoders.uuid("Order.id").apply(id));
    assertEquals(KeyCodec.encodeEnum("Order.status", Status.CLOSED),
        KeyEncoders.<Status>enumName("Order.status").apply(Status.CLOSED));
  }

  @Test
  void aRefusedValueNamesThePart() {
    InvalidKeyException refused = assertThrows(InvalidKeyException.class,
        () -> KeyEncoders.string("Order.orderId").apply(""));
    assertEquals(true, refused.getMessage().startsWith("Order.orderId"), refused.getMessage());
  }
}
