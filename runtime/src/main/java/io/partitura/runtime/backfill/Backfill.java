package io.partitura.runtime.backfill;

import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.BackfillFailedException;
import io.partitura.runtime.exceptions.InvalidCheckpointException;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.exceptions.InvalidKeyException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Gives the items already stored the keys of one index, as put would have written them: one of the
 * two places Partitura scans (the inspector, {@code io.partitura.runtime.inspect}, is the other). A parallel Scan reads the table segment by segment; for each item of an
 * entity keyed in the index it computes the index key with the same generated method put uses and,
 * when the stored index key attributes differ, sends one UpdateItem that sets (or removes) those
 * attributes only, conditioned on the item still holding what the key was computed from: its type,
 * the components of the key and its version. When a concurrent write changed the item, it reads the
 * item again (consistently) and decides again; a concurrent put or update has written the index
 * key itself, so usually nothing remains to do. It never puts an item whole, so it cannot undo a
 * concurrent write, and an item whose keys are already right costs no write: a second run writes
 * nothing.
 *
 * <pre>{@code
 * BackfillResult result = db.backfill("GSI2")
 *     .rate(200, 100)          // read and write capacity units per second
 *     .segments(4)
 *     .from(storedCheckpoint)  // null to start from the beginning
 *     .onProgress(progress -> store(progress.checkpoint()))
 *     .run();
 * }</pre>
 *
 * <p>Every request is told to the table's {@code RequestListener} (operation {@code backfill.<index>}).
 */
public final class Backfill {
  /** Segments when none are set. */
  public static final int DEFAULT_SEGMENTS = 4;
  /** At most this many segments are scanned at a time; the others wait their turn. */
  public static final int MAX_THREADS = 16;
  /** A throttled request is sent at most this many times. */
  static final int THROTTLED_ATTEMPTS = 10;
  /**
   * Waits between throttled attempts: the batches' capped exponential schedule (50 ms doubling to
   * 2 s), taken at its ceiling so the waits are the same in every run.
   */
  static final RetryPolicy THROTTLING = RetryPolicy.defaults().withMaxAttempts(THROTTLED_ATTEMPTS);
  /** An item that keeps changing under the backfill is decided at most this many times. */
  static final int CONFLICT_ATTEMPTS = 10;
  /**
   * What the pacer charges for a refused conditional UpdateItem: DynamoDB bills it as a write but
   * the exception reports no capacity, so it counts the smallest write.
   */
  static final double REFUSED_WRITE_UNITS = 1.0;

  final TableClient table;
  final String indexName;
  final List<String> indexAttributes;
  final Map<String, BackfillEntity<?>> entities;
  final String operation;

  double readUnitsPerSecond = Double.POSITIVE_INFINITY;
  double writeUnitsPerSecond = Double.POSITIVE_INFINITY;
  Integer segments;
  Integer pageSize;
  BackfillCheckpoint from;
  Consumer<BackfillProgress> progress = p -> {};
  BackfillClock clock = BackfillClock.SYSTEM;
  boolean skipUnindexable;

  private Backfill(TableClient table, String indexName, List<String> indexAttributes, List<BackfillEntity<?>> entities) {
    this.table = Objects.requireNonNull(table, "table");
    this.indexName = Objects.requireNonNull(indexName, "indexName");
    this.indexAttributes = List.copyOf(indexAttributes);
    Map<String, BackfillEntity<?>> byType = new LinkedHashMap<>();
    for (BackfillEntity<?> entity : entities) {
      byType.put(entity.codec().entityType(), entity);
    }
    this.entities = Map.copyOf(byType);
    this.operation = "backfill." + indexName;
  }

  /**
   * A backfill of {@code indexName}, whose key attributes are {@code indexAttributes}, for the
   * entities keyed in it. The generated {@code <Table>Table.backfill} calls this.
   */
  public static Backfill of(
      TableClient table, String indexName, List<String> indexAttributes, List<BackfillEntity<?>> entities) {
    return new Backfill(table, indexName, indexAttributes, entities);
  }

  /** The refusal of an index name the table does not declare; the generated entry point throws it. */
  public static InvalidConfigurationException unknownIndex(TableClient table, String indexName, List<String> known) {
    return new InvalidConfigurationException("backfill: table " + table.tableName() + " has no index named "
        + indexName + "; its indexes are " + known + ". Nothing was read or written.");
  }

