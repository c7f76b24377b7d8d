package io.partitura.benchmarks.model;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.time.Instant;

/** {@link ShardedOrder} with its status index in one partition per status: what measurement 7 compares with. */
@SuppressWarnings("partitura:INDEX-008") // the unsharded baseline, on purpose
@Parent(table = Hot.class, prefix = "UORD")
@GlobalIndex(name = "GSI1", partitionKey = "status", sortKey = "placedAt")
public record UnshardedOrder(
    @Key String orderId, String customerId, OrderStatus status, Instant placedAt, long totalCents, String note) {}
