package io.partitura.runtime.batch;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.BatchIncompleteException;
import io.partitura.runtime.exceptions.ThrottledException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** What {@link BatchWriter} and {@link BatchGetter} share. */
final class BatchSupport {
  private BatchSupport() {}

  /** An item's identity in the table: its partition and sort key values. */
  record PrimaryKey(AttributeValue pk, AttributeValue sk) {}

  /** One caller object (a key, a write) in a batch: its place in the caller's list and its item's primary key. */
  interface Entry<T> {
    int index();

    PrimaryKey primaryKey();

    /** The caller's object, as an exception hands it back when it was not processed. */
    T source();
  }

  /**
   * The entries of {@code sent} that DynamoDB handed back unprocessed ({@code returned}, each read as
   * the attributes holding its key), matched by primary key, in the caller's order.
   *
   * @param what {@code "key"} or {@code "write"}, for the message
   * @throws IllegalStateException when DynamoDB hands back one that was not sent
   */
  static <E extends Entry<?>, U> List<E> unprocessed(TableClient table, List<E> sent, List<U> returned,
      Function<U, Map<String, AttributeValue>> attributesOf, String what) {
    if (returned.isEmpty()) {
      return List.of();
    }
    Map<PrimaryKey, E> byKey = new HashMap<>(sent.size() * 2);
    for (E e : sent) {
      byKey.put(e.primaryKey(), e);
    }
    List<E> unprocessed = new ArrayList<>(returned.size());
    for (U one : returned) {
      PrimaryKey key = primaryKey(table, attributesOf.apply(one));
      E e = key == null ? null : byKey.remove(key);
      if (e == null) {
        throw new IllegalStateException(
            "DynamoDB returned an unprocessed " + what + " that was not sent in this request: " + one);
      }
      unprocessed.add(e);
    }
    unprocessed.sort(Comparator.comparingInt(Entry::index));
    return unprocessed;
  }

  /**
   * After a request: whether its chunk is finished, because nothing came back unprocessed or the
   * policy's attempts are used up (then what came back joins {@code leftovers}). Otherwise the
   * caller waits the backoff and resends {@code unprocessed}.
   */
  static <E> boolean chunkFinished(List<E> unprocessed, List<E> leftovers, RetryPolicy policy, int attempt) {
    if (unprocessed.isEmpty()) {
      return true;
    }
    if (attempt >= policy.maxAttempts()) {
      leftovers.addAll(unprocessed);
      return true;
    }
    return false;
  }

  /** The caller objects of {@code leftovers}, {@code pending} and {@code rest}, in the caller's order. */
  static <T, E extends Entry<T>> List<T> sources(List<E> leftovers, List<E> pending, List<E> rest) {
    List<E> all = new ArrayList<>(leftovers);
    all.addAll(pending);
    all.addAll(rest);
    all.sort(Comparator.comparingInt(Entry::index));
    List<T> sources = new ArrayList<>(all.size());
    for (E e : all) {
      sources.add(e.source());
    }
    return sources;
  }

  /**
   * What a request that threw means for the batch: a failure other than throttling ends it with a
   * {@link BatchIncompleteException}; throttling on the last attempt ends it with a
   * {@link ThrottledException}; otherwise this waits the policy's backoff, for the caller to resend.
   * Each exception carries {@code notDone}: the caller objects not processed.
   */
  static void failed(TableClient table, String operation, String kind, RetryPolicy policy, int attempt, int total,
      RuntimeException e, Supplier<List<?>> notDone) {
    if (!(e instanceof SdkException sdk) || !isThrottling(sdk)) {
      // Whatever failed (a service error, the network, an interrupt), the objects of this request
      // are not known to be processed: they are listed with every later one and earlier leftover.
      throw new BatchIncompleteException(operation, kind, table.tableName(), notDone.get(), total, attempt, e);
    }
    if (attempt >= policy.maxAttempts()) {
      throw new ThrottledException(operation, kind, table.tableName(), attempt, notDone.get(), total, e);
    }
    backoff(table, operation, kind, policy, attempt, total, notDone);
  }

  /** Waits the policy's backoff after {@code attempt}; an interrupt ends the batch, listing {@code notDone}. */
  static void backoff(TableClient table, String operation, String kind, RetryPolicy policy, int attempt, int total,
      Supplier<List<?>> notDone) {
    try {
      policy.backoff(attempt);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new BatchIncompleteException(operation, kind, table.tableName(), notDone.get(), total, attempt, e);
    }
  }

  /**
   * The primary key of {@code attributes} (an item or a key); {@code null} when the partition or
   * sort key attribute is missing.
   */
  static PrimaryKey primaryKey(TableClient table, Map<String, AttributeValue> attributes) {
    AttributeValue pk = attributes.get(table.partitionKeyName());
    AttributeValue sk = attributes.get(table.sortKeyName());
    return pk == null || sk == null ? null : new PrimaryKey(pk, sk);
  }

  /** Whether DynamoDB refused the request for lack of capacity, so that waiting and retrying helps. */
  static boolean isThrottling(SdkException e) {
    return TableClient.isThrottling(e);
  }
}
