package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a number component (outside keys and index keys) as a counter, and lets the entity's items be
 * upserted: {@code db.products().upsert(id).viewsAdd(1).apply()} is one UpdateItem without an existence
 * check, which adds 1 to {@code views}, or creates the item with its key, its type and the index keys its key
 * alone decides (as put writes them), every counter at 0 before the add. An upsert can create an item that
 * holds nothing but those, so every other component must be able to be absent: the processor refuses a
 * primitive one ({@code PARTITURA-COUNTER-002}), since a missing {@code int} or {@code boolean} has no value
 * to read.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Counter {}
