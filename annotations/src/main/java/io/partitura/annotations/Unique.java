package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a component whose value no two items of the entity may share (a customer's email, say).
 * Every write of the entity keeps a uniqueness item ({@code UNIQ#Customer.email#<value>}, holding the
 * owner's key) in the same TransactWriteItems as the item itself: a value already taken refuses the
 * whole write with {@code UniqueValueTakenException}, and changing the value moves the uniqueness item.
 * A {@code null} value has no uniqueness item (any number of items may lack one). The generated
 * repository gains {@code findBy<Component>(value)}: one GetItem on the uniqueness item, one on the item.
 *
 * <p>Writes that change the value or remove the item ({@code put}, {@code update}, {@code delete},
 * the partial update's setter of this component) read the stored item first (one consistent
 * GetItem) to know the value to release. Batch writes cannot keep uniqueness and refuse the entity.
 *
 * <p>Only types a key can hold (String, numbers, dates, UUID, enums, typed ids) on a top-level
 * component that is not part of the key.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Unique {}
