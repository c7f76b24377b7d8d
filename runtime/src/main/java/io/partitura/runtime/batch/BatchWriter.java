package io.partitura.runtime.batch;

import io.partitura.runtime.batch.BatchSupport.PrimaryKey;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.BatchIncompleteException;
import io.partitura.runtime.exceptions.ItemTooLargeException;
import io.partitura.runtime.exceptions.ThrottledException;
import io.partitura.runtime.item.ItemSize;
import io.partitura.runtime.operation.BatchWriteItemOperation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Writes many puts and deletes to one table with {@code BatchWriteItem}: in requests of at most 25
 * writes and 16 MB, resending what DynamoDB hands back as {@code UnprocessedItems} with the
 * {@link RetryPolicy}'s backoff until its attempts are used up.
 *
 * <p>Everything DynamoDB would refuse is refused before any request is sent: an item over 400 KB,
 * a write without the table's key attributes, and two writes to the same primary key in one call.
 * (Values DynamoDB cannot store are refused earlier still, while the caller's records are turned
 * into items, before this is called.)
 *
 * <p>A batch is not a transaction. When it cannot finish, the exception it throws
 * ({@link BatchIncompleteException}, or {@link ThrottledException} when DynamoDB kept throttling)
 * carries exactly the caller's objects whose writes were not applied: those left unprocessed after
 * the retry policy's attempts, those of a request that failed (a service error, an SDK or network
 * failure, an interrupt), and those of every request not sent after it. Everything else was
 * written; writing those again completes the batch. Each request sent is reported to the table's
 * listener.
 */
public final class BatchWriter {
  /** DynamoDB's limit on writes per BatchWriteItem. */
  public static final int MAX_WRITES_PER_REQUEST = BatchWriteItemOperation.MAX_WRITES;
  /** DynamoDB's limit on the size of one BatchWriteItem: 16 MB. */
  public static final long MAX_BYTES_PER_REQUEST = 16L * 1024 * 1024;

  private static final String KIND = "BatchWriteItem";

  private BatchWriter() {}

  /** One write with its place in the caller's list and its primary key. */
  private record Entry<R>(int index, WriteRequestFor<R> write, PrimaryKey primaryKey, long size)
      implements BatchSupport.Entry<R> {
    @Override
    public R source() {
      return write.source();
    }
  }

  /**
   * Applies {@code writes} to {@code table}.
   *
   * @param operation the access pattern's name, for the listener and messages
   * @return how many writes were applied and with how many requests
   * @throws ItemTooLargeException before any request, for an item over 400 KB
   * @throws IllegalArgumentException before any request, for a write without the key attributes,
   *     or two writes to one primary key
   * @throws BatchIncompleteException when some writes were still unprocessed after the policy's
   *     attempts, or a request failed for another reason than throttling (the cause); it carries
   *     the caller objects of every write not applied
   * @throws ThrottledException when DynamoDB throttled a request on every attempt; it carries the
   *     caller objects of every write not applied
   */
  public static <R> BatchWriteResult write(
      TableClient table, String operation, List<WriteRequestFor<R>> writes, RetryPolicy policy) {
    return write(table, operation, writes, policy, MAX_WRITES_PER_REQUEST, MAX_BYTES_PER_REQUEST);
  }

  /** {@link #write(TableClient, String, List, RetryPolicy)} with other request limits, for tests. */
  static <R> BatchWriteResult write(
      TableClient table,
      String operation,
      List<WriteRequestFor<R>> writes,
      RetryPolicy policy,
      int maxWritesPerRequest,
      long maxBytesPerRequest) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(writes, "writes");
    Objects.requireNonNull(policy, "policy");

    List<Entry<R>> entries = validate(table, operation, writes);
    if (entries.isEmpty()) {
      return new BatchWriteResult(0, 0, 0);
    }
    List<List<Entry<R>>> chunks = chunk(entries, maxWritesPerRequest, maxBytesPerRequest);

