package io.partitura.it.values;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** An unsharded item whose index partition key is sharded four ways: G#&lt;family&gt;#00 … #03. */
@Parent(table = Vault.class, prefix = "GA")
@GlobalIndex(name = "GSI1", partitionKey = "family", sortKey = "gaugeId", shards = 4)
public record Gauge(@Key String gaugeId, String family) {}
