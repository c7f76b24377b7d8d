package io.partitura.runtime.backfill;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.BackfillFailedException;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.exceptions.ThrottledException;
import io.partitura.runtime.operation.GetItemOperation;
import io.partitura.runtime.operation.Operation;
import io.partitura.runtime.operation.ScanOperation;
import io.partitura.runtime.operation.UpdateItemOperation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One execution of a {@link Backfill}: its segments scanned in parallel, each item given its index key, the
 * pacers, counters and the checkpoint as segments advance. Requests are built by their operations
 * ({@link ScanOperation}, {@link UpdateItemOperation#indexKeyRequest}, {@link GetItemOperation}) and sent
 * through the table's client; pacing and the retries of throttled requests are the backfill's own.
 */
final class BackfillRun {
  private final Backfill settings;
  private final TableClient table;
  private final String operation;
  private final CapacityPacer reads;
  private final CapacityPacer writes;
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

  BackfillRun(Backfill settings, BackfillCheckpoint start) {
    this.settings = settings;
    this.table = settings.table;
    this.operation = settings.operation;
    this.reads = new CapacityPacer(settings.readUnitsPerSecond, settings.clock);
    this.writes = new CapacityPacer(settings.writeUnitsPerSecond, settings.clock);
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
      ExecutorService pool = Executors.newFixedThreadPool(Math.min(open.size(), Backfill.MAX_THREADS), runnable -> {
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
    return new BackfillResult(settings.indexName, pages.get(), scanned.get(), updated.get(), upToDate.get(),
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
        ScanOperation.Page page = send(reads, ScanOperation.of(
            ScanOperation.request(table.context(), segment, totalSegments, settings.pageSize, startKey)), null);
        for (Map<String, AttributeValue> item : page.items()) {
          if (failure != null) {
            return;
          }
          scanned.incrementAndGet();
          process(item);
        }
        startKey = page.lastEvaluatedKey();
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
      settings.progress.accept(new BackfillProgress(settings.indexName, segment, done, scanned.get(), updated.get(),
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
        if (settings.skipUnindexable) {
          synchronized (unindexable) {
            unindexable.add(new BackfillResult.Unindexable(key, refused.getMessage()));
          }
          return;
        }
        throw new InvalidKeyException(operation + ": the item at " + table.describeKey(key) + " of table "
            + table.tableName() + " cannot be given its " + settings.indexName + " key: " + refused.getMessage()
            + " Nothing was written to it. Change or delete that item, or run with skipUnindexable() to skip "
            + "such items and list them in the result.", refused);
      }
      Map<String, AttributeValue> stored = new LinkedHashMap<>();
      for (String attribute : settings.indexAttributes) {
        if (item.containsKey(attribute)) {
          stored.put(attribute, item.get(attribute));
        }
      }
      if (stored.equals(target)) {
        upToDate.incrementAndGet();
        return;
      }
      UpdateItemRequest request = UpdateItemOperation.indexKeyRequest(table.context(), item, settings.indexAttributes,
          target, entity.sourceAttributes());
      try {
        send(writes, UpdateItemOperation.of(request), request.key());
        updated.incrementAndGet();
        return;
      } catch (ConditionalCheckFailedException changed) {
        conflicts.incrementAndGet();
        if (attempt == Backfill.CONFLICT_ATTEMPTS) {
          throw new RequestFailedException(operation, operation + ": the item at " + table.describeKey(request.key())
              + " of table " + table.tableName() + " changed under each of " + Backfill.CONFLICT_ATTEMPTS
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
    return type == null || type.s() == null ? null : settings.entities.get(type.s());
  }

  private <T> Map<String, AttributeValue> indexKey(BackfillEntity<T> entity, Map<String, AttributeValue> item) {
    T record = table.decode(operation, entity.codec(), item);
    return entity.indexKey().indexKey(record, item.get(table.partitionKeyName()).s(),
        item.get(table.sortKeyName()).s());
  }

  /** The item as stored now, read consistently; {@code null} when it is gone. */
  private Map<String, AttributeValue> reread(Map<String, AttributeValue> key) throws InterruptedException {
    Map<String, AttributeValue> item =
        send(reads, GetItemOperation.asStored(GetItemOperation.request(table.context(), key, true)), key);
    return item == null || item.isEmpty() ? null : item;
  }

  /**
   * Sends {@code request} when its pacer allows, through the table's client (which tells the listener),
   * charges the consumed capacity, and retries throttling with exponential backoff. A failed condition is
   * rethrown as is.
   *
   * @param key the item's key for messages, or {@code null} for a Scan page
   */
  private <S, R> R send(CapacityPacer pacer, Operation<?, S, R> request, Map<String, AttributeValue> key)
      throws InterruptedException {
    for (int attempt = 1; ; attempt++) {
      pacer.awaitTurn();
      try {
        S response = table.call(operation, request);
        Double units = request.capacityUnits(response);
        pacer.charge(units == null ? 0 : units);
        return request.result(response, table.context());
      } catch (SdkException e) {
        if (e instanceof ConditionalCheckFailedException) {
          pacer.charge(Backfill.REFUSED_WRITE_UNITS);
          throw e;
        }
        if (!TableClient.isThrottling(e)) {
          throw new RequestFailedException(operation, operation + ": " + request.kind() + " on table "
              + table.tableName() + (key == null ? "" : " for " + table.describeKey(key)) + " failed: "
              + e.getMessage(), e);
        }
        if (attempt == Backfill.THROTTLED_ATTEMPTS) {
          throw new ThrottledException(operation, request.kind(), table.tableName(), attempt,
              List.of(key == null ? "a Scan page" : table.describeKey(key)), 1, e);
        }
        throttled.incrementAndGet();
        settings.clock.sleep(Backfill.THROTTLING.ceiling(attempt).toNanos());
      }
    }
  }
}
