package io.partitura.runtime.item;

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
 * {@link Items}' element writers as shared functions, for generated code to pass where it needs an encoder
 * ({@code set("title", title, Encoders.STRING)}, {@code new StringCondition("title", Encoders.STRING)},
 * {@code Items.putList(item, "tags", tags, Encoders.STRING)}): one constant here instead of a lambda or method
 * reference per use, each of which javac would attribute, infer and turn into a method again in every generated
 * class. Each writes exactly what its {@code Items} method writes, null as {@code NUL}.
 *
 * <p>The constants are instances of one class that switches on its kind, not lambdas: a lambda constant is spun
 * into a class by the JVM when this class is initialised, all of them at once, which a cold start pays for
 * (measurement 2 of the benchmarks: 35 lambda constants here and in {@link Decoders} cost about 5 ms).
 */
public final class Encoders {
  public static final Function<String, AttributeValue> STRING = new Encoder<>(Encoder.STRING);
  /** Every number kind: {@link Items#number}. */
  public static final Function<Number, AttributeValue> NUMBER = new Encoder<>(Encoder.NUMBER);
  public static final Function<Boolean, AttributeValue> BOOL = new Encoder<>(Encoder.BOOL);
  public static final Function<Instant, AttributeValue> INSTANT = new Encoder<>(Encoder.INSTANT);
  /** An {@code @ExpiresAt} instant: {@link Items#epochSeconds}. */
  public static final Function<Instant, AttributeValue> EPOCH_SECONDS = new Encoder<>(Encoder.EPOCH_SECONDS);
  public static final Function<LocalDate, AttributeValue> LOCAL_DATE = new Encoder<>(Encoder.LOCAL_DATE);
  public static final Function<LocalDateTime, AttributeValue> LOCAL_DATE_TIME = new Encoder<>(Encoder.LOCAL_DATE_TIME);
  public static final Function<UUID, AttributeValue> UUID = new Encoder<>(Encoder.UUID);
  /** Every enum, by name: {@link Items#enumName}. */
  public static final Function<Enum<?>, AttributeValue> ENUM_NAME = new Encoder<>(Encoder.ENUM_NAME);
  public static final Function<byte[], AttributeValue> BYTES = new Encoder<>(Encoder.BYTES);
  /** A set component's value: {@link Items#stringSet}, SS; null for an empty set and for null (a setter removes). */
  public static final Function<Set<String>, AttributeValue> STRING_SET = new Encoder<>(Encoder.STRING_SET);
  /** A set component's value: {@link Items#numberSet}, NS; null for an empty set and for null (a setter removes). */
  public static final Function<Set<? extends Number>, AttributeValue> NUMBER_SET = new Encoder<>(Encoder.NUMBER_SET);
  /** The elements an update adds to or deletes from a set: {@link Items#stringSet}, a null set as {@code NUL}. */
  public static final Function<Set<String>, AttributeValue> STRING_SET_ELEMENTS =
      new Encoder<>(Encoder.STRING_SET_ELEMENTS);
  /** The elements an update adds to or deletes from a set: {@link Items#numberSet}, a null set as {@code NUL}. */
  public static final Function<Set<? extends Number>, AttributeValue> NUMBER_SET_ELEMENTS =
      new Encoder<>(Encoder.NUMBER_SET_ELEMENTS);

  /** {@code List<String>} as L: {@link Items#list} with {@link #STRING}. */
  public static final Function<List<String>, AttributeValue> STRING_LIST = list(STRING);
  /** {@code Map<String, String>} as M: {@link Items#map} with {@link #STRING}. */
  public static final Function<Map<String, String>, AttributeValue> STRING_MAP = map(STRING);

  private Encoders() {}

  /** A list as L, each element through {@code element}: {@link Items#list}. */
  public static <T> Function<List<T>, AttributeValue> list(Function<? super T, AttributeValue> element) {
    return new ListEncoder<>(element);
  }

  /** A map as M, each value through {@code element}: {@link Items#map}. */
  public static <T> Function<Map<String, T>, AttributeValue> map(Function<? super T, AttributeValue> element) {
    return new MapEncoder<>(element);
  }

  /** One of the constants above: {@code kind} says which {@code Items} method it calls. */
  private static final class Encoder<V> implements Function<V, AttributeValue> {
    static final int STRING = 0;
    static final int NUMBER = 1;
    static final int BOOL = 2;
    static final int INSTANT = 3;
    static final int EPOCH_SECONDS = 4;
    static final int LOCAL_DATE = 5;
    static final int LOCAL_DATE_TIME = 6;
    static final int UUID = 7;
    static final int ENUM_NAME = 8;
    static final int BYTES = 9;
    static final int STRING_SET = 10;
    static final int NUMBER_SET = 11;
    static final int STRING_SET_ELEMENTS = 12;
    static final int NUMBER_SET_ELEMENTS = 13;

    private final int kind;

    Encoder(int kind) {
      this.kind = kind;
    }

    @Override
    @SuppressWarnings("unchecked")
    public AttributeValue apply(V value) {
      return switch (kind) {
        case STRING -> Items.string((String) value);
        case NUMBER -> Items.number((Number) value);
        case BOOL -> Items.bool((Boolean) value);
        case INSTANT -> Items.instant((Instant) value);
        case EPOCH_SECONDS -> Items.epochSeconds((Instant) value);
        case LOCAL_DATE -> Items.localDate((LocalDate) value);
        case LOCAL_DATE_TIME -> Items.localDateTime((LocalDateTime) value);
        case UUID -> Items.uuid((java.util.UUID) value);
        case ENUM_NAME -> Items.enumName((Enum<?>) value);
        case BYTES -> Items.bytes((byte[]) value);
        case STRING_SET -> value == null ? null : Items.stringSet((Set<String>) value);
        case NUMBER_SET -> value == null ? null : Items.numberSet((Set<? extends Number>) value);
        case STRING_SET_ELEMENTS -> Items.stringSet((Set<String>) value);
        case NUMBER_SET_ELEMENTS -> Items.numberSet((Set<? extends Number>) value);
        default -> throw new IllegalStateException("encoder kind " + kind);
      };
    }
  }

  private static final class ListEncoder<T> implements Function<List<T>, AttributeValue> {
    private final Function<? super T, AttributeValue> element;

    ListEncoder(Function<? super T, AttributeValue> element) {
      this.element = element;
    }

    @Override
    public AttributeValue apply(List<T> values) {
      return Items.list(values, element);
    }
  }

  private static final class MapEncoder<T> implements Function<Map<String, T>, AttributeValue> {
    private final Function<? super T, AttributeValue> element;

    MapEncoder(Function<? super T, AttributeValue> element) {
      this.element = element;
    }

    @Override
    public AttributeValue apply(Map<String, T> values) {
      return Items.map(values, element);
    }
  }
}
