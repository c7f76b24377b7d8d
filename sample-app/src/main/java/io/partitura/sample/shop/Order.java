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
 * partition key is the status (sharded: all of a status's writes would otherwise land on one index
 * partition), its sort key two components, the warehouse then the time placed, so the warehouse is fixed
 * by equality and the time ranged. The status is alone in its key attribute, so shipping an order is
 * {@code update(..).status(SHIPPED)}: one UpdateItem that rewrites GSI1PK and leaves GSI1SK as stored.
 */
@ChildOf(parent = Customer.class, prefix = "ORDER")
@GlobalIndex(name = "GSI1", partitionKey = "status", sortKey = {"warehouse", "placedAt"}, shards = 4)
public record Order(String customerId, @Key String orderId, String warehouse, OrderStatus status, Instant placedAt,
    long totalCents) {}
