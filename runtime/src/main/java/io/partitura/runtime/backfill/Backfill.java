package io.partitura.runtime.backfill;

import io.partitura.runtime.RequestEvent;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.exceptions.BackfillFailedException;
import io.partitura.runtime.exceptions.InvalidCheckpointException;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.exceptions.ThrottledException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Gives the items already stored the keys of one index, as put would have written them: the one
 * place Partitura scans. A parallel Scan reads the table segment by segment; for each item of an
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
  private static final RetryPolicy THROTTLING = RetryPolicy.defaults().withMaxAttempts(THROTTLED_ATTEMPTS);
  /** An item that keeps changing under the backfill is decided at most this many times. */
  static final int CONFLICT_ATTEMPTS = 10;
  /**
   * What the pacer charges for a refused conditional UpdateItem: DynamoDB bills it as a write but
   * the exception reports no capacity, so it counts the smallest write.
   */
  static final double REFUSED_WRITE_UNITS = 1.0;

  private final TableClient table;
  private final String indexName;
  private final List<String> indexAttributes;
  private final Map<String, BackfillEntity<?>> entities;
  private final String operation;

  private double readUnitsPerSecond = Double.POSITIVE_INFINITY;
  private double writeUnitsPerSecond = Double.POSITIVE_INFINITY;
  private Integer segments;
  private Integer pageSize;
  private BackfillCheckpoint from;
  private Consumer<BackfillProgress> progress = p -> {};
  private BackfillClock clock = BackfillClock.SYSTEM;
  private boolean skipUnindexable;

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
    Run run = new Run(start);
    return run.execute();
  }

  private static void requirePositive(String what, double value) {
    if (!(value > 0) || Double.isNaN(value)) {
      throw new InvalidConfigurationException("backfill: the " + what + " must be positive, not " + value
          + ". Nothing was read or written.");
    }
  }

  /** One execution: its pacers, counters and the checkpoint as segments advance. */
  private final class Run {
    private final CapacityPacer reads = new CapacityPacer(readUnitsPerSecond, clock);
    private final CapacityPacer writes = new CapacityPacer(writeUnitsPerSecond, clock);
    private final AtomicLong pages = new AtomicLong();
    private final AtomicLong scanned = new AtomicLong();
    private final AtomicLong updated = new AtomicLong();
    private final AtomicLong upToDate = new AtomicLong();
    private final AtomicLong otherItems = new AtomicLong();
    private final AtomicLong vanished = new AtomicLong();
    private final AtomicLong conflicts = new AtomicLong();
    private final AtomicLong throttled = new AtomicLong();
    private final List<BackfillResult.Unindexable> unindexable = new ArrayList<>();
    private final Object checkpointLock = new Object();
    private BackfillCheckpoint checkpoint;
    private volatile Throwable failure;

    Run(BackfillCheckpoint start) {
      this.checkpoint = start;
    }

    BackfillResult execute() {
      List<Integer> open = new ArrayList<>();
      for (int segment = 0; segment < checkpoint.segments().size(); segment++) {
        if (!(checkpoint.segments().get(segment) instanceof BackfillCheckpoint.Position.Done)) {
          open.add(segment);
        }
      }
      if (!open.isEmpty()) {
        AtomicInteger threads = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(open.size(), MAX_THREADS), runnable -> {
          Thread thread = new Thread(runnable, "partitura-" + operation + "-" + threads.incrementAndGet());
          thread.setDaemon(true);
          return thread;
        });
        try {
          List<Future<?>> tasks = new ArrayList<>();
          for (int segment : open) {
            tasks.add(pool.submit(() -> scanSegment(segment)));
          }
          for (Future<?> task : tasks) {
            task.get();
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          fail(e);
        } catch (ExecutionException e) {
          fail(e.getCause());
        } finally {
          pool.shutdownNow();
        }
      }
      BackfillCheckpoint last;
      synchronized (checkpointLock) {
        last = checkpoint;
      }
      if (failure != null) {
        throw new BackfillFailedException(operation + " on table " + table.tableName() + " stopped: "
            + failure + ". It updated " + updated.get() + " items (index key attributes only) before stopping; "
            + "every item before the checkpoint was processed. Resume with from(exception.checkpoint()).",
            last.toString(), updated.get(), failure);
      }
      return new BackfillResult(indexName, pages.get(), scanned.get(), updated.get(), upToDate.get(),
          otherItems.get(), vanished.get(), conflicts.get(), throttled.get(), reads.consumed(), writes.consumed(),
          last.toString(), last.complete(), unindexed());
    }

    private List<BackfillResult.Unindexable> unindexed() {
      synchronized (unindexable) {
        return List.copyOf(unindexable);
      }
    }

    private void fail(Throwable cause) {
      synchronized (this) {
        if (failure == null) {
          failure = cause;
        }
      }
    }

    private void scanSegment(int segment) {
      try {
        Map<String, AttributeValue> startKey = null;
        BackfillCheckpoint.Position position;
        synchronized (checkpointLock) {
          position = checkpoint.segments().get(segment);
        }
        if (position instanceof BackfillCheckpoint.Position.After after) {
          startKey = table.primaryKey(after.partitionKey(), after.sortKey());
        }
        int totalSegments = checkpoint.segments().size();
        do {
          if (failure != null) {
            return;
          }
          ScanRequest request = ScanRequest.builder()
              .tableName(table.tableName())
              .segment(segment)
              .totalSegments(totalSegments)
              .limit(pageSize)
              .exclusiveStartKey(startKey)
              .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
              .build();
          ScanResponse page = send(reads, "Scan", null, () -> table.dynamoDbClient().scan(request),
              ScanResponse::consumedCapacity, ScanResponse::count);
          for (Map<String, AttributeValue> item : page.items()) {
            if (failure != null) {
              return;
            }
            scanned.incrementAndGet();
            process(item);
          }
          startKey = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
          advance(segment, startKey);
        } while (startKey != null);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        fail(e);
      } catch (RuntimeException e) {
        fail(e);
      }
    }

    /** Records a finished page and tells the callback, in checkpoint order. */
    private void advance(int segment, Map<String, AttributeValue> lastEvaluatedKey) {
      BackfillCheckpoint.Position next = lastEvaluatedKey == null
          ? new BackfillCheckpoint.Position.Done()
          : new BackfillCheckpoint.Position.After(lastEvaluatedKey.get(table.partitionKeyName()).s(),
              lastEvaluatedKey.get(table.sortKeyName()).s());
      synchronized (checkpointLock) {
        checkpoint = checkpoint.with(segment, next);
        long done = pages.incrementAndGet();
        progress.accept(new BackfillProgress(indexName, segment, done, scanned.get(), updated.get(),
            checkpoint.toString(), checkpoint.complete()));
      }
    }

    private void process(Map<String, AttributeValue> scannedItem) throws InterruptedException {
      Map<String, AttributeValue> item = scannedItem;
      for (int attempt = 1; ; attempt++) {
        BackfillEntity<?> entity = entityOf(item);
        if (entity == null) {
          otherItems.incrementAndGet();
          return;
        }
        Map<String, AttributeValue> target;
        try {
          target = indexKey(entity, item);
        } catch (InvalidKeyException refused) {
          Map<String, AttributeValue> key = table.keyOf(item);
          if (skipUnindexable) {
            synchronized (unindexable) {
              unindexable.add(new BackfillResult.Unindexable(key, refused.getMessage()));
            }
            return;
          }
          throw new InvalidKeyException(operation + ": the item at " + table.describeKey(key) + " of table "
              + table.tableName() + " cannot be given its " + indexName + " key: " + refused.getMessage()
              + " Nothing was written to it. Change or delete that item, or run with skipUnindexable() to skip "
              + "such items and list them in the result.", refused);
        }
        Map<String, AttributeValue> stored = new LinkedHashMap<>();
        for (String attribute : indexAttributes) {
          if (item.containsKey(attribute)) {
            stored.put(attribute, item.get(attribute));
          }
        }
        if (stored.equals(target)) {
          upToDate.incrementAndGet();
          return;
        }
        UpdateItemRequest request = updateRequest(entity, item, target);
        try {
          send(writes, "UpdateItem", request.key(), () -> table.dynamoDbClient().updateItem(request),
              UpdateItemResponse::consumedCapacity, response -> 1);
          updated.incrementAndGet();
          return;
        } catch (ConditionalCheckFailedException changed) {
          conflicts.incrementAndGet();
          if (attempt == CONFLICT_ATTEMPTS) {
            throw new RequestFailedException(operation, operation + ": the item at " + table.describeKey(request.key())
                + " of table " + table.tableName() + " changed under each of " + CONFLICT_ATTEMPTS
                + " attempts to give it its index keys; nothing was written to it.", changed);
          }
          item = reread(request.key());
          if (item == null) {
            vanished.incrementAndGet();
            return;
          }
        }
      }
    }

    private BackfillEntity<?> entityOf(Map<String, AttributeValue> item) {
      AttributeValue type = item.get(table.typeAttributeName());
      return type == null || type.s() == null ? null : entities.get(type.s());
    }

    private <T> Map<String, AttributeValue> indexKey(BackfillEntity<T> entity, Map<String, AttributeValue> item) {
      T record = table.decode(operation, entity.codec(), item);
      return entity.indexKey().indexKey(record, item.get(table.partitionKeyName()).s(),
          item.get(table.sortKeyName()).s());
    }

    /**
     * Sets the computed index key attributes and removes stored ones it does not have, if the item
     * still has the type and source attributes it was read with.
     */
    private UpdateItemRequest updateRequest(
        BackfillEntity<?> entity, Map<String, AttributeValue> item, Map<String, AttributeValue> target) {
      Map<String, String> names = new LinkedHashMap<>();
      Map<String, AttributeValue> values = new LinkedHashMap<>();
      List<String> sets = new ArrayList<>();
      List<String> removes = new ArrayList<>();
      for (int i = 0; i < indexAttributes.size(); i++) {
        String attribute = indexAttributes.get(i);
        if (target.containsKey(attribute)) {
          names.put("#i" + i, attribute);
          values.put(":i" + i, target.get(attribute));
          sets.add("#i" + i + " = :i" + i);
        } else if (item.containsKey(attribute)) {
          names.put("#i" + i, attribute);
          removes.add("#i" + i);
        }
      }
      String update = (sets.isEmpty() ? "" : "SET " + String.join(", ", sets))
          + (sets.isEmpty() || removes.isEmpty() ? "" : " ")
          + (removes.isEmpty() ? "" : "REMOVE " + String.join(", ", removes));
      names.put("#type", table.typeAttributeName());
      values.put(":type", item.get(table.typeAttributeName()));
      List<String> conditions = new ArrayList<>();
      conditions.add("#type = :type");
      List<String> sources = entity.sourceAttributes();
      for (int i = 0; i < sources.size(); i++) {
        String attribute = sources.get(i);
        names.put("#c" + i, attribute);
        if (item.containsKey(attribute)) {
          values.put(":c" + i, item.get(attribute));
          conditions.add("#c" + i + " = :c" + i);
        } else {
          conditions.add("attribute_not_exists(#c" + i + ")");
        }
      }
      return UpdateItemRequest.builder()
          .tableName(table.tableName())
          .key(table.keyOf(item))
          .updateExpression(update)
          .conditionExpression(String.join(" AND ", conditions))
          .expressionAttributeNames(names)
          .expressionAttributeValues(values)
          .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
          .build();
    }

    private Map<String, AttributeValue> reread(Map<String, AttributeValue> key) throws InterruptedException {
      GetItemRequest request = table.getItemRequest(key, true);
      GetItemResponse response = send(reads, "GetItem", key, () -> table.dynamoDbClient().getItem(request),
          GetItemResponse::consumedCapacity, r -> r.hasItem() ? 1 : 0);
      return response.hasItem() && !response.item().isEmpty() ? response.item() : null;
    }

    /**
     * Sends one request when its pacer allows, tells the listener, charges the consumed capacity,
     * and retries throttling with exponential backoff. A failed condition is rethrown as is.
     */
    private <R> R send(CapacityPacer pacer, String kind, Map<String, AttributeValue> key, Supplier<R> call,
        Function<R, ConsumedCapacity> capacity, ToIntFunction<R> itemCount) throws InterruptedException {
      for (int attempt = 1; ; attempt++) {
        pacer.awaitTurn();
        long start = System.nanoTime();
        try {
          R response = call.get();
          ConsumedCapacity consumed = capacity.apply(response);
          Double units = consumed == null ? null : consumed.capacityUnits();
          table.report(new RequestEvent(operation, kind, table.tableName(), null, itemCount.applyAsInt(response),
              units, Duration.ofNanos(System.nanoTime() - start), null));
          pacer.charge(units == null ? 0 : units);
          return response;
        } catch (SdkException e) {
          table.report(new RequestEvent(operation, kind, table.tableName(), null, 0, null,
              Duration.ofNanos(System.nanoTime() - start), e));
          if (e instanceof ConditionalCheckFailedException) {
            pacer.charge(REFUSED_WRITE_UNITS);
            throw e;
          }
          if (!TableClient.isThrottling(e)) {
            throw new RequestFailedException(operation, operation + ": " + kind + " on table " + table.tableName()
                + (key == null ? "" : " for " + table.describeKey(key)) + " failed: " + e.getMessage(), e);
          }
          if (attempt == THROTTLED_ATTEMPTS) {
            throw new ThrottledException(operation, kind, table.tableName(), attempt,
                List.of(key == null ? "a Scan page" : table.describeKey(key)), 1, e);
          }
          throttled.incrementAndGet();
          clock.sleep(THROTTLING.ceiling(attempt).toNanos());
        }
      }
    }
  }
}
