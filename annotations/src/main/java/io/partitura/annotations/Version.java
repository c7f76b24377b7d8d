package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@code long}, {@code int}, {@code Long} or {@code Integer} component as the record's
 * optimistic-locking version. Every generated put then writes version + 1 on the condition that the
 * stored item is still at the record's version (or absent, for version 0), and every partial update
 * increments it; a write based on a stale read fails with {@code StaleVersionException} instead of
 * silently overwriting another writer's change.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Version {}
