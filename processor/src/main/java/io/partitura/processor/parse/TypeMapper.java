package io.partitura.processor.parse;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.AttributeType.ScalarKind;
import io.partitura.processor.model.KeyType;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/** Decides how a Java type is stored as an attribute, and whether it can be a key part. */
final class TypeMapper {
  private static final Map<String, ScalarKind> DECLARED_SCALARS = Map.ofEntries(
      Map.entry("java.lang.String", ScalarKind.STRING),
      Map.entry("java.lang.Integer", ScalarKind.BOXED_INT),
      Map.entry("java.lang.Long", ScalarKind.BOXED_LONG),
      Map.entry("java.lang.Short", ScalarKind.BOXED_SHORT),
      Map.entry("java.lang.Byte", ScalarKind.BOXED_BYTE),
      Map.entry("java.lang.Double", ScalarKind.BOXED_DOUBLE),
      Map.entry("java.lang.Float", ScalarKind.BOXED_FLOAT),
      Map.entry("java.lang.Boolean", ScalarKind.BOXED_BOOLEAN),
      Map.entry("java.math.BigDecimal", ScalarKind.BIG_DECIMAL),
      Map.entry("java.math.BigInteger", ScalarKind.BIG_INTEGER),
      Map.entry("java.time.Instant", ScalarKind.INSTANT),
      Map.entry("java.time.LocalDate", ScalarKind.LOCAL_DATE),
      Map.entry("java.time.LocalDateTime", ScalarKind.LOCAL_DATE_TIME),
      Map.entry("java.util.UUID", ScalarKind.UUID));

  private static final Map<String, KeyType> DECLARED_KEYS = Map.of(
      "java.lang.String", KeyType.STRING,
      "java.lang.Integer", KeyType.INTEGER,
      "java.lang.Long", KeyType.LONG_OBJECT,
      "java.time.Instant", KeyType.INSTANT,
      "java.time.LocalDate", KeyType.LOCAL_DATE,
      "java.time.LocalDateTime", KeyType.LOCAL_DATE_TIME,
      "java.util.UUID", KeyType.UUID);

  /** Records met as attribute types: parsed on demand by the schema parser. */
  interface NestedRecords {
    AttributeType.Nested nested(TypeElement record, Element usedBy);
  }

  private final NestedRecords nestedRecords;

  TypeMapper(NestedRecords nestedRecords) {
    this.nestedRecords = nestedRecords;
  }

  /** The key encoding of {@code type}, or {@code null} when it cannot be a key part. */
  KeyType keyType(TypeMirror type, Element usedBy) {
    checkResolved(type, usedBy);
    switch (type.getKind()) {
      case INT:
        return KeyType.INT;
      case LONG:
        return KeyType.LONG;
      case DECLARED: {
        TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
        if (element.getKind() == ElementKind.ENUM) {
          return KeyType.ENUM;
        }
        RecordComponentElement id = idComponent(element);
        if (id != null) {
          // A typed id encodes as its component; a primitive one through the boxed encoder, so a null id is refused.
          KeyType inner = keyType(id.asType(), usedBy);
          return inner == KeyType.INT ? KeyType.INTEGER : inner == KeyType.LONG ? KeyType.LONG_OBJECT : inner;
        }
        return DECLARED_KEYS.get(element.getQualifiedName().toString());
      }
      default:
        return null;
    }
  }

