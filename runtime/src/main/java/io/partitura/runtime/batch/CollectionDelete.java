package io.partitura.runtime.batch;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.BatchIncompleteException;
import io.partitura.runtime.exceptions.CollectionDeleteIncompleteException;
import io.partitura.runtime.exceptions.ThrottledException;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.Shards;
import io.partitura.runtime.operation.QueryOperation;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.unique.UniqueValues;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Deletes a parent and its whole item collection: every item stored under the parent's partition
 * key (its children, the edges it is the {@code from} side of, anything else there) and, for a
 * sharded parent, under each shard's partition key.
 *
 * <p>It reads keys only: one Query per partition and 1 MB page, strongly consistent, projecting the
 * partition and sort key, and the type (to count what it deleted by type); it never scans. It deletes what each page lists with {@link BatchWriter}
 * (25 deletes per BatchWriteItem, keys carried from page to page so that batches are full,
 * unprocessed deletes retried under the {@link RetryPolicy}). The parent's own item is deleted last,
 * in a request of its own, once every other delete is confirmed: a run cut off midway leaves the
 * parent in place, and running it again resumes.
 *
 * <p>Not atomic: items put into the collection while it runs may outlive it, and a failure leaves
 * part of it deleted ({@link CollectionDeleteIncompleteException} says which part). Versions are not
 * checked: BatchWriteItem takes no condition, and the caller read no version to expect, so every item
 * is deleted whatever version is stored, as an unconditional {@code delete(id)} does.
 */
public final class CollectionDelete {
  private CollectionDelete() {}

  /**
   * The first Query of {@link #run}: a keys-only, strongly consistent read of the partition that holds
   * the parent's own item.
   */
  public static QueryRequest firstQuery(TableClient table, Map<String, AttributeValue> parentKey) {
    return firstQuery(table, parentKey, List.of());
  }

  /** The first Query of {@link #run(TableClient, String, Map, int, RetryPolicy, List)}: whole items when {@code unique} is not empty. */
  public static QueryRequest firstQuery(TableClient table, Map<String, AttributeValue> parentKey,
      List<UniqueValues<?>> unique) {
    Objects.requireNonNull(table, "table");
    return query(table, partitionKeyOf(table, parentKey), !unique.isEmpty());
  }

  /**
   * Deletes the collection of the parent at {@code parentKey}.
   *
   * @param operation the access pattern's name, for the listener and messages
   * @param parentKey the parent's own primary key; its partition key is the collection's
   * @param shards the parent's shard count (1 when unsharded): its children live in as many shard
   *     partitions ({@link Shards#partitionKey})
   * @throws CollectionDeleteIncompleteException when a request failed, or deletes stayed unprocessed
   *     after the policy's attempts; it lists what was deleted and what remains
   */
  public static CollectionDeleteResult run(
      TableClient table, String operation, Map<String, AttributeValue> parentKey, int shards, RetryPolicy policy) {
    return run(table, operation, parentKey, shards, policy, List.of());
  }

