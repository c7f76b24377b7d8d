package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import software.amazon.awssdk.enhanced.dynamodb.AttributeConverter;

/**
 * Converts a record component of a type Partitura does not know with an Enhanced Client
 * {@link AttributeConverter}. The converter needs a public no-argument constructor; the generated
 * codec creates one instance and reuses it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Convert {
  /** The converter class. */
  Class<? extends AttributeConverter<?>> value();
}
