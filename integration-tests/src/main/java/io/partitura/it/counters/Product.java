package io.partitura.it.counters;

import io.partitura.annotations.Counter;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.util.Optional;
import java.util.Set;

/**
 * A product's counters: upserted. Its other components can be absent; its index by category is keyed by a
 * component an upsert leaves alone.
 */
@Parent(table = Counters.class, prefix = "PROD")
@GlobalIndex(name = "GSI1", partitionKey = "category")
public record Product(@Key String productId, String category, @Counter long views, @Counter Integer likes,
    Set<String> tags, Optional<String> lastReferrer) {}
