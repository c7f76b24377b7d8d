package example.stats;

import io.partitura.annotations.Counter;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.util.Optional;
import java.util.Set;

/**
 * Counters make the product upsertable: every other component can be absent. An index keyed by a non-key component
 * (category) is left to update; an upsert writes only the index keys its key decides.
 */
@Parent(table = Stats.class, prefix = "PROD")
@GlobalIndex(name = "GSI1", partitionKey = "category")
public record Product(@Key String productId, String category, @Counter long views, @Counter Integer likes,
    Set<String> tags, Optional<String> lastReferrer) {}
