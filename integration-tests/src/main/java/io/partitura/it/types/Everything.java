package io.partitura.it.types;

import io.partitura.annotations.Attribute;
import io.partitura.annotations.Convert;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * One component of every attribute type Partitura supports: PK=ALL#&lt;id&gt;, SK=META. Records compare
 * arrays by reference, so tests compare {@code bytes} with {@code assertArrayEquals}.
 */
@Parent(table = Kitchen.class, prefix = "ALL")
public record Everything(
    @Key UUID id,
    String text,
    int primitiveInt,
    Integer boxedInt,
    long primitiveLong,
    Long boxedLong,
    short primitiveShort,
    Short boxedShort,
    byte primitiveByte,
    double primitiveDouble,
    Double boxedDouble,
    float primitiveFloat,
    boolean primitiveBoolean,
    Boolean boxedBoolean,
    BigDecimal decimal,
    BigInteger bigInteger,
    Instant instant,
    LocalDate date,
    LocalDateTime dateTime,
    UUID uuid,
    Flavour flavour,
    byte[] bytes,
    List<String> strings,
    List<List<Integer>> matrix,
    List<Address> addresses,
    Set<String> tags,
    Set<Long> numbers,
    Map<String, String> labels,
    Map<String, Address> addressBook,
    Address address,
    Optional<String> nickname,
    Optional<Instant> seenAt,
    @Convert(MoneyConverter.class) Money price,
    @Attribute("renamed_attr") String renamed) {}
