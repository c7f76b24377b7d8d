package io.partitura.runtime.keys;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;
import java.util.function.Function;

/**
 * {@link KeyCodec}'s encoders as functions of the value alone, for a key range's bounds ({@code within(range,
 * KeyEncoders.string("Order.orderId"))}): the lambda lives here once, not in every generated range listing, where
 * javac would compile one per listing (issue 22). {@code name} is the key part named in errors. A range's bounds are
 * never null ({@code KeyRange} refuses them), so {@code int} and {@code Integer} parts share one encoder, as do
 * {@code long} and {@code Long}.
 */
public final class KeyEncoders {
  private KeyEncoders() {}

  public static Function<String, String> string(String name) {
    return value -> KeyCodec.encodeString(name, value);
  }

  public static Function<Integer, String> integer(String name) {
    return value -> KeyCodec.encodeInteger(name, value);
  }

  public static Function<Long, String> longValue(String name) {
    return value -> KeyCodec.encodeLongObject(name, value);
  }

  public static Function<Instant, String> instant(String name) {
    return value -> KeyCodec.encodeInstant(name, value);
  }

  public static Function<LocalDate, String> localDate(String name) {
    return value -> KeyCodec.encodeLocalDate(name, value);
  }

  public static Function<LocalDateTime, String> localDateTime(String name) {
    return value -> KeyCodec.encodeLocalDateTime(name, value);
  }

  public static Function<UUID, String> uuid(String name) {
    return value -> KeyCodec.encodeUuid(name, value);
  }

  public static <E extends Enum<E>> Function<E, String> enumName(String name) {
    return value -> KeyCodec.encodeEnum(name, value);
  }
}
