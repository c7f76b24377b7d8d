package example.stats;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Counter;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import java.time.LocalDate;

/** A child counter with an index keyed by its key components alone: an upsert writes its keys as put does. */
@ChildOf(parent = Product.class, prefix = "DAY")
@GlobalIndex(name = "GSI2", partitionKey = "day", sortKey = "productId")
public record DayCount(String productId, @Key LocalDate day, @Counter long views) {}
