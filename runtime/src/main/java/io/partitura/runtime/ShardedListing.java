package io.partitura.runtime;

import io.partitura.runtime.exceptions.InvalidCursorException;
import io.partitura.runtime.keys.KeyCodec;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A paged listing over a sharded partition ({@code WS#acme#00} … {@code WS#acme#09}): each page sends
 * one Query per shard that may still hold items, in parallel, and merges the answers in sort-key
 * order (a k-way merge comparing keys as UTF-8 bytes, as DynamoDB orders them).
 *
 * <p>Each shard is asked for one item more than the page size, so the page is exactly right
 * whatever the spread. The cursor records, per shard, the last item the page took from it (or that
 * the shard is exhausted), so the next page resumes every shard where it stopped: no item is
 * returned twice or skipped, whatever the page size. A page costs at most one request per shard;
 * exhausted shards cost nothing.
 *
 * <p>Parallelism: the queries run on the table's fan-out executor with the synchronous client the
 * table already has, so no second (async) client needs configuring. The calling thread runs every
 * query no executor thread has started (see {@link FanOut}), so a listing called from a thread of
 * that executor, even with every other thread busy, never waits for work queued behind it.
 */
public final class ShardedListing<T> {
  private final TableClient table;
  private final String operation;
  private final List<KeyCondition> shards;
  private final Function<Map<String, AttributeValue>, T> decoder;
  private final boolean forward;
  private final int pageSize;
  private final boolean consistentRead;

  public ShardedListing(TableClient table, String operation, List<KeyCondition> shards,
      Function<Map<String, AttributeValue>, T> decoder) {
    this(table, operation, shards, decoder, true, AbstractListing.DEFAULT_PAGE_SIZE, false);
  }

  private ShardedListing(TableClient table, String operation, List<KeyCondition> shards,
      Function<Map<String, AttributeValue>, T> decoder, boolean forward, int pageSize, boolean consistentRead) {
    this.table = table;
    this.operation = operation;
    this.shards = List.copyOf(shards);
    this.decoder = decoder;
    this.forward = forward;
    this.pageSize = pageSize;
    this.consistentRead = consistentRead;
  }

  public ShardedListing<T> ascending() {
    return new ShardedListing<>(table, operation, shards, decoder, true, pageSize, consistentRead);
  }

  public ShardedListing<T> descending() {
    return new ShardedListing<>(table, operation, shards, decoder, false, pageSize, consistentRead);
  }

  public ShardedListing<T> oldestFirst() {
    return ascending();
  }

  public ShardedListing<T> newestFirst() {
    return descending();
  }

  public ShardedListing<T> limit(int pageSize) {
    return new ShardedListing<>(table, operation, shards, decoder, forward,
        AbstractListing.checkPageSize(operation, pageSize), consistentRead);
  }


  /**
   * Strongly consistent reads: on the base table and on a local secondary index (which shares the
   * table's partition key); DynamoDB refuses them on global secondary indexes.
   */
  public ShardedListing<T> consistentRead() {
    KeyCondition first = shards.get(0);
    if (first.indexName() != null && !first.partitionKeyName().equals(table.partitionKeyName())) {
      throw new IllegalStateException(operation + ": global secondary index " + first.indexName()
          + " is eventually consistent only; DynamoDB refuses consistent reads on it");
    }
    return new ShardedListing<>(table, operation, shards, decoder, forward, pageSize, true);
  }

  /** How many shards a page may query. */
  public int shardCount() {
    return shards.size();
  }

  public Page<T> page() {
    return page(null);
  }

  /** One page: at most one Query per shard not yet exhausted, sent in parallel. */
  public Page<T> page(String cursor) {
    List<ShardState> states = decode(cursor);
    List<Integer> active = new ArrayList<>();
    for (int i = 0; i < states.size(); i++) {
      if (!states.get(i).exhausted) {
        active.add(i);
      }
    }
    List<Supplier<QueryResponse>> queries = new ArrayList<>();
    for (int shard : active) {
      QueryRequest request = request(shard, states.get(shard).resumeKey);
      queries.add(() -> table.query(operation, request));
    }
    List<QueryResponse> responses = FanOut.run(operation, table.fanOutExecutor(), queries);
    List<List<Map<String, AttributeValue>>> answers = new ArrayList<>();
    List<Boolean> more = new ArrayList<>();
    List<Map<String, AttributeValue>> stoppedAt = new ArrayList<>();
    for (QueryResponse response : responses) {
      answers.add(response.items());
      boolean cutShort = response.items().size() <= pageSize
          && response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty();
      more.add(response.items().size() > pageSize || cutShort);
      // A shard that stopped early (DynamoDB's 1 MB page limit) may hold unread items that sort
      // before other shards' fetched ones: nothing past where it stopped may be emitted this page.
      stoppedAt.add(cutShort ? response.lastEvaluatedKey() : null);
    }

    // k-way merge: each answer is already in sort-key order.
    Comparator<Map<String, AttributeValue>> order = comparator();
    Map<String, AttributeValue> fence = null;
    for (Map<String, AttributeValue> stop : stoppedAt) {
      if (stop != null && (fence == null || order.compare(stop, fence) < 0)) {
        fence = stop;
      }
    }
    PriorityQueue<int[]> heads = new PriorityQueue<>((a, b) ->
        order.compare(answers.get(a[0]).get(a[1]), answers.get(b[0]).get(b[1])));
    for (int i = 0; i < answers.size(); i++) {
      if (!answers.get(i).isEmpty()) {
        heads.add(new int[] {i, 0});
      }
    }
    List<T> records = new ArrayList<>(pageSize);
    int[] taken = new int[answers.size()];
    while (records.size() < pageSize && !heads.isEmpty()) {
      int[] head = heads.peek();
      Map<String, AttributeValue> item = answers.get(head[0]).get(head[1]);
      if (fence != null && order.compare(item, fence) > 0) {
        break;
      }
      heads.poll();
      records.add(decoder.apply(item));
      taken[head[0]] = head[1] + 1;
      if (head[1] + 1 < answers.get(head[0]).size()) {
        heads.add(new int[] {head[0], head[1] + 1});
      }
    }

    boolean anyLeft = false;
    List<ShardState> next = new ArrayList<>(states);
    for (int i = 0; i < active.size(); i++) {
      int shard = active.get(i);
      List<Map<String, AttributeValue>> answer = answers.get(i);
      if (taken[i] == 0) {
        if (answer.isEmpty() && stoppedAt.get(i) != null) {
          // Read nothing before stopping: resume where DynamoDB stopped.
          next.set(shard, new ShardState(false, resumeKey(stoppedAt.get(i))));
          anyLeft = true;
        } else {
          // Nothing taken from this shard: it resumes where it was, unless it has nothing at all.
          boolean empty = answer.isEmpty() && !more.get(i);
          next.set(shard, empty ? ShardState.EXHAUSTED : states.get(shard));
          anyLeft |= !empty;
        }
      } else if (taken[i] == answer.size() && !more.get(i)) {
        next.set(shard, ShardState.EXHAUSTED);
      } else {
        next.set(shard, new ShardState(false, resumeKey(answer.get(taken[i] - 1))));
        anyLeft = true;
      }
    }
    return new Page<>(records, anyLeft ? encode(next) : null);
  }

  /**
   * Every item: each shard read whole (one Query per shard, plus one per further MB of it), in
   * parallel, then merged in order. Cheaper than paging when everything is wanted.
   */
  public List<T> all() {
    List<QueryRequest> requests = new ArrayList<>();
    for (KeyCondition shard : shards) {
      requests.add(shard.toRequest(table.tableName()).scanIndexForward(forward).consistentRead(consistentRead).build());
    }
    List<Map<String, AttributeValue>> items = new ArrayList<>(table.queryAllInParallel(operation, requests));
    items.sort(comparator());
    List<T> records = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      records.add(decoder.apply(item));
    }
    return records;
  }

  /** The first page's requests, one per shard, rendered; nothing is sent. */
  public List<RequestDescription> describe() {
    return describe(null);
  }

  /**
   * The requests for the page at {@code cursor}, one per shard not yet exhausted, rendered; nothing
   * is sent.
   *
   * @throws InvalidCursorException when the cursor was altered or made by another listing
   */
  public List<RequestDescription> describe(String cursor) {
    List<ShardState> states = decode(cursor);
    List<RequestDescription> descriptions = new ArrayList<>();
    for (int shard = 0; shard < shards.size(); shard++) {
      if (!states.get(shard).exhausted) {
        descriptions.add(RequestDescription.of(request(shard, states.get(shard).resumeKey)));
      }
    }
    return descriptions;
  }

  private QueryRequest request(int shard, Map<String, AttributeValue> resumeKey) {
    QueryRequest.Builder request = shards.get(shard).toRequest(table.tableName())
        .scanIndexForward(forward)
        .limit(pageSize + 1)
        .consistentRead(consistentRead);
    if (resumeKey != null) {
      request.exclusiveStartKey(resumeKey);
    }
    return request.build();
  }

  private Comparator<Map<String, AttributeValue>> comparator() {
    KeyCondition first = shards.get(0);
    List<String> attributes = new ArrayList<>();
    attributes.add(first.sortKeyName());
    for (String attribute : first.resumeKeyAttributes()) {
      if (!attributes.contains(attribute) && !attribute.equals(first.partitionKeyName())) {
        attributes.add(attribute);
      }
    }
    Comparator<Map<String, AttributeValue>> ascending = (a, b) -> {
      for (String attribute : attributes) {
        int c = KeyCodec.compareUtf8(text(a.get(attribute)), text(b.get(attribute)));
        if (c != 0) {
          return c;
        }
      }
      return 0;
    };
    return forward ? ascending : ascending.reversed();
  }

  private static String text(AttributeValue value) {
    return value == null || value.s() == null ? "" : value.s();
  }

  private Map<String, AttributeValue> resumeKey(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    for (String attribute : shards.get(0).resumeKeyAttributes()) {
      key.put(attribute, item.get(attribute));
    }
    return key;
  }

  private record ShardState(boolean exhausted, Map<String, AttributeValue> resumeKey) {
    static final ShardState START = new ShardState(false, null);
    static final ShardState EXHAUSTED = new ShardState(true, null);
  }

  private String fingerprint() {
    StringBuilder fingerprint = new StringBuilder("sharded:").append(shards.size());
    for (KeyCondition shard : shards) {
      fingerprint.append('\u0001').append(shard.fingerprint(table.tableName(), forward));
    }
    return fingerprint.toString();
  }

  private String encode(List<ShardState> states) {
    Map<String, AttributeValue> flat = new LinkedHashMap<>();
    for (int shard = 0; shard < states.size(); shard++) {
      ShardState state = states.get(shard);
      if (state.exhausted) {
        flat.put(shard + "", AttributeValue.fromN("0"));
      } else if (state.resumeKey != null) {
        String tag = shardTag(shard);
        state.resumeKey.forEach((name, value) -> flat.put(tag + name, value));
      }
    }
    return table.cursors().encode(fingerprint(), flat);
  }

  private List<ShardState> decode(String cursor) {
    List<ShardState> states = new ArrayList<>();
    for (int i = 0; i < shards.size(); i++) {
      states.add(ShardState.START);
    }
    if (cursor == null) {
      return states;
    }
    Map<String, AttributeValue> flat = table.cursors().decode(fingerprint(), cursor);
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    for (int i = 0; i < shards.size(); i++) {
      keys.add(new LinkedHashMap<>());
    }
    flat.forEach((name, value) -> {
      int bar = name.indexOf('|');
      try {
        if (bar < 0) {
          states.set(Integer.parseInt(name), ShardState.EXHAUSTED);
        } else {
          keys.get(Integer.parseInt(name.substring(0, bar))).put(name.substring(bar + 1), value);
        }
      } catch (RuntimeException e) {
        throw new InvalidCursorException(operation + ": the cursor does not fit this sharded listing; "
            + "start it again without a cursor.", e);
      }
    });
    for (int shard = 0; shard < shards.size(); shard++) {
      Map<String, AttributeValue> key = keys.get(shard);
      if (!key.isEmpty()) {
        // The same range check as an unsharded listing's, per shard: a cursor forged with the public
        // default key must not resume outside the shard's partition or its sort-key prefix.
        states.set(shard, new ShardState(false, CursorCodec.requireWithin(operation, shards.get(shard), key)));
      }
    }
    return states;
  }

  private static String shardTag(int shard) {
    return shard + "|";
  }
}
