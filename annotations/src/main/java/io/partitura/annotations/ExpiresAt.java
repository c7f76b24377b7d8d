package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@code java.time.Instant} component as the moment the item expires. It is stored as a Number
 * of epoch seconds (a fraction of a second rounded up, so that neither DynamoDB nor a read drops the
 * item before its instant), the form DynamoDB's Time to Live reads, and the generated table
 * definition names it as the table's TTL attribute; the generated {@code enableExpiry()} applies that
 * to an existing table (UpdateTimeToLive).
 *
 * <p>DynamoDB removes expired items in the background, typically within days, not at once. Until it
 * does, every generated read treats an item whose expiry is at or before the table client's clock as
 * absent: {@code get} returns empty, listings and collection reads skip it, batch gets leave it out.
 * A {@code null} expiry never expires.
 *
 * <p>At most one component per entity; every entity of a table that has one stores it under the same
 * attribute name (a table has one TTL attribute), on the entity record itself (Time to Live reads only
 * top-level attributes). It cannot be a key or index key component: its value
 * is renewed (a session is extended) and stops meaning anything once it has passed.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface ExpiresAt {}
