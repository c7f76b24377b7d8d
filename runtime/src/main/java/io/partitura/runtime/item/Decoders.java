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
 */
public final class Decoders {
  public static final Function<AttributeValue, String> STRING = Items::asString;
  public static final Function<AttributeValue, Integer> INTEGER = Items::asInteger;
  public static final Function<AttributeValue, Long> LONG = Items::asLong;
  public static final Function<AttributeValue, Short> SHORT = Items::asShort;
  public static final Function<AttributeValue, Byte> BYTE = Items::asByte;
  public static final Function<AttributeValue, Double> DOUBLE = Items::asDouble;
  public static final Function<AttributeValue, Float> FLOAT = Items::asFloat;
  public static final Function<AttributeValue, BigDecimal> BIG_DECIMAL = Items::asBigDecimal;
  public static final Function<AttributeValue, BigInteger> BIG_INTEGER = Items::asBigInteger;
  public static final Function<AttributeValue, Boolean> BOOLEAN = Items::asBoolean;
  public static final Function<AttributeValue, Instant> INSTANT = Items::asInstant;
  /** An {@code @ExpiresAt} instant: {@link Items#asEpochSeconds}. */
  public static final Function<AttributeValue, Instant> EPOCH_SECONDS = Items::asEpochSeconds;
  public static final Function<AttributeValue, LocalDate> LOCAL_DATE = Items::asLocalDate;
  public static final Function<AttributeValue, LocalDateTime> LOCAL_DATE_TIME = Items::asLocalDateTime;
  public static final Function<AttributeValue, UUID> UUID = Items::asUuid;
  public static final Function<AttributeValue, byte[]> BYTES = Items::asBytes;
  public static final Function<AttributeValue, Set<String>> STRING_SET = Items::asStringSet;

  /** An L of strings: {@link Items#asList} with {@link #STRING}. */
  public static final Function<AttributeValue, List<String>> STRING_LIST = value -> Items.asList(value, STRING);
  /** An M of strings: {@link Items#asMap} with {@link #STRING}. */
  public static final Function<AttributeValue, Map<String, String>> STRING_MAP = value -> Items.asMap(value, STRING);

  private Decoders() {}
}
