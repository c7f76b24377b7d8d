package io.partitura.runtime.backfill;

/**
 * What one backfill run did. Every item the Scan returned is counted in exactly one of
 * {@code updated}, {@code upToDate}, {@code otherItems} and {@code vanished}.
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
    boolean complete) {}
