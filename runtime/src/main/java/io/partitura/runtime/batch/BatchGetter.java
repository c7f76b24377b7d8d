package io.partitura.runtime.batch;

import io.partitura.runtime.batch.BatchSupport.PrimaryKey;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.BatchIncompleteException;
import io.partitura.runtime.exceptions.ThrottledException;
import io.partitura.runtime.operation.BatchGetItemOperation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;

/**
 * Reads many items of one table by key with {@code BatchGetItem}: in requests of at most 100 keys,
 * resending what DynamoDB hands back as {@code UnprocessedKeys} (it does past 16 MB of response, or
 * under load) with the {@link RetryPolicy}'s backoff until its attempts are used up.
 *
 * <p>Keys are deduplicated by their primary key (DynamoDB refuses a request that names one key
 * twice); the first caller key of each primary key stands for it in the result. Each request sent is
 * reported to the table's listener.
 */
public final class BatchGetter {
  /** DynamoDB's limit on keys per BatchGetItem. */
  public static final int MAX_KEYS_PER_REQUEST = BatchGetItemOperation.MAX_KEYS;

  private static final String KIND = "BatchGetItem";

  private BatchGetter() {}

  private record Entry<K>(int index, K key, Map<String, AttributeValue> keyMap, PrimaryKey primaryKey)
      implements BatchSupport.Entry<K> {
    @Override
    public K source() {
      return key;
    }
  }

  /**
   * Reads the items at {@code keys}.
   *
   * @param operation the access pattern's name, for the listener and messages
   * @param keyOf builds the DynamoDB key ({@code {PK: …, SK: …}}) of a caller key
   * @param consistentRead whether to read strongly consistently
   * @return the items found, in key order, and the keys that have no item (or an expired one, which
   *     DynamoDB has not removed yet: see {@link io.partitura.runtime.item.Expiry#isExpired})
   * @throws IllegalArgumentException before any request, for a key without the table's key attributes
   * @throws BatchIncompleteException when some keys were still unprocessed after the policy's
   *     attempts; it carries exactly those caller keys
   * @throws ThrottledException when DynamoDB throttled a request on every attempt; it carries every
   *     caller key not read
   * @throws BatchIncompleteException also when a request failed for another reason than throttling
   *     (a service error, an SDK or network failure: the cause); it carries every caller key not
   *     read: those of that request, of every request not sent after it, and earlier leftovers
   */
  public static <K> BatchGetResult<K> get(
      TableClient table,
      String operation,
      List<K> keys,
      Function<K, Map<String, AttributeValue>> keyOf,
      RetryPolicy policy,
      boolean consistentRead) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(keys, "keys");
    Objects.requireNonNull(keyOf, "keyOf");
    Objects.requireNonNull(policy, "policy");

    // Deduplicate by primary key, keeping the first caller key.
    Map<PrimaryKey, Entry<K>> unique = new LinkedHashMap<>(keys.size() * 2);
    for (int i = 0; i < keys.size(); i++) {
      K key = keys.get(i);
      if (key == null) {
        throw new NullPointerException(operation + ": keys[" + i + "] is null");
      }
      Map<String, AttributeValue> keyMap = keyOf.apply(key);
      PrimaryKey primaryKey = keyMap == null ? null : BatchSupport.primaryKey(table, keyMap);
      if (primaryKey == null) {
        throw new IllegalArgumentException(operation + ": key #" + i + " (" + key + ") does not give both key attributes "
            + table.partitionKeyName() + " and " + table.sortKeyName() + " of table " + table.tableName()
            + "; nothing was read");
      }
      unique.putIfAbsent(primaryKey, new Entry<>(unique.size(), key, table.keyOf(keyMap), primaryKey));
    }
    List<Entry<K>> entries = new ArrayList<>(unique.values());
    int total = entries.size();
    if (total == 0) {
      return new BatchGetResult<>(List.of(), List.of(), 0, 0);
    }

    Map<PrimaryKey, Map<String, AttributeValue>> found = new HashMap<>(total * 2);
    List<Entry<K>> leftovers = new ArrayList<>();
    int requests = 0;
    double units = 0;
    for (int from = 0; from < total; from += MAX_KEYS_PER_REQUEST) {
      List<Entry<K>> pending = entries.subList(from, Math.min(total, from + MAX_KEYS_PER_REQUEST));
      int nextChunk = from + MAX_KEYS_PER_REQUEST;
      for (int attempt = 1; ; attempt++) {
        List<Map<String, AttributeValue>> keyMaps = new ArrayList<>(pending.size());
        for (Entry<K> e : pending) {
          keyMaps.add(e.keyMap());
        }
        BatchGetItemOperation read = BatchGetItemOperation.of(table.context(),
            BatchGetItemOperation.request(table.context(), keyMaps, consistentRead));
        BatchGetItemResponse response;
        requests++;
        try {
          response = table.call(operation, read);
        } catch (RuntimeException e) {
          List<Entry<K>> sent = pending;
          BatchSupport.failed(table, operation, KIND, policy, attempt, total, e,
              () -> keysOf(leftovers, sent, entries, nextChunk));
          continue;
        }
        Double requestUnits = read.capacityUnits(response);
        units += requestUnits == null ? 0 : requestUnits;
        BatchGetItemOperation.Read result = read.result(response, table.context());
        for (Map<String, AttributeValue> item : result.items()) {
          // Expired items are not in the result: their keys are reported missing.
          PrimaryKey key = BatchSupport.primaryKey(table, item);
          if (key != null) {
            found.put(key, item);
          }
        }
        List<Entry<K>> unprocessed = BatchSupport.unprocessed(table, pending, result.unprocessedKeys(), keyMap -> keyMap,
            "key");
        if (BatchSupport.chunkFinished(unprocessed, leftovers, policy, attempt)) {
          break;
        }
        pending = unprocessed;
        List<Entry<K>> unread = pending;
        BatchSupport.backoff(table, operation, KIND, policy, attempt, total,
            () -> keysOf(leftovers, unread, entries, nextChunk));
      }
    }
    if (!leftovers.isEmpty()) {
      throw new BatchIncompleteException(operation, KIND, table.tableName(),
          keysOf(leftovers, List.of(), entries, total), total, policy.maxAttempts(), null);
    }
    List<Map<String, AttributeValue>> items = new ArrayList<>(found.size());
    List<K> missing = new ArrayList<>();
    for (Entry<K> e : entries) {
      Map<String, AttributeValue> item = found.get(e.primaryKey());
      if (item == null) {
        missing.add(e.key());
      } else {
        items.add(item);
      }
    }
    return new BatchGetResult<>(items, missing, requests, units);
  }

  /** The caller keys of {@code leftovers}, {@code pending} and every entry from {@code next} on, in order. */
  private static <K> List<K> keysOf(List<Entry<K>> leftovers, List<Entry<K>> pending, List<Entry<K>> entries, int next) {
    return BatchSupport.sources(leftovers, pending, next < entries.size() ? entries.subList(next, entries.size()) : List.of());
  }
}