  /**
   * The one component of a typed id ({@code record CustomerId(String value)}): a non-generic record
   * with exactly one component, of a key type other than a record. {@code null} for anything else.
   */
  static RecordComponentElement idComponent(TypeElement element) {
    if (element.getKind() != ElementKind.RECORD || !element.getTypeParameters().isEmpty()
        || element.getRecordComponents().size() != 1) {
      return null;
    }
    RecordComponentElement component = element.getRecordComponents().get(0);
    TypeMirror type = component.asType();
    if (type.getKind() == TypeKind.INT || type.getKind() == TypeKind.LONG) {
      return component;
    }
    if (type.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement componentType = (TypeElement) ((DeclaredType) type).asElement();
    return componentType.getKind() == ElementKind.ENUM
        || DECLARED_KEYS.containsKey(componentType.getQualifiedName().toString()) ? component : null;
  }

  /** How a typed id is stored: as its component. {@code null} when {@code type} is none. */
  AttributeType.Id idType(TypeMirror type, Element usedBy) {
    if (type.getKind() != TypeKind.DECLARED) {
      return null;
    }
    RecordComponentElement component = idComponent((TypeElement) ((DeclaredType) type).asElement());
    if (component == null) {
      return null;
    }
    TypeMirror componentType = component.asType();
    AttributeType.Scalar scalar = (AttributeType.Scalar) attributeType(componentType, usedBy, true);
    AttributeType.ScalarKind kind = scalar.kind() == AttributeType.ScalarKind.INT ? AttributeType.ScalarKind.BOXED_INT
        : scalar.kind() == AttributeType.ScalarKind.LONG ? AttributeType.ScalarKind.BOXED_LONG : scalar.kind();
    return new AttributeType.Id(new AttributeType.Scalar(kind, scalar.javaType().box()), TypeName.get(type),
        component.getSimpleName().toString(), TypeName.get(componentType));
  }

  /** How {@code type} is stored, or {@code null} when Partitura cannot store it. */
  AttributeType attributeType(TypeMirror type, Element usedBy, boolean topLevel) {
    checkResolved(type, usedBy);
    TypeName javaType = TypeName.get(type);
    switch (type.getKind()) {
      case INT:
        return new AttributeType.Scalar(ScalarKind.INT, javaType);
      case LONG:
        return new AttributeType.Scalar(ScalarKind.LONG, javaType);
      case SHORT:
        return new AttributeType.Scalar(ScalarKind.SHORT, javaType);
      case BYTE:
        return new AttributeType.Scalar(ScalarKind.BYTE, javaType);
      case DOUBLE:
        return new AttributeType.Scalar(ScalarKind.DOUBLE, javaType);
      case FLOAT:
        return new AttributeType.Scalar(ScalarKind.FLOAT, javaType);
      case BOOLEAN:
        return new AttributeType.Scalar(ScalarKind.BOOLEAN, javaType);
      case ARRAY:
        return ((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE
            ? new AttributeType.Scalar(ScalarKind.BYTES, javaType)
            : null;
      case DECLARED:
        return declared((DeclaredType) type, javaType, usedBy, topLevel);
      default:
        return null;
    }
  }

  private AttributeType declared(DeclaredType type, TypeName javaType, Element usedBy, boolean topLevel) {
    TypeElement element = (TypeElement) type.asElement();
    String name = element.getQualifiedName().toString();
    ScalarKind scalar = DECLARED_SCALARS.get(name);
    if (scalar != null) {
      return new AttributeType.Scalar(scalar, javaType);
    }
    if (element.getKind() == ElementKind.ENUM) {
      return new AttributeType.Scalar(ScalarKind.ENUM, javaType);
    }
    if (element.getKind() == ElementKind.RECORD) {
      // A typed id is stored as its component wherever it is: a key, an attribute, a collection element.
      AttributeType.Id id = idType(type, usedBy);
      if (id != null) {
        return id;
      }
      return element.getTypeParameters().isEmpty() ? nestedRecords.nested(element, usedBy) : null;
    }
    List<? extends TypeMirror> arguments = type.getTypeArguments();
    switch (name) {
      case "java.util.List": {
        AttributeType elementType = arguments.size() == 1 ? attributeType(arguments.get(0), usedBy, false) : null;
        return elementType == null || elementType instanceof AttributeType.OptionalOf
            ? null : new AttributeType.ListOf(elementType, javaType);
      }
      case "java.util.Set": {
        if (!topLevel || arguments.size() != 1) {
          // DynamoDB cannot store an empty set; inside a collection there is nowhere to omit it.
          return null;
        }
        AttributeType elementType = attributeType(arguments.get(0), usedBy, false);
        return isSetElement(elementType) ? new AttributeType.SetOf(elementType, javaType) : null;
      }
      case "java.util.Map": {
        if (arguments.size() != 2 || !TypeName.get(arguments.get(0)).equals(ClassName.get(String.class))) {
          return null;
        }
        AttributeType valueType = attributeType(arguments.get(1), usedBy, false);
        return valueType == null || valueType instanceof AttributeType.OptionalOf
            ? null : new AttributeType.MapOf(valueType, javaType);
      }
      case "java.util.Optional": {
        if (!topLevel || arguments.size() != 1) {
          return null;
        }
        AttributeType valueType = attributeType(arguments.get(0), usedBy, false);
        return valueType == null ? null : new AttributeType.OptionalOf(valueType, javaType);
      }
      default:
        return null;
    }
  }

  private static boolean isSetElement(AttributeType type) {
    if (!(type instanceof AttributeType.Scalar scalar)) {
      return false;
    }
    switch (scalar.kind()) {
      case STRING:
      case BOXED_INT:
      case BOXED_LONG:
      case BOXED_SHORT:
      case BOXED_BYTE:
      case BOXED_DOUBLE:
      case BOXED_FLOAT:
      case BIG_DECIMAL:
      case BIG_INTEGER:
        return true;
      default:
        return false;
    }
  }

  static void checkResolved(TypeMirror type, Element usedBy) {
    if (type.getKind() == TypeKind.ERROR) {
      throw new UnresolvedTypeException(type.toString(), usedBy);
    }
    if (type instanceof DeclaredType declared) {
      for (TypeMirror argument : declared.getTypeArguments()) {
        checkResolved(argument, usedBy);
      }
    }
  }
}
