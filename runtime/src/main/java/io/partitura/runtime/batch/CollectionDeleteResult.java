package io.partitura.runtime.batch;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What a completed {@link CollectionDelete whole-collection delete} did.
 *
 * @param deleted items of the collection deleted, the parent's own item included: records (and any other
 *     item stored there), never the uniqueness items deleted with them
 * @param deletedByType of those, how many of each entity type ({@code _type}, such as {@code "Customer"});
 *     an item without a type is counted in {@code deleted} only. Sorted by type; unmodifiable
 * @param uniquenessItemsDeleted uniqueness items of {@code @Unique} values deleted with their owners
 *     (kept apart: they live outside the collection and are no records)
 * @param parentDeleted whether the parent's own item was found and deleted ({@code false} when it was
 *     already gone, for example after a run that was cut off while deleting it)
 * @param queries Query requests sent: one per partition, plus one per further 1 MB page
 * @param batchGets BatchGetItem requests sent to read the uniqueness items the items may own (none for a
 *     collection without {@code @Unique} entities), retries included
 * @param batchWrites BatchWriteItem requests sent, retries of unprocessed deletes included
 */
public record CollectionDeleteResult(int deleted, Map<String, Integer> deletedByType, int uniquenessItemsDeleted,
    boolean parentDeleted, int queries, int batchGets, int batchWrites) {
  public CollectionDeleteResult {
    deletedByType = java.util.Collections.unmodifiableMap(new TreeMap<>(Objects.requireNonNull(deletedByType,
        "deletedByType")));
  }

  /** Every request sent: {@link #queries()}, {@link #batchGets()} and {@link #batchWrites()}. */
  public int requests() {
    return queries + batchGets + batchWrites;
  }
}
