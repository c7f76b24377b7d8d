package io.partitura.runtime.item;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link Items}' element readers as shared functions, for generated codecs to pass to {@link Items#get},
 * {@link Items#asList} and {@link Items#asMap} ({@code Items.get(item, "tags", Decoders.STRING_LIST)}): one
 * constant here instead of a lambda or method reference per use, each of which javac would attribute, infer and
 * turn into a method again in every generated codec. Each reads exactly what its {@code Items} method reads.
 * Instances of one class switching on its kind, not lambdas, for the cold start's sake (see {@link Encoders}).
 */
public final class Decoders {
  public static final Function<AttributeValue, String> STRING = new Decoder<>(Decoder.STRING);
  public static final Function<AttributeValue, Integer> INTEGER = new Decoder<>(Decoder.INTEGER);
  public static final Function<AttributeValue, Long> LONG = new Decoder<>(Decoder.LONG);
  public static final Function<AttributeValue, Short> SHORT = new Decoder<>(Decoder.SHORT);
  public static final Function<AttributeValue, Byte> BYTE = new Decoder<>(Decoder.BYTE);
  public static final Function<AttributeValue, Double> DOUBLE = new Decoder<>(Decoder.DOUBLE);
  public static final Function<AttributeValue, Float> FLOAT = new Decoder<>(Decoder.FLOAT);
  public static final Function<AttributeValue, BigDecimal> BIG_DECIMAL = new Decoder<>(Decoder.BIG_DECIMAL);
  public static final Function<AttributeValue, BigInteger> BIG_INTEGER = new Decoder<>(Decoder.BIG_INTEGER);
  public static final Function<AttributeValue, Boolean> BOOLEAN = new Decoder<>(Decoder.BOOLEAN);
  public static final Function<AttributeValue, Instant> INSTANT = new Decoder<>(Decoder.INSTANT);
  /** An {@code @ExpiresAt} instant: {@link Items#asEpochSeconds}. */
  public static final Function<AttributeValue, Instant> EPOCH_SECONDS = new Decoder<>(Decoder.EPOCH_SECONDS);
  public static final Function<AttributeValue, LocalDate> LOCAL_DATE = new Decoder<>(Decoder.LOCAL_DATE);
  public static final Function<AttributeValue, LocalDateTime> LOCAL_DATE_TIME = new Decoder<>(Decoder.LOCAL_DATE_TIME);
  public static final Function<AttributeValue, UUID> UUID = new Decoder<>(Decoder.UUID);
  public static final Function<AttributeValue, byte[]> BYTES = new Decoder<>(Decoder.BYTES);
  public static final Function<AttributeValue, Set<String>> STRING_SET = new Decoder<>(Decoder.STRING_SET);
  /** An L of strings: {@link Items#asList} with {@link #STRING}. */
  public static final Function<AttributeValue, List<String>> STRING_LIST = new Decoder<>(Decoder.STRING_LIST);
  /** An M of strings: {@link Items#asMap} with {@link #STRING}. */
  public static final Function<AttributeValue, Map<String, String>> STRING_MAP = new Decoder<>(Decoder.STRING_MAP);

  private Decoders() {}

  /** One of the constants above: {@code kind} says which {@code Items} method it calls. */
  private static final class Decoder<V> implements Function<AttributeValue, V> {
    static final int STRING = 0;
    static final int INTEGER = 1;
    static final int LONG = 2;
    static final int SHORT = 3;
    static final int BYTE = 4;
    static final int DOUBLE = 5;
    static final int FLOAT = 6;
    static final int BIG_DECIMAL = 7;
    static final int BIG_INTEGER = 8;
    static final int BOOLEAN = 9;
    static final int INSTANT = 10;
    static final int EPOCH_SECONDS = 11;
    static final int LOCAL_DATE = 12;
    static final int LOCAL_DATE_TIME = 13;
    static final int UUID = 14;
    static final int BYTES = 15;
    static final int STRING_SET = 16;
    static final int STRING_LIST = 17;
    static final int STRING_MAP = 18;

    private final int kind;

    Decoder(int kind) {
      this.kind = kind;
    }

    @Override
    @SuppressWarnings("unchecked")
    public V apply(AttributeValue value) {
      Object decoded = switch (kind) {
        case STRING -> Items.asString(value);
        case INTEGER -> Items.asInteger(value);
        case LONG -> Items.asLong(value);
        case SHORT -> Items.asShort(value);
        case BYTE -> Items.asByte(value);
        case DOUBLE -> Items.asDouble(value);
        case FLOAT -> Items.asFloat(value);
        case BIG_DECIMAL -> Items.asBigDecimal(value);
        case BIG_INTEGER -> Items.asBigInteger(value);
        case BOOLEAN -> Items.asBoolean(value);
        case INSTANT -> Items.asInstant(value);
        case EPOCH_SECONDS -> Items.asEpochSeconds(value);
        case LOCAL_DATE -> Items.asLocalDate(value);
        case LOCAL_DATE_TIME -> Items.asLocalDateTime(value);
        case UUID -> Items.asUuid(value);
        case BYTES -> Items.asBytes(value);
        case STRING_SET -> Items.asStringSet(value);
        case STRING_LIST -> Items.asList(value, Decoders.STRING);
        case STRING_MAP -> Items.asMap(value, Decoders.STRING);
        default -> throw new IllegalStateException("decoder kind " + kind);
      };
      return (V) decoded;
    }
  }
}