  /**
   * Paces the backfill to {@code readUnitsPerSecond} read and {@code writeUnitsPerSecond} write
   * capacity units per second, as DynamoDB reports them consumed, over all segments together.
   * Unpaced by default.
   */
  public Backfill rate(double readUnitsPerSecond, double writeUnitsPerSecond) {
    requirePositive("read capacity units per second", readUnitsPerSecond);
    requirePositive("write capacity units per second", writeUnitsPerSecond);
    this.readUnitsPerSecond = readUnitsPerSecond;
    this.writeUnitsPerSecond = writeUnitsPerSecond;
    return this;
  }

  /**
   * Scans in {@code segments} parallel segments ({@value #DEFAULT_SEGMENTS} by default, at most
   * {@value #MAX_THREADS} at a time). A checkpoint fixes the count: resuming takes the checkpoint's.
   */
  public Backfill segments(int segments) {
    if (segments < 1 || segments > 1_000_000) {
      throw new InvalidConfigurationException(operation + ": segments must be between 1 and 1000000 (DynamoDB's "
          + "TotalSegments), not " + segments + ". Nothing was read or written.");
    }
    this.segments = segments;
    return this;
  }

  /** At most {@code items} items per Scan page (the Scan's {@code Limit}); pages of up to 1 MB by default. */
  public Backfill pageSize(int items) {
    if (items < 1) {
      throw new InvalidConfigurationException(operation + ": the page size must be at least 1, not " + items
          + ". Nothing was read or written.");
    }
    this.pageSize = items;
    return this;
  }

  /**
   * Resumes from a checkpoint an earlier run reported ({@link BackfillResult#checkpoint()},
   * {@link BackfillProgress#checkpoint()} or {@link BackfillFailedException#checkpoint()});
   * {@code null} starts from the beginning.
   *
   * @throws InvalidCheckpointException when it is malformed or belongs to another table or index
   */
  public Backfill from(String checkpoint) {
    if (checkpoint == null) {
      this.from = null;
      return this;
    }
    BackfillCheckpoint parsed = BackfillCheckpoint.parse(checkpoint);
    if (!parsed.tableName().equals(table.tableName()) || !parsed.indexName().equals(indexName)) {
      throw new InvalidCheckpointException(operation + ": the checkpoint belongs to index " + parsed.indexName()
          + " of table " + parsed.tableName() + ", not to index " + indexName + " of table " + table.tableName()
          + ". Nothing was read or written.");
    }
    this.from = parsed;
    return this;
  }

  /** Called after each page whose items were all processed, with the checkpoint to store. */
  public Backfill onProgress(Consumer<BackfillProgress> progress) {
    this.progress = Objects.requireNonNull(progress, "progress");
    return this;
  }

  /**
   * Skips each item whose index key cannot be built (an index sort key over DynamoDB's 1,024 bytes once the
   * primary key is appended, say) instead of stopping on it, and lists it in
   * {@link BackfillResult#unindexable()}: nothing is written to it, and it stays out of the index (or keeps the
   * index key it had). By default such an item stops the backfill with an {@link InvalidKeyException} naming its
   * key, wrapped in {@link BackfillFailedException}, and every resume would stop on it again.
   */
  public Backfill skipUnindexable() {
    this.skipUnindexable = true;
    return this;
  }

  /** The clock pacing and backoff wait by; the system's by default. */
  public Backfill clock(BackfillClock clock) {
    this.clock = Objects.requireNonNull(clock, "clock");
    return this;
  }

  /**
   * Runs the backfill to the end of the table (or of the checkpoint's remaining segments).
   *
   * @throws BackfillFailedException when it stopped early; its checkpoint says where to resume
   * @throws InvalidCheckpointException when the checkpoint's segment count differs from {@link #segments(int)}
   */
  public BackfillResult run() {
    if (from != null && segments != null && from.segments().size() != segments) {
      throw new InvalidCheckpointException(operation + ": the checkpoint was made with " + from.segments().size()
          + " segments, and " + segments + " were asked for; a checkpoint's positions hold only for its own "
          + "segment count. Leave segments unset to resume. Nothing was read or written.");
    }
    BackfillCheckpoint start = from != null ? from
        : BackfillCheckpoint.start(table.tableName(), indexName, segments == null ? DEFAULT_SEGMENTS : segments);
    return new BackfillRun(this, start).execute();
  }

  private static void requirePositive(String what, double value) {
    if (!(value > 0) || Double.isNaN(value)) {
      throw new InvalidConfigurationException("backfill: the " + what + " must be positive, not " + value
          + ". Nothing was read or written.");
    }
  }
}
