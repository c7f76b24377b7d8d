package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeName;
import io.partitura.processor.model.AttributeType.ScalarKind;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes the statements and expressions that store one component in an item and read it back, as
 * calls to the runtime's {@code Items} helpers. Converters met along the way become fields of the
 * generated class (one instance per converter type).
 */
final class AttributeCode {
  private static final ClassName ITEMS = Names.ITEMS;
  private static final ClassName ENCODERS = Names.ENCODERS;
  private static final ClassName DECODERS = Names.DECODERS;

  private final Map<TypeName, String> converterFields = new LinkedHashMap<>();
  /** The repository whose private map codecs store nested records: each entity's repository holds its own. */
  private final EntityModel owner;

  AttributeCode(EntityModel owner) {
    this.owner = owner;
  }

  /** {@code OfficeRepository.AddressMapCodec}: where a nested record's codec is, for this class's entity. */
  private ClassName mapCodec(AttributeType.Nested nested) {
    return Naming.mapCodec(owner, nested.recordName());
  }

  /** Fields holding the converters used, to add to the generated class. */
  List<FieldSpec> converterFields() {
    return converterFields.entrySet().stream()
        .map(entry -> FieldSpec.builder(entry.getKey(), entry.getValue(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("new $T()", entry.getKey())
            .build())
        .toList();
  }

  /** {@code Items.putX(item, "name", value);} — skips nulls, so no null attribute is ever written. */
  CodeBlock put(ComponentModel component, String item, CodeBlock value) {
    return put(component.attributeType(), component.attributeName(), item, value);
  }

  private CodeBlock put(AttributeType type, String name, String item, CodeBlock value) {
    if (type instanceof AttributeType.Id id) {
      return put(id.component(), name, item, unwrap(id, value));
    }
    if (type instanceof AttributeType.Scalar scalar) {
      return CodeBlock.of("$T.$L($L, $S, $L);\n", ITEMS, putMethod(scalar.kind()), item, name, value);
    }
    if (type instanceof AttributeType.ListOf list) {
      return CodeBlock.of("$T.putList($L, $S, $L, $L);\n", ITEMS, item, name, value, writer(list.element(), 0));
    }
    if (type instanceof AttributeType.MapOf map) {
      return CodeBlock.of("$T.putMap($L, $S, $L, $L);\n", ITEMS, item, name, value, writer(map.value(), 0));
    }
    if (type instanceof AttributeType.SetOf set) {
      boolean strings = ((AttributeType.Scalar) set.element()).kind() == ScalarKind.STRING;
      return CodeBlock.of("$T.$L($L, $S, $L);\n", ITEMS, strings ? "putStringSet" : "putNumberSet", item, name, value);
    }
    if (type instanceof AttributeType.OptionalOf optional) {
      AttributeType stored = optional.value() instanceof AttributeType.Id id ? id.component() : optional.value();
      return put(stored, name, item, orElseNull(optional, value));
    }
    if (type instanceof AttributeType.Nested nested) {
      return CodeBlock.of("$T.put($L, $S, $L, $T::toAttributeValue);\n", ITEMS, item, name, value, mapCodec(nested));
    }
    AttributeType.Converted converted = (AttributeType.Converted) type;
    return CodeBlock.of("$T.put($L, $S, $L == null ? null : $L.transformFrom($L));\n",
        ITEMS, item, name, value, converter(converted), value);
  }

  /**
   * An expression turning {@code value} (of the component's type) into an AttributeValue, or into
   * null / NUL when there is nothing to store: for partial updates, where that means REMOVE.
   */
  CodeBlock value(ComponentModel component, CodeBlock value) {
    return value(component.attributeType(), value);
  }

  CodeBlock value(AttributeType type, CodeBlock value) {
    if (type instanceof AttributeType.Id id) {
      return value(id.component(), unwrap(id, value));
    }
    if (type instanceof AttributeType.Scalar scalar) {
      switch (scalar.kind()) {
        case INT:
        case LONG:
        case SHORT:
        case BYTE:
        case DOUBLE:
        case FLOAT:
          return CodeBlock.of("$T.number($L)", ITEMS, value);
        case BOOLEAN:
          return CodeBlock.of("$T.bool($L)", ITEMS, value);
        default:
          return CodeBlock.of("$T.$L($L)", ITEMS, elementWriter(scalar.kind()), value);
      }
    }
    if (type instanceof AttributeType.ListOf list) {
      return CodeBlock.of("$T.list($L, $L)", ITEMS, value, writer(list.element(), 0));
    }
    if (type instanceof AttributeType.MapOf map) {
      return CodeBlock.of("$T.map($L, $L)", ITEMS, value, writer(map.value(), 0));
    }
    if (type instanceof AttributeType.SetOf set) {
      boolean strings = ((AttributeType.Scalar) set.element()).kind() == ScalarKind.STRING;
      return CodeBlock.of("$L == null ? null : $T.$L($L)", value, ITEMS, strings ? "stringSet" : "numberSet", value);
    }
    if (type instanceof AttributeType.OptionalOf optional) {
      if (optional.value() instanceof AttributeType.Id id) {
        return value(id.component(), orElseNull(optional, value));
      }
      return CodeBlock.of("$L == null ? null : $L", value, value(optional.value(), CodeBlock.of("$L.orElse(null)", value)));
    }
    if (type instanceof AttributeType.Nested nested) {
      return CodeBlock.of("$T.toAttributeValue($L)", mapCodec(nested), value);
    }
    AttributeType.Converted converted = (AttributeType.Converted) type;
    return CodeBlock.of("$L == null ? null : $L.transformFrom($L)", value, converter(converted), value);
  }

  /**
   * The runtime's shared encoder ({@code Encoders.STRING}, {@code Encoders.list(Encoders.UUID)}) that turns the
   * value {@link #encoderArgument} gives into what {@link #value} computes (null as {@code NUL} where {@code value}
   * says null: both remove), or null when there is none (nested records, converters, optionals, collections of
   * those): they keep a lambda. A constant is what keeps javac from compiling a lambda per setter and condition.
   */
  CodeBlock encoder(AttributeType type) {
    if (type instanceof AttributeType.Id id) {
      return encoder(id.component());
    }
    if (type instanceof AttributeType.Scalar scalar) {
      return CodeBlock.of("$T.$L", ENCODERS, encoderConstant(scalar.kind()));
    }
    if (type instanceof AttributeType.SetOf set) {
      boolean strings = ((AttributeType.Scalar) set.element()).kind() == ScalarKind.STRING;
      return CodeBlock.of("$T.$L", ENCODERS, strings ? "STRING_SET" : "NUMBER_SET");
    }
    if (type instanceof AttributeType.ListOf list && list.element() instanceof AttributeType.Scalar element) {
      return element.kind() == ScalarKind.STRING ? CodeBlock.of("$T.STRING_LIST", ENCODERS)
          : CodeBlock.of("$T.list($L)", ENCODERS, encoder(element));
    }
    if (type instanceof AttributeType.MapOf map && map.value() instanceof AttributeType.Scalar element) {
      return element.kind() == ScalarKind.STRING ? CodeBlock.of("$T.STRING_MAP", ENCODERS)
          : CodeBlock.of("$T.map($L)", ENCODERS, encoder(element));
    }
    return null;
  }

  /** What to hand {@link #encoder}'s encoder: {@code value}, or a typed id's component. */
  static CodeBlock encoderArgument(AttributeType type, CodeBlock value) {
    return type instanceof AttributeType.Id id ? unwrap(id, value) : value;
  }

  private static String encoderConstant(ScalarKind kind) {
    switch (kind) {
      case BOOLEAN:
      case BOXED_BOOLEAN:
        return "BOOL";
      case ENUM:
        return "ENUM_NAME";
      case STRING: case INSTANT: case EPOCH_SECONDS: case LOCAL_DATE: case LOCAL_DATE_TIME: case UUID: case BYTES:
        return kind.name();
      default:
        return "NUMBER";
    }
  }

  /** An expression reading the component from {@code item}. */
  CodeBlock get(ComponentModel component, String item) {
    return get(component.attributeType(), component.attributeName(), item);
  }

  /**
   * Like {@link #get(ComponentModel, String)}, but a primitive component reads boxed, null when the attribute is
   * absent: for the attributes an index projection may lack (an item written without them).
   */
  CodeBlock getNullable(ComponentModel component, String item) {
    return get(nullable(component.attributeType()), component.attributeName(), item);
  }

  /** {@code type}, a primitive scalar read boxed (a typed id over one reads null when absent already). */
  private static AttributeType nullable(AttributeType type) {
    if (type instanceof AttributeType.Scalar scalar && scalar.javaType().isPrimitive()) {
      return new AttributeType.Scalar(boxed(scalar.kind()), scalar.javaType().box());
    }
    return type;
  }

  private static ScalarKind boxed(ScalarKind kind) {
    switch (kind) {
      case INT:
        return ScalarKind.BOXED_INT;
      case LONG:
        return ScalarKind.BOXED_LONG;
      case SHORT:
        return ScalarKind.BOXED_SHORT;
      case BYTE:
        return ScalarKind.BOXED_BYTE;
      case DOUBLE:
        return ScalarKind.BOXED_DOUBLE;
      case FLOAT:
        return ScalarKind.BOXED_FLOAT;
      case BOOLEAN:
        return ScalarKind.BOXED_BOOLEAN;
      default:
        throw new IllegalStateException("Not a primitive kind: " + kind);
    }
  }

  private CodeBlock get(AttributeType type, String name, String item) {
    if (type instanceof AttributeType.Scalar scalar) {
      String getter = getMethod(scalar.kind());
      if (scalar.kind() == ScalarKind.ENUM) {
        return CodeBlock.of("$T.getEnum($L, $S, $T.class)", ITEMS, item, name, scalar.javaType());
      }
      if (getter != null) {
        return CodeBlock.of("$T.$L($L, $S)", ITEMS, getter, item, name);
      }
    }
    if (type instanceof AttributeType.OptionalOf optional) {
      return CodeBlock.of("$T.ofNullable($L)", Optional.class, get(optional.value(), name, item));
    }
    if (type instanceof AttributeType.SetOf set) {
      // An empty set is stored as no attribute, so a missing one reads back as an empty set.
      ScalarKind kind = ((AttributeType.Scalar) set.element()).kind();
      if (kind == ScalarKind.STRING) {
        return CodeBlock.of("$T.getStringSet($L, $S)", ITEMS, item, name);
      }
      return CodeBlock.of("$T.getNumberSet($L, $S, $L)", ITEMS, item, name, numberParser(kind));
    }
    return CodeBlock.of("$T.get($L, $S, $L)", ITEMS, item, name, reader(type, 0));
  }

  /**
   * {@code value == null ? null : value.orElse(null)}: an Optional's value or null; for a typed id, its component
   * ({@code value.map(UserId::value)}), so that the id is unwrapped once.
   */
  private static CodeBlock orElseNull(AttributeType.OptionalOf optional, CodeBlock value) {
    if (optional.value() instanceof AttributeType.Id id) {
      return CodeBlock.of("$L == null ? null : $L.map($T::$L).orElse(null)", value, value, id.javaType(), id.accessor());
    }
    return CodeBlock.of("$L == null ? null : $L.orElse(null)", value, value);
  }

  /** {@code value == null ? null : value.accessor()}: a typed id's component, null for a null id. */
  static CodeBlock unwrap(AttributeType.Id id, CodeBlock value) {
    return CodeBlock.of("$L == null ? null : $L.$L()", value, value, id.accessor());
  }

  /** A {@code Function<T, AttributeValue>} for collection elements. */
  private CodeBlock writer(AttributeType type, int depth) {
    String v = "v" + depth;
    if (type instanceof AttributeType.Id id) {
      // Elements are never null here: the list and map writers store a null element as NUL themselves.
      return CodeBlock.of("$L -> $T.$L($L.$L())", v, ITEMS, elementWriter(id.component().kind()), v, id.accessor());
    }
    if (type instanceof AttributeType.Scalar scalar) {
      return CodeBlock.of("$T.$L", ENCODERS, encoderConstant(scalar.kind()));
    }
    if (type instanceof AttributeType.ListOf list) {
      return CodeBlock.of("$L -> $T.list($L, $L)", v, ITEMS, v, writer(list.element(), depth + 1));
    }
    if (type instanceof AttributeType.MapOf map) {
      return CodeBlock.of("$L -> $T.map($L, $L)", v, ITEMS, v, writer(map.value(), depth + 1));
    }
    if (type instanceof AttributeType.Nested nested) {
      return CodeBlock.of("$T::toAttributeValue", mapCodec(nested));
    }
    if (type instanceof AttributeType.Converted converted) {
      return CodeBlock.of("$L -> $L == null ? $T.nul() : $L.transformFrom($L)", v, v, ITEMS, converter(converted), v);
    }
    throw new IllegalStateException("Not an element type: " + type);
  }

  /** A {@code Function<AttributeValue, T>} reading an attribute or element. */
  private CodeBlock reader(AttributeType type, int depth) {
    String v = "v" + depth;
    if (type instanceof AttributeType.Id id) {
      // The component's reader, wrapped; Items.asId also reads the map {"value": …} older versions stored.
      return CodeBlock.of("$L -> $T.asId($L, $L, $T::new)", v, ITEMS, v, reader(id.component(), depth + 1),
          id.javaType());
    }
    if (type instanceof AttributeType.Scalar scalar) {
      if (scalar.kind() == ScalarKind.ENUM) {
        return CodeBlock.of("$L -> $T.asEnum($T.class, $L)", v, ITEMS, scalar.javaType(), v);
      }
      return CodeBlock.of("$T.$L", DECODERS, decoderConstant(scalar.kind()));
    }
    if (depth == 0 && type instanceof AttributeType.ListOf list && list.element() instanceof AttributeType.Scalar element
        && element.kind() == ScalarKind.STRING) {
      return CodeBlock.of("$T.STRING_LIST", DECODERS);
    }
    if (depth == 0 && type instanceof AttributeType.MapOf map && map.value() instanceof AttributeType.Scalar element
        && element.kind() == ScalarKind.STRING) {
      return CodeBlock.of("$T.STRING_MAP", DECODERS);
    }
    if (type instanceof AttributeType.ListOf list) {
      return CodeBlock.of("$L -> $T.asList($L, $L)", v, ITEMS, v, reader(list.element(), depth + 1));
    }
    if (type instanceof AttributeType.MapOf map) {
      return CodeBlock.of("$L -> $T.asMap($L, $L)", v, ITEMS, v, reader(map.value(), depth + 1));
    }
    if (type instanceof AttributeType.SetOf set) {
      ScalarKind kind = ((AttributeType.Scalar) set.element()).kind();
      if (kind == ScalarKind.STRING) {
        return CodeBlock.of("$T.STRING_SET", DECODERS);
      }
      return CodeBlock.of("$L -> $T.asNumberSet($L, $L)", v, ITEMS, v, numberParser(kind));
    }
    if (type instanceof AttributeType.Nested nested) {
      return CodeBlock.of("$T::fromAttributeValue", mapCodec(nested));
    }
    if (type instanceof AttributeType.Converted converted) {
      return CodeBlock.of("$L::transformTo", converter(converted));
    }
    throw new IllegalStateException("Cannot read " + type);
  }

  private String converter(AttributeType.Converted converted) {
    return converterFields.computeIfAbsent(converted.converterType(), type -> converterField((ClassName) type));
  }

  /**
   * {@code MONEY_CONVERTER} for {@code MoneyConverter}, {@code PREFIX_CONVERTER} for {@code Prefix}: ending in {@code
   * _CONVERTER}, no converter field takes the name of a generated constant ({@code INSTANCE}, the codec's key
   * constants {@code PREFIX}, {@code SHARDS}…), and two converters of one simple name get two fields.
   */
  private String converterField(ClassName converter) {
    String name = Naming.constantName(converter.simpleName());
    return Naming.fresh(name.endsWith("_CONVERTER") ? name : name + "_CONVERTER", converterFields.values());
  }

  private static CodeBlock numberParser(ScalarKind kind) {
    switch (kind) {
      case BOXED_INT:
        return CodeBlock.of("$T::valueOf", Integer.class);
      case BOXED_LONG:
        return CodeBlock.of("$T::valueOf", Long.class);
      case BOXED_SHORT:
        return CodeBlock.of("$T::valueOf", Short.class);
      case BOXED_BYTE:
        return CodeBlock.of("$T::valueOf", Byte.class);
      case BOXED_DOUBLE:
        return CodeBlock.of("$T::valueOf", Double.class);
      case BOXED_FLOAT:
        return CodeBlock.of("$T::valueOf", Float.class);
      case BIG_DECIMAL:
        return CodeBlock.of("$T::new", BigDecimal.class);
      case BIG_INTEGER:
        return CodeBlock.of("$T::new", BigInteger.class);
      default:
        throw new IllegalStateException("Not a number set element: " + kind);
    }
  }

  private static String putMethod(ScalarKind kind) {
    switch (kind) {
      case STRING:
        return "putString";
      case INT:
        return "putInt";
      case LONG:
        return "putLong";
      case DOUBLE:
        return "putDouble";
      case BOOLEAN:
        return "putBoolean";
      case BOXED_BOOLEAN:
        return "putBool";
      case BIG_DECIMAL:
        return "putBigDecimal";
      case INSTANT:
        return "putInstant";
      case EPOCH_SECONDS:
        return "putEpochSeconds";
      case LOCAL_DATE:
        return "putLocalDate";
      case LOCAL_DATE_TIME:
        return "putLocalDateTime";
      case UUID:
        return "putUuid";
      case ENUM:
        return "putEnum";
      case BYTES:
        return "putBytes";
      default:
        return "putNumber";
    }
  }

  /** The typed getter for a top-level scalar, or null to go through {@code Items.get}. */
  private static String getMethod(ScalarKind kind) {
    switch (kind) {
      case STRING:
        return "getString";
      case INT:
        return "getInt";
      case LONG:
        return "getLong";
      case SHORT:
        return "getShort";
      case BYTE:
        return "getByte";
      case DOUBLE:
        return "getDouble";
      case FLOAT:
        return "getFloat";
      case BOOLEAN:
        return "getBoolean";
      case BOXED_INT:
        return "getInteger";
      case BOXED_LONG:
        return "getLongObject";
      case BOXED_BOOLEAN:
        return "getBool";
      case BIG_DECIMAL:
        return "getBigDecimal";
      case INSTANT:
        return "getInstant";
      case EPOCH_SECONDS:
        return "getEpochSeconds";
      case LOCAL_DATE:
        return "getLocalDate";
      case LOCAL_DATE_TIME:
        return "getLocalDateTime";
      case UUID:
        return "getUuid";
      case BYTES:
        return "getBytes";
      default:
        return null;
    }
  }

  private static String elementWriter(ScalarKind kind) {
    switch (kind) {
      case STRING:
        return "string";
      case BOXED_BOOLEAN:
        return "bool";
      case INSTANT:
        return "instant";
      case EPOCH_SECONDS:
        return "epochSeconds";
      case LOCAL_DATE:
        return "localDate";
      case LOCAL_DATE_TIME:
        return "localDateTime";
      case UUID:
        return "uuid";
      case ENUM:
        return "enumName";
      case BYTES:
        return "bytes";
      default:
        return "number";
    }
  }

  /** The {@code Decoders} constant reading an element of this kind. */
  private static String decoderConstant(ScalarKind kind) {
    switch (kind) {
      case BOXED_INT:
        return "INTEGER";
      case BOXED_LONG:
        return "LONG";
      case BOXED_SHORT:
        return "SHORT";
      case BOXED_BYTE:
        return "BYTE";
      case BOXED_DOUBLE:
        return "DOUBLE";
      case BOXED_FLOAT:
        return "FLOAT";
      case BOXED_BOOLEAN:
        return "BOOLEAN";
      case STRING: case BIG_DECIMAL: case BIG_INTEGER: case INSTANT: case EPOCH_SECONDS: case LOCAL_DATE:
      case LOCAL_DATE_TIME: case UUID: case BYTES:
        return kind.name();
      default:
        throw new IllegalStateException("No element reader for " + kind);
    }
  }
}
