package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record component as part of the entity's own key. Several components form a composite
 * key, encoded in declaration order unless {@link #order()} says otherwise.
 *
 * <p>Supported key types: {@code String}, {@code int}/{@code Integer}, {@code long}/{@code Long},
 * {@code java.time.Instant}, {@code java.time.LocalDate}, {@code java.time.LocalDateTime},
 * {@code java.util.UUID} and enums.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Key {
  /** Position in a composite key; {@code -1} means declaration order. */
  int order() default -1;
}
