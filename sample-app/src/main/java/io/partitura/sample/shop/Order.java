package io.partitura.sample.shop;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import java.time.Instant;

/**
 * A customer's order: PK=CUST#<customerId>, SK=ORDER#<orderId>; its lines sort right after it. Order
 * ids grow with time, so key order is placing order.
 *
 * <p>GSI1 answers the warehouse's question, "our SHIPPED orders since Monday", across customers: its
 * partition key is the warehouse, its sort key two components, the status then the time placed, so
 * the status is fixed by equality and the time ranged.
 */
@ChildOf(parent = Customer.class, prefix = "ORDER")
@GlobalIndex(name = "GSI1", partitionKey = {"warehouse"}, sortKey = {"status", "placedAt"})
public record Order(String customerId, @Key String orderId, String warehouse, OrderStatus status, Instant placedAt,
    long totalCents) {}
