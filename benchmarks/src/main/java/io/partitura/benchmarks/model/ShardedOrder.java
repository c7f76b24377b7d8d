package io.partitura.benchmarks.model;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.time.Instant;

/**
 * An order listed by status, newest first, through a status index sharded 4 ways ({@code
 * SORD#PLACED#00} … {@code #03}): the status listing of measurement 7. {@code note} sets the item's
 * size.
 */
@Parent(table = Hot.class, prefix = "SORD")
@GlobalIndex(name = "GSI1", partitionKey = "status", sortKey = "placedAt", shards = 4)
public record ShardedOrder(
    @Key String orderId, String customerId, OrderStatus status, Instant placedAt, long totalCents, String note) {}