    int total = entries.size();
    int written = 0;
    int requests = 0;
    double units = 0;
    List<Entry<R>> leftovers = new ArrayList<>();
    for (int c = 0; c < chunks.size(); c++) {
      List<Entry<R>> pending = chunks.get(c);
      for (int attempt = 1; ; attempt++) {
        BatchWriteItemOperation write = BatchWriteItemOperation.of(table.context(),
            BatchWriteItemOperation.request(table.context(), requestsOf(pending)));
        BatchWriteItemResponse response;
        requests++;
        List<Entry<R>> unprocessed;
        try {
          response = table.call(operation, write);
          unprocessed = BatchSupport.unprocessed(table, pending, write.result(response, table.context()),
              BatchWriteItemOperation::attributesOf, "write");
        } catch (RuntimeException e) {
          List<Entry<R>> sent = pending;
          int next = c + 1;
          BatchSupport.failed(table, operation, KIND, policy, attempt, total, e,
              () -> sources(leftovers, sent, chunks, next));
          continue;
        }
        Double requestUnits = write.capacityUnits(response);
        units += requestUnits == null ? 0 : requestUnits;
        written += pending.size() - unprocessed.size();
        if (BatchSupport.chunkFinished(unprocessed, leftovers, policy, attempt)) {
          break;
        }
        pending = unprocessed;
        List<Entry<R>> unwritten = pending;
        int next = c + 1;
        BatchSupport.backoff(table, operation, KIND, policy, attempt, total,
            () -> sources(leftovers, unwritten, chunks, next));
      }
    }
    if (!leftovers.isEmpty()) {
      throw new BatchIncompleteException(operation, KIND, table.tableName(),
          sources(leftovers, List.of(), chunks, chunks.size()), total, policy.maxAttempts(), null);
    }
    return new BatchWriteResult(written, requests, units);
  }

  private static <R> List<Entry<R>> validate(TableClient table, String operation, List<WriteRequestFor<R>> writes) {
    List<Entry<R>> entries = new ArrayList<>(writes.size());
    Map<PrimaryKey, Integer> seen = new HashMap<>(writes.size() * 2);
    for (int i = 0; i < writes.size(); i++) {
      WriteRequestFor<R> write = writes.get(i);
      if (write == null) {
        throw new NullPointerException(operation + ": writes[" + i + "] is null");
      }
      var attributes = write.attributes();
      PrimaryKey key = BatchSupport.primaryKey(table, attributes);
      if (key == null) {
        throw new IllegalArgumentException(operation + ": write #" + i + " (" + write.source() + ") lacks the key attribute "
            + (attributes.containsKey(table.partitionKeyName()) ? table.sortKeyName() : table.partitionKeyName())
            + " of table " + table.tableName() + "; nothing was written");
      }
      long size = ItemSize.of(attributes);
      if (size > ItemSize.MAX_ITEM_BYTES) {
        ItemSize.check(table.context().keys(), operation + " (write #" + i + ", " + write.source() + ")", attributes);
      }
      Integer earlier = seen.putIfAbsent(key, i);
      if (earlier != null) {
        throw new IllegalArgumentException(operation + ": writes #" + earlier + " and #" + i + " both target "
            + table.describeKey(table.keyOf(attributes)) + "; DynamoDB refuses two writes to one item in a batch. "
            + "Keep only the last one; nothing was written");
      }
      entries.add(new Entry<>(i, write, key, size));
    }
    return entries;
  }

  private static <R> List<List<Entry<R>>> chunk(List<Entry<R>> entries, int maxCount, long maxBytes) {
    List<List<Entry<R>>> chunks = new ArrayList<>(entries.size() / maxCount + 1);
    List<Entry<R>> current = new ArrayList<>(maxCount);
    long bytes = 0;
    for (Entry<R> e : entries) {
      if (!current.isEmpty() && (current.size() >= maxCount || bytes + e.size() > maxBytes)) {
        chunks.add(current);
        current = new ArrayList<>(maxCount);
        bytes = 0;
      }
      current.add(e);
      bytes += e.size();
    }
    chunks.add(current);
    return chunks;
  }

  private static <R> List<WriteRequest> requestsOf(List<Entry<R>> entries) {
    List<WriteRequest> requests = new ArrayList<>(entries.size());
    for (Entry<R> e : entries) {
      requests.add(e.write().request());
    }
    return requests;
  }

  /** The caller objects of {@code leftovers}, {@code pending} and every chunk from {@code nextChunk} on, in the caller's order. */
  private static <R> List<R> sources(
      List<Entry<R>> leftovers, List<Entry<R>> pending, List<List<Entry<R>>> chunks, int nextChunk) {
    List<Entry<R>> rest = new ArrayList<>();
    for (int c = nextChunk; c < chunks.size(); c++) {
      rest.addAll(chunks.get(c));
    }
    return BatchSupport.sources(leftovers, pending, rest);
  }
}
