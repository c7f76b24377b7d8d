package io.partitura.it.shop3;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A customer too big for one partition: its orders spread over four shards, each order's lines in its shard. */
@Parent(table = Shop3.class, prefix = "MERCH", shards = 4)
public record Merchant(@Key String merchantId, String name) {}