  /**
   * As {@link #run(TableClient, String, Map, int, RetryPolicy)}, for a collection that may hold items of
   * entities with {@code @Unique} values: it then reads whole items rather than keys, computes from each
   * such item's unique attributes (alone: the rest of the item may be unreadable) the uniqueness items it
   * may hold, reads those (one strongly consistent BatchGetItem per 100, per page), and deletes the ones
   * that name the item as their owner, so that its values are free again; a uniqueness item another item
   * owns (a value stored before {@code @Unique}, taken since) is left alone. Each item's uniqueness items
   * are deleted, and confirmed, before the item itself is sent: a run cut off between them leaves the item,
   * whose values are then free until a call again resumes and deletes it; never a value taken by no item,
   * which nothing could find again.
   *
   * @param unique the {@code @Unique} entities whose items the collection may hold
   */
  public static CollectionDeleteResult run(TableClient table, String operation, Map<String, AttributeValue> parentKey,
      int shards, RetryPolicy policy, List<UniqueValues<?>> unique) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(unique, "unique");
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(policy, "policy");
    String partitionKey = partitionKeyOf(table, parentKey);
    if (shards < 1) {
      throw new IllegalArgumentException("shard count must be at least 1, was " + shards);
    }
    // The parent's own partition (with its edges) first, then its shards: every shard key is
    // computed, and so checked, before any request is sent.
    List<String> partitions = new ArrayList<>(shards + 1);
    partitions.add(partitionKey);
    for (int shard = 0; shard < shards && shards > 1; shard++) {
      partitions.add(Shards.partitionKey(partitionKey, shard, shards));
    }
    Map<String, UniqueValues<?>> uniqueByType = new HashMap<>();
    unique.forEach(values -> uniqueByType.put(values.entityType(), values));
    return new Run(table, operation, table.keyOf(parentKey), policy, uniqueByType).deleteAll(partitions);
  }

  private static String partitionKeyOf(TableClient table, Map<String, AttributeValue> parentKey) {
    Objects.requireNonNull(parentKey, "parentKey");
    AttributeValue pk = parentKey.get(table.partitionKeyName());
    if (pk == null || pk.s() == null || !parentKey.containsKey(table.sortKeyName())) {
      throw new IllegalArgumentException("not a primary key of table " + table.tableName() + ": " + parentKey);
    }
    return pk.s();
  }

  /**
   * A strongly consistent Query of one partition (an item written just before the call is seen and
   * deleted): keys and type only (the type is what {@link CollectionDeleteResult#deletedByType()} counts by), or
   * whole items when a uniqueness key must be computed from stored values.
   */
  private static QueryRequest query(TableClient table, String partitionKey, boolean wholeItems) {
    QueryRequest.Builder request =
        new KeyCondition(null, table.partitionKeyName(), partitionKey, table.sortKeyName(), null, List.of())
            .toRequest(table.tableName())
            .consistentRead(true);
    return wholeItems ? request.build() : QueryOperation.keysAndType(request, table.context()).build();
  }

  /** One call's progress: what it deleted, what it holds to delete, where it is reading. */
  private static final class Run {
    private final TableClient table;
    private final String operation;
    private final Map<String, AttributeValue> parentKey;
    private final RetryPolicy policy;
    private final Map<String, UniqueValues<?>> uniqueByType;
    /** The uniqueness items the parent owns: deleted after everything else, just before it. */
    private final List<Map<String, AttributeValue>> parentUniqueness = new ArrayList<>();
    private final List<Map<String, AttributeValue>> deleted = new ArrayList<>();
    /** The type of each item read, by key ({@code null} for an item without one); uniqueness items are not here. */
    private final Map<Map<String, AttributeValue>, String> types = new HashMap<>();
    private final Map<String, Integer> deletedByType = new TreeMap<>();
    private int records;
    private int uniquenessItems;
    /** Uniqueness items owned by the items read, not yet sent: they go before anything else. */
    private final List<Map<String, AttributeValue>> uniquePending = new ArrayList<>();
    /** Items whose uniqueness items are pending or not yet confirmed: they wait until none is. */
    private final List<Map<String, AttributeValue>> waiting = new ArrayList<>();
    /** Keys read and not yet sent, nothing left to delete before them. */
    private final List<Map<String, AttributeValue>> pending = new ArrayList<>();
    private boolean parentFound;
    private int queries;
    private int batchGets;
    private int batchWrites;

    Run(TableClient table, String operation, Map<String, AttributeValue> parentKey, RetryPolicy policy,
        Map<String, UniqueValues<?>> uniqueByType) {
      this.table = table;
      this.operation = operation;
      this.parentKey = parentKey;
      this.policy = policy;
      this.uniqueByType = uniqueByType;
    }

    /** The uniqueness items {@code item} may hold, when its entity has {@code @Unique} values. */
    private List<Map<String, AttributeValue>> uniquenessKeys(String type, Map<String, AttributeValue> item) {
      UniqueValues<?> unique = type == null ? null : uniqueByType.get(type);
      return unique == null ? List.of() : unique.uniquenessKeysHeldBy(table, item);
    }

    CollectionDeleteResult deleteAll(List<String> partitions) {
      for (int p = 0; p < partitions.size(); p++) {
        List<String> unread = partitions.subList(p, partitions.size());
        QueryRequest request = query(table, partitions.get(p), !uniqueByType.isEmpty());
        while (true) {
          QueryResponse page;
          try {
            queries++;
            // As stored: expired items DynamoDB has not removed yet are deleted with the rest.
            page = table.send(operation, QueryOperation.asStored(request));
          } catch (RuntimeException e) {
            throw incomplete(List.of(), unread, e);
          }
          // Each item's possible uniqueness items, by item (in page order).
          Map<Map<String, AttributeValue>, List<Map<String, AttributeValue>>> candidates = new LinkedHashMap<>();
          for (Map<String, AttributeValue> item : page.items()) {
            Map<String, AttributeValue> key = table.keyOf(item);
            String type = Items.getString(item, table.typeAttributeName());
            types.put(key, type);
            List<Map<String, AttributeValue>> held = uniquenessKeys(type, item);
            if (!held.isEmpty()) {
              candidates.put(key, held);
            } else if (key.equals(parentKey)) {
              parentFound = true;
            } else {
              pending.add(key);
            }
          }
          boolean lastPage = !page.hasLastEvaluatedKey() || page.lastEvaluatedKey().isEmpty();
          List<String> unreadAfter = lastPage ? partitions.subList(p + 1, partitions.size()) : unread;
          owned(candidates, unread);
          // Send only full batches while reading: the rest rides along with the next page's keys.
          flush(false, unreadAfter);
          if (lastPage) {
            break;
          }
          request = request.toBuilder().exclusiveStartKey(page.lastEvaluatedKey()).build();
        }
      }
      if (parentFound) {
        // Last, once every other delete is confirmed: the parent's own uniqueness items, then the parent alone.
        uniquePending.addAll(parentUniqueness);
        flush(true, List.of());
        pending.add(parentKey);
      }
      flush(true, List.of());
      return new CollectionDeleteResult(records, deletedByType, uniquenessItems, parentFound, queries, batchGets,
          batchWrites);
    }

    /**
     * Reads the uniqueness items {@code candidates} name (strongly consistent, so a value just taken is
     * seen), keeps to delete those each item owns, and queues the items after them.
     */
    private void owned(Map<Map<String, AttributeValue>, List<Map<String, AttributeValue>>> candidates,
        List<String> unread) {
      if (candidates.isEmpty()) {
        return;
      }
      List<Map<String, AttributeValue>> keys = new ArrayList<>();
      candidates.values().forEach(keys::addAll);
      BatchGetResult<Map<String, AttributeValue>> read;
      try {
        // The same value held by two items (stored before @Unique) is one key: BatchGetter reads it once.
        read = BatchGetter.get(table, operation, keys, key -> key, policy, true);
      } catch (BatchIncompleteException | ThrottledException e) {
        throw incomplete(List.of(), unread, e);
      }
      batchGets += read.requests();
      Map<Map<String, AttributeValue>, Map<String, AttributeValue>> stored = new HashMap<>();
      read.items().forEach(item -> stored.put(table.keyOf(item), item));
      candidates.forEach((owner, held) -> {
        List<Map<String, AttributeValue>> owns = new ArrayList<>();
        for (Map<String, AttributeValue> key : held) {
          Map<String, AttributeValue> item = stored.get(key);
          if (item != null && UniqueValues.ownedBy(table, item, owner) && !owns.contains(key)) {
            owns.add(key);
          }
        }
        if (owner.equals(parentKey)) {
          parentFound = true;
          parentUniqueness.addAll(owns);
        } else if (owns.isEmpty()) {
          pending.add(owner);
        } else {
          uniquePending.addAll(owns);
          waiting.add(owner);
        }
      });
    }

    /**
     * Sends full batches (every pending delete when {@code all}): uniqueness items first, then items with
     * none left unconfirmed. Items waiting on uniqueness items join only once none is pending, i.e. once
     * every uniqueness item queued before them is confirmed deleted.
     */
    private void flush(boolean all, List<String> unread) {
      while (true) {
        if (uniquePending.isEmpty() && !waiting.isEmpty()) {
          pending.addAll(waiting);
          waiting.clear();
        }
        int available = uniquePending.size() + pending.size();
        if (available == 0 || !all && available < BatchWriter.MAX_WRITES_PER_REQUEST) {
          return;
        }
        List<Map<String, AttributeValue>> batch = new ArrayList<>(BatchWriter.MAX_WRITES_PER_REQUEST);
        take(uniquePending, batch);
        take(pending, batch);
        delete(batch, unread);
      }
    }

    /** Moves keys from the head of {@code from} to {@code batch} until it is full. */
    private static void take(List<Map<String, AttributeValue>> from, List<Map<String, AttributeValue>> batch) {
      int count = Math.min(from.size(), BatchWriter.MAX_WRITES_PER_REQUEST - batch.size());
      batch.addAll(from.subList(0, count));
      from.subList(0, count).clear();
    }

    /** Deletes {@code batch}, under the retry policy. */
    private void delete(List<Map<String, AttributeValue>> batch, List<String> unread) {
      List<WriteRequestFor<Map<String, AttributeValue>>> writes = new ArrayList<>(batch.size());
      for (Map<String, AttributeValue> key : batch) {
        writes.add(WriteRequestFor.delete(key, key));
      }
      BatchWriteResult result;
      try {
        result = BatchWriter.write(table, operation, writes, policy);
      } catch (BatchIncompleteException e) {
        throw incomplete(batch, e.unprocessed(), unread, e);
      } catch (ThrottledException e) {
        throw incomplete(batch, e.unprocessed(), unread, e);
      }
      batchWrites += result.requests();
      batch.forEach(this::deleted);
    }

    /** Counts {@code key} as deleted: a record of its type, or a uniqueness item. */
    private void deleted(Map<String, AttributeValue> key) {
      deleted.add(key);
      if (!types.containsKey(key)) {
        uniquenessItems++;
        return;
      }
      records++;
      String type = types.get(key);
      if (type != null) {
        deletedByType.merge(type, 1, Integer::sum);
      }
    }

    private CollectionDeleteIncompleteException incomplete(
        List<Map<String, AttributeValue>> sent, List<?> unprocessed, List<String> unread, RuntimeException cause) {
      // BatchWriter hands back the very key objects it was given: what was sent and not handed back is deleted.
      Map<Map<String, AttributeValue>, Boolean> notDone = new HashMap<>();
      unprocessed.forEach(k -> notDone.put(asKey(k), Boolean.TRUE));
      List<Map<String, AttributeValue>> remaining = new ArrayList<>();
      for (Map<String, AttributeValue> key : sent) {
        if (notDone.containsKey(key)) {
          remaining.add(key);
        } else {
          deleted.add(key);
        }
      }
      return incomplete(remaining, unread, cause);
    }

    private CollectionDeleteIncompleteException incomplete(
        List<Map<String, AttributeValue>> notDeleted, List<String> unread, RuntimeException cause) {
      List<Map<String, AttributeValue>> remaining = new ArrayList<>(notDeleted);
      remaining.addAll(uniquePending);
      remaining.addAll(waiting);
      remaining.addAll(pending);
      remaining.remove(parentKey);
      return new CollectionDeleteIncompleteException(operation, table.tableName(), parentKey,
          table.describeKey(parentKey), deleted, remaining, unread, cause);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, AttributeValue> asKey(Object key) {
      return (Map<String, AttributeValue>) key;
    }
  }
}
