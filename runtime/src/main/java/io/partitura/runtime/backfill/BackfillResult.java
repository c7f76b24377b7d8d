package io.partitura.runtime.backfill;

/**
 * What one backfill run did. Every item the Scan returned is counted in exactly one of
 * {@code updated}, {@code upToDate}, {@code otherItems}, {@code vanished} and {@code unindexable}.
 *
 * @param indexName the index backfilled
 * @param pages Scan pages read
 * @param scanned items the Scan returned
 * @param updated items given their index keys (one UpdateItem each, retries after a concurrent write not counted)
 * @param upToDate items of the index's entities that already held the keys put writes (or none, for
 *     an item a sparse index leaves out), when read or after a concurrent write: nothing was sent for them
 * @param otherItems items of entities that have no key in this index, or with no type attribute
 * @param vanished items deleted by a concurrent write before the backfill could update them
 * @param conflicts UpdateItems refused because a concurrent write changed the item; each was re-read
 *     and decided again
 * @param throttled requests DynamoDB throttled, retried after a backoff
 * @param consumedReadUnits read capacity DynamoDB reported for the Scans and re-reads
 * @param consumedWriteUnits write capacity DynamoDB reported for the UpdateItems
 * @param checkpoint the final checkpoint; {@code complete} when every segment was scanned to its end
 * @param unindexable the items skipped because their index key cannot be built, with
 *     {@link Backfill#skipUnindexable()} (otherwise the first one stops the run): nothing was written to them
 */
public record BackfillResult(
    String indexName,
    long pages,
    long scanned,
    long updated,
    long upToDate,
    long otherItems,
    long vanished,
    long conflicts,
    long throttled,
    double consumedReadUnits,
    double consumedWriteUnits,
    String checkpoint,
    boolean complete,
    java.util.List<Unindexable> unindexable) {
  public BackfillResult {
    unindexable = java.util.List.copyOf(unindexable);
  }

  /**
   * An item skipped because its index key cannot be built.
   *
   * @param key its primary key, as stored
   * @param reason why its index key cannot be built (the {@code InvalidKeyException}'s message)
   */
  public record Unindexable(java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> key,
      String reason) {
    public Unindexable {
      key = java.util.Map.copyOf(key);
    }
  }
}
