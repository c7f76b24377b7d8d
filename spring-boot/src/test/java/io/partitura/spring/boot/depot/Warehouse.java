package io.partitura.spring.boot.depot;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** Sharded, so that listing its bins fans out on the configured executor. */
@Parent(table = Depot.class, prefix = "WH", shards = 4)
public record Warehouse(@Key String warehouseId, String name) {}
