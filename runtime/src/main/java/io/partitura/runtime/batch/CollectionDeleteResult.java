package io.partitura.runtime.batch;

/**
 * What a completed {@link CollectionDelete whole-collection delete} did.
 *
 * @param deleted items deleted, the parent's own item included
 * @param parentDeleted whether the parent's own item was found and deleted ({@code false} when it was
 *     already gone, for example after a run that was cut off while deleting it)
 * @param queries keys-only Query requests sent: one per partition, plus one per further 1 MB page
 * @param batchWrites BatchWriteItem requests sent, retries of unprocessed deletes included
 */
public record CollectionDeleteResult(int deleted, boolean parentDeleted, int queries, int batchWrites) {
  /** Every request sent: {@link #queries()} plus {@link #batchWrites()}. */
  public int requests() {
    return queries + batchWrites;
  }
}
