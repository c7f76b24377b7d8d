package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Converts a record component of a type Partitura does not know with an Enhanced Client
 * {@code software.amazon.awssdk.enhanced.dynamodb.AttributeConverter} of the component's type. The converter
 * needs a public no-argument constructor; the generated codec creates one instance and reuses it.
 *
 * <p>The value is typed {@code Class<?>} so that this module needs no AWS SDK and shares no package with the
 * runtime (one package in two jars would keep both off the module path); the processor checks that it names
 * such a converter ({@code PARTITURA-ATTR-004}).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Convert {
  /** The converter class: a public, non-abstract {@code AttributeConverter} of the component's type. */
  Class<?> value();
}
