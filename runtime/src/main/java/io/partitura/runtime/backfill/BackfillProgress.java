package io.partitura.runtime.backfill;

/**
 * Told to a backfill's progress callback after each Scan page whose items were all processed.
 * Callbacks come one at a time, in the order the checkpoints advanced, so storing the last one seen
 * is always safe.
 *
 * @param indexName the index being backfilled
 * @param segment the segment whose page finished
 * @param pages pages finished by this run so far, every segment counted
 * @param scanned items read by this run so far
 * @param updated items this run gave their index keys so far
 * @param checkpoint where a later run can resume: store it
 * @param complete whether this was the last page of the last unfinished segment
 */
public record BackfillProgress(
    String indexName, int segment, long pages, long scanned, long updated, String checkpoint, boolean complete) {}
