package io.partitura.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;

/** How one record component (or one element of a collection) is stored in DynamoDB. */
public sealed interface AttributeType {

  /** The Java type of the component or element. */
  TypeName javaType();

  /** Whether values of this type are an {@code @ExpiresAt} component's. */
  static boolean isExpiry(AttributeType type) {
    return type instanceof Scalar scalar && scalar.kind() == ScalarKind.EPOCH_SECONDS;
  }

  /** The scalar kinds, each stored one way. */
  enum ScalarKind {
    STRING, INT, LONG, SHORT, BYTE, DOUBLE, FLOAT, BOOLEAN,
    BOXED_INT, BOXED_LONG, BOXED_SHORT, BOXED_BYTE, BOXED_DOUBLE, BOXED_FLOAT, BOXED_BOOLEAN,
    BIG_DECIMAL, BIG_INTEGER, INSTANT, LOCAL_DATE, LOCAL_DATE_TIME, UUID, ENUM, BYTES,
    /** An {@code @ExpiresAt} Instant: a Number of epoch seconds, as DynamoDB's Time to Live reads it. */
    EPOCH_SECONDS;

    public boolean isPrimitive() {
      return this == INT || this == LONG || this == SHORT || this == BYTE || this == DOUBLE || this == FLOAT
          || this == BOOLEAN;
    }

    /**
     * Whether it is a number stored as N that {@code ADD} can change: what gets an {@code …Add} setter and what
     * {@code @Counter} accepts (one list for both, so that every counter has its {@code …Add}).
     */
    public boolean isNumber() {
      return switch (this) {
        case INT, LONG, SHORT, BYTE, DOUBLE, FLOAT, BOXED_INT, BOXED_LONG, BOXED_SHORT, BOXED_BYTE, BOXED_DOUBLE,
            BOXED_FLOAT, BIG_DECIMAL, BIG_INTEGER -> true;
        default -> false;
      };
    }
  }

  record Scalar(ScalarKind kind, TypeName javaType) implements AttributeType {}

  record ListOf(AttributeType element, TypeName javaType) implements AttributeType {}

  /** A set of strings, numbers or enums: stored as SS or NS. */
  record SetOf(AttributeType element, TypeName javaType) implements AttributeType {}

  /** A map with String keys. */
  record MapOf(AttributeType value, TypeName javaType) implements AttributeType {}

  record OptionalOf(AttributeType value, TypeName javaType) implements AttributeType {}

  /** A record stored as a map through its generated attribute codec ({@code Naming.mapCodec}). */
  record Nested(ClassName recordName) implements AttributeType {
    @Override
    public TypeName javaType() {
      return recordName;
    }
  }

  /**
   * A typed id: a record of one component of a key type ({@code record CustomerId(String value)})
   * in a key position, stored exactly as its component would be.
   *
   * @param component how the component is stored (boxed when it is a primitive, so a null id stays null)
   * @param javaType the record
   * @param accessor the record's one accessor, such as {@code value}
   * @param componentType the component's Java type
   */
  record Id(Scalar component, TypeName javaType, String accessor, TypeName componentType) implements AttributeType {}

  /** A type converted by a user-named Enhanced Client AttributeConverter. */
  record Converted(TypeName converterType, TypeName javaType) implements AttributeType {}
}
