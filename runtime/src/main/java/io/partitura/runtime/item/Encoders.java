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
 */
public final class Encoders {
  public static final Function<String, AttributeValue> STRING = Items::string;
  /** Every number kind: {@link Items#number}. */
  public static final Function<Number, AttributeValue> NUMBER = Items::number;
  public static final Function<Boolean, AttributeValue> BOOL = Items::bool;
  public static final Function<Instant, AttributeValue> INSTANT = Items::instant;
  /** An {@code @ExpiresAt} instant: {@link Items#epochSeconds}. */
  public static final Function<Instant, AttributeValue> EPOCH_SECONDS = Items::epochSeconds;
  public static final Function<LocalDate, AttributeValue> LOCAL_DATE = Items::localDate;
  public static final Function<LocalDateTime, AttributeValue> LOCAL_DATE_TIME = Items::localDateTime;
  public static final Function<UUID, AttributeValue> UUID = Items::uuid;
  /** Every enum, by name: {@link Items#enumName}. */
  public static final Function<Enum<?>, AttributeValue> ENUM_NAME = Items::enumName;
  public static final Function<byte[], AttributeValue> BYTES = Items::bytes;
  /** A set component's value: {@link Items#stringSet}, SS; null for an empty set and for null (a setter removes). */
  public static final Function<Set<String>, AttributeValue> STRING_SET =
      values -> values == null ? null : Items.stringSet(values);
  /** A set component's value: {@link Items#numberSet}, NS; null for an empty set and for null (a setter removes). */
  public static final Function<Set<? extends Number>, AttributeValue> NUMBER_SET =
      values -> values == null ? null : Items.numberSet(values);
  /** The elements an update adds to or deletes from a set: {@link Items#stringSet}, a null set as {@code NUL}. */
  public static final Function<Set<String>, AttributeValue> STRING_SET_ELEMENTS = Items::stringSet;
  /** The elements an update adds to or deletes from a set: {@link Items#numberSet}, a null set as {@code NUL}. */
  public static final Function<Set<? extends Number>, AttributeValue> NUMBER_SET_ELEMENTS = Items::numberSet;

  /** {@code List<String>} as L: {@link Items#list} with {@link #STRING}. */
  public static final Function<List<String>, AttributeValue> STRING_LIST = list(STRING);
  /** {@code Map<String, String>} as M: {@link Items#map} with {@link #STRING}. */
  public static final Function<Map<String, String>, AttributeValue> STRING_MAP = map(STRING);

  private Encoders() {}

  /** A list as L, each element through {@code element}: {@link Items#list}. */
  public static <T> Function<List<T>, AttributeValue> list(Function<? super T, AttributeValue> element) {
    return values -> Items.list(values, element);
  }

  /** A map as M, each value through {@code element}: {@link Items#map}. */
  public static <T> Function<Map<String, T>, AttributeValue> map(Function<? super T, AttributeValue> element) {
    return values -> Items.map(values, element);
  }
}
