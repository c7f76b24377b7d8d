package io.partitura.runtime.query;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidCursorException;
import io.partitura.runtime.item.ItemSize;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.operation.QueryOperation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Pages through a sharded partition ({@code WS#acme#00} … {@code WS#acme#09}) for a {@link Listing}:
 * each page reads the shards that may still hold items in parallel and merges the answers in sort-key
 * order (a k-way merge comparing keys as UTF-8 bytes, as DynamoDB orders them).
 *
 * <p><b>What a page costs.</b> Read capacity is billed per request, on the items read rounded up to
 * 4 KB, so a page pays at least one request per shard it reads, and the items it reads past its end
 * (each shard's next item, at least, tells where that shard stands) are read again by the next page.
 * So a page is read in at most two rounds of parallel Queries:
 *
 * <ol>
 *   <li>Each shard is asked for its even share of the page plus one item, rounded up to the items
 *       that fit in the read units that share costs anyway (the cursor carries the largest item size
 *       seen, so from the second page on), at most twice its share. Most pages end here.
 *   <li>When a shard runs out while it may hold more, before the page is full, the items already
 *       read decide where the page can end at the latest: the {@code n}-th item of the merged buffers,
 *       {@code n} being what the page still needs. Every shard whose read stopped before that key is
 *       read again up to it ({@code BETWEEN} in the key condition), so after this round every item up
 *       to it is known and the page is complete. Only when the first round read fewer items than the
 *       page needs (shards exhausted, or emptied by expiry) is each shard asked for what the page still
 *       misses instead, which completes it too.
 * </ol>
 *
 * <p>No item is returned twice or skipped, whatever the spread: the cursor records, per shard, the
 * last item the page took from it (or that the shard is exhausted). More than two rounds happen only
 * when DynamoDB stops a read at 1 MB, a filter drops items, or expired items are dropped.
 *
 * <p>Filtered, the first round asks each shard for a whole page ({@code Limit} page size + 1), since
 * its share says nothing about how many of its items match, and a shard short of matches is asked for
 * reads sized from the share of items that matched so far ({@link ReadSizes#filtered}); a shard is
 * read at most {@code 1 + maxExtraReads} times per page, after which the page is returned short, with
 * a cursor. Expired items (dropped by the table client, counted against {@code Limit} by DynamoDB)
 * get the same bound. {@link Listing#readSize} sets the {@code Limit} of every read instead.
 *
 * <p>Parallelism: the queries run on the table's fan-out executor with the synchronous client the
 * table already has, so no second (async) client needs configuring. The calling thread runs every
 * query no executor thread has started (see {@link FanOut}), so a listing called from a thread of
 * that executor, even with every other thread busy, never waits for work queued behind it.
 */
final class ShardedPager<T> {
  /** The cursor entry holding the largest item read by the page, in bytes: how the next page sizes its reads. */
  private static final String SIZE_HINT = "size";

  private final ListingQuery<T> query;
  private final TableClient table;
  private final String operation;
  private final List<KeyCondition> shards;
  private final Function<Map<String, AttributeValue>, T> decoder;
  private final boolean forward;
  private final int pageSize;
  private final Comparator<Map<String, AttributeValue>> order;

  /** What this pager's reads have seen: the largest item, and how many items matched of how many read. */
  private int largestItemBytes;
  private long matched;
  private long scanned;

  ShardedPager(ListingQuery<T> query) {
    this.query = query;
    this.table = query.table();
    this.operation = query.operation();
    this.shards = query.partitions();
    this.decoder = query.decoder();
    this.forward = query.forward();
    this.pageSize = query.pageSize();
    this.order = comparator();
  }

  /**
   * One page: the next {@code pageSize} items in merged order, read in the rounds the class comment
   * describes, then one item more when any is left, which says another page follows.
   */
  Page<T> page(String cursor) {
    Position position = decode(cursor);
    largestItemBytes = position.largestItemBytes();
    List<ShardBuffer> live = new ArrayList<>();
    for (int shard = 0; shard < position.states().size(); shard++) {
      if (!position.states().get(shard).exhausted) {
        live.add(new ShardBuffer(shard, position.states().get(shard).resumeKey));
      }
    }
    int wanted = pageSize + 1; // one more than the page: whether another page follows
    int firstRead = firstReadSize(live.size(), position.largestItemBytes());
    read(live, buffer -> request(buffer.shard, buffer.continueFrom, firstRead, null), null);

    List<T> records = new ArrayList<>(pageSize);
    boolean anyLeft = false;
    while (true) {
      ShardBuffer next = firstHead(live);
      if (records.size() == pageSize && next != null) {
        anyLeft = true; // the one item more: another page follows
        break;
      }
      List<ShardBuffer> blocking = blocking(live, next);
      if (!blocking.isEmpty()) {
        if (blocking.stream().anyMatch(buffer -> (query.filtered() || buffer.lostToExpiry)
            && buffer.reads > query.maxExtraReads())) {
          // The bound of Queries per shard: the items taken so far are in order; the cursor resumes
          // every shard where it stopped, so the short page skips nothing.
          anyLeft = true;
          break;
        }
        readOn(live, blocking, wanted - records.size());
        continue;
      }
      if (next == null) {
        break; // every shard has given everything
      }
      records.add(decoder.apply(next.take()));
    }

    List<ShardState> nextStates = new ArrayList<>(position.states());
    for (ShardBuffer buffer : live) {
      nextStates.set(buffer.shard, buffer.hasItem() || !buffer.done
          ? new ShardState(false, buffer.resumeKey)
          : ShardState.EXHAUSTED);
    }
    return new Page<>(records, anyLeft ? encode(nextStates, largestItemBytes) : null);
  }

  /** The Limit of each shard's first read in a page: see the class comment. */
  private int firstReadSize(int liveShards, int largestItemBytes) {
    if (query.readSizeSet()) {
      return query.readSize();
    }
    int wanted = pageSize + 1;
    if (query.filtered()) {
      return wanted;
    }
    int share = share(wanted, liveShards, 1);
    return ReadSizes.filledToUnits(share, largestItemBytes, Math.min(wanted, 2 * share));
  }

  /**
   * The second round: the page still needs {@code stillWanted} items (its extra one included) and a
   * shard ran out before them. See the class comment.
   */
  private void readOn(List<ShardBuffer> live, List<ShardBuffer> blocking, int stillWanted) {
    List<Map<String, AttributeValue>> buffered = new ArrayList<>();
    for (ShardBuffer buffer : live) {
      buffered.addAll(buffer.items);
    }
    if (shards.get(0).sortKeyName() != null && buffered.size() >= stillWanted) {
      // The page ends at this item at the latest: read every shard up to it, and the page is complete.
      buffered.sort(order);
      Map<String, AttributeValue> end = buffered.get(stillWanted - 1);
      String endSortKey = text(end.get(shards.get(0).sortKeyName()));
      int limit = query.readSizeSet() ? query.readSize() : query.filtered() ? Listing.MAX_READ_SIZE : stillWanted;
      List<ShardBuffer> behind = new ArrayList<>();
      for (ShardBuffer buffer : live) {
        if (!buffer.done && (buffer.horizon == null || order.compare(buffer.horizon, end) < 0)) {
          behind.add(buffer);
        }
      }
      read(behind, buffer -> request(buffer.shard, buffer.continueFrom, limit, endSortKey), end);
      return;
    }
    // Too few items read to say where the page ends. Unfiltered: ask each shard for all the page still
    // misses, so that none can run out again before the page is full. Filtered: ask the shards that ran
    // out for their share of the matches missing, sized from the share of items that matched so far (a
    // request per shard costs read capacity: the others are read only if they run out in turn).
    int liveShards = live.size();
    Map<ShardBuffer, Integer> limits = new LinkedHashMap<>();
    for (ShardBuffer buffer : query.filtered() ? blocking : live) {
      int needed = (query.filtered() ? share(stillWanted, liveShards, 1) : stillWanted) - buffer.items.size();
      if (!buffer.done && needed > 0) {
        limits.put(buffer, query.readSizeSet() ? query.readSize()
            : query.filtered() ? ReadSizes.filtered(needed, matched, scanned)
            : ReadSizes.filledToUnits(needed, largestItemBytes, stillWanted));
      }
    }
    read(new ArrayList<>(limits.keySet()),
        buffer -> request(buffer.shard, buffer.continueFrom, limits.get(buffer), null), null);
  }

  /**
   * What a shard is asked for when {@code wanted} items are still needed from {@code liveShards}
   * shards: an even share plus {@code slack}, never more than the page needs.
   */
  static int share(int wanted, int liveShards, int slack) {
    int even = (wanted + liveShards - 1) / Math.max(1, liveShards);
    return Math.min(wanted, even + slack);
  }

  /**
   * Sends each buffer's request (in parallel) and adds what it read. {@code end}: the item the reads stop
   * at ({@link #readOn}), or null when they stop at their Limit.
   */
  private void read(List<ShardBuffer> buffers, Function<ShardBuffer, QueryRequest> requests,
      Map<String, AttributeValue> end) {
    if (buffers.isEmpty()) {
      return;
    }
    List<Supplier<QueryResponse>> queries = new ArrayList<>();
    for (ShardBuffer buffer : buffers) {
      QueryRequest request = requests.apply(buffer);
      queries.add(() -> table.send(operation, QueryOperation.page(request)));
    }
    List<QueryResponse> responses = FanOut.run(operation, table.fanOutExecutor(), queries);
    for (int i = 0; i < buffers.size(); i++) {
      QueryResponse response = responses.get(i);
      for (Map<String, AttributeValue> item : response.items()) {
        largestItemBytes = (int) Math.max(largestItemBytes, Math.min(Integer.MAX_VALUE, ItemSize.of(item)));
      }
      matched += response.items().size();
      scanned += response.scannedCount() != null ? response.scannedCount() : response.items().size();
      buffers.get(i).add(response, end);
    }
  }

  /**
   * One shard's items read and not yet taken, and how far its reads got. {@code resumeKey} is where the
   * shard's next page resumes: after the last item taken from it (or after the key where DynamoDB
   * stopped when a read returned nothing); {@code continueFrom} is where its next read in this page
   * starts; every item of the shard up to {@code horizon} (in the listing's order) has been read, and
   * once {@code done}, every item of the shard.
   */
  private final class ShardBuffer {
    final int shard;
    Map<String, AttributeValue> resumeKey;
    Map<String, AttributeValue> continueFrom;
    final ArrayDeque<Map<String, AttributeValue>> items = new ArrayDeque<>();
    Map<String, AttributeValue> horizon;
    boolean done;
    int reads; // Queries sent for this shard in the current page
    boolean lostToExpiry; // some read of this page lost items to expiry: the shard is held to maxExtraReads

    ShardBuffer(int shard, Map<String, AttributeValue> resumeKey) {
      this.shard = shard;
      this.resumeKey = resumeKey;
      this.continueFrom = resumeKey;
    }

    boolean hasItem() {
      return !items.isEmpty();
    }

    Map<String, AttributeValue> head() {
      return items.peekFirst();
    }

    Map<String, AttributeValue> take() {
      Map<String, AttributeValue> item = items.pollFirst();
      resumeKey = ShardedPager.this.resumeKey(item);
      return item;
    }

    /** What one read of this shard returned; {@code end}, the item a bounded read stopped at, or null. */
    void add(QueryResponse response, Map<String, AttributeValue> end) {
      boolean wasEmpty = items.isEmpty();
      items.addAll(response.items());
      reads++;
      lostToExpiry |= !query.filtered() && response.scannedCount() != null
          && response.scannedCount() > response.items().size();
      Map<String, AttributeValue> lastEvaluated = response.hasLastEvaluatedKey()
          && !response.lastEvaluatedKey().isEmpty() ? response.lastEvaluatedKey() : null;
      if (lastEvaluated != null) {
        // Stopped by its Limit or at 1 MB: everything up to there is read.
        horizon = lastEvaluated;
        continueFrom = lastEvaluated;
        if (wasEmpty && response.items().isEmpty()) {
          // Nothing in between (filtered out or expired): the next page may resume where DynamoDB stopped.
          resumeKey = ShardedPager.this.resumeKey(lastEvaluated);
        }
      } else if (end != null) {
        // Read through to `end`: every item up to it is here; any further read starts after the last one.
        horizon = end;
        if (!response.items().isEmpty()) {
          continueFrom = ShardedPager.this.resumeKey(response.items().get(response.items().size() - 1));
        }
      } else {
        done = true;
      }
    }
  }

  /**
   * Every item, lazily, in merged order: nothing is sent until the first item is wanted. Then each
   * shard is queried once (in parallel) for up to the page size (or {@link Listing#readSize}), and
   * queried again, from where it stopped, only when its buffered items run out and the next item is
   * wanted. Walking everything costs about one Query per shard plus one per further page size (or MB)
   * of each shard, not one Query per shard per page; {@code stream().limit(3)} or {@code findFirst()}
   * costs one Query per shard. Close the stream or not: it holds no resources.
   */
  Stream<T> stream() {
    List<ShardBuffer> live = new ArrayList<>();
    for (int shard = 0; shard < shards.size(); shard++) {
      live.add(new ShardBuffer(shard, null));
    }
    int readSize = query.readSizeSet() ? query.readSize() : pageSize;
    Spliterator<T> items = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL) {
      @Override
      public boolean tryAdvance(Consumer<? super T> action) {
        while (true) {
          ShardBuffer next = firstHead(live);
          List<ShardBuffer> blocking = blocking(live, next);
          if (!blocking.isEmpty()) {
            read(blocking, buffer -> request(buffer.shard, buffer.continueFrom, readSize, null), null);
            continue;
          }
          if (next == null) {
            return false;
          }
          action.accept(decoder.apply(next.take()));
          return true;
        }
      }
    };
    return StreamSupport.stream(items, false);
  }

  /** The buffer whose head sorts first among {@code live}, or null when none holds an item. */
  private ShardBuffer firstHead(List<ShardBuffer> live) {
    ShardBuffer first = null;
    for (ShardBuffer buffer : live) {
      if (buffer.hasItem() && (first == null || order.compare(buffer.head(), first.head()) < 0)) {
        first = buffer;
      }
    }
    return first;
  }

  /**
   * The buffers that hold no item but may hold one that sorts before {@code next}'s head (every one
   * that may hold more, when {@code next} is null): no item may be taken before they are read.
   */
  private List<ShardBuffer> blocking(List<ShardBuffer> live, ShardBuffer next) {
    List<ShardBuffer> blocking = new ArrayList<>();
    for (ShardBuffer buffer : live) {
      if (!buffer.done && !buffer.hasItem()
          && (next == null || buffer.horizon == null || order.compare(buffer.horizon, next.head()) < 0)) {
        blocking.add(buffer);
      }
    }
    return blocking;
  }

  /**
   * Every item: each shard read whole (one Query per shard, plus one per further MB of it), in
   * parallel, then merged in order. Cheaper than paging when everything is wanted.
   */
  List<T> all() {
    List<QueryRequest> requests = new ArrayList<>();
    for (KeyCondition shard : shards) {
      requests.add(query.request(shard).build());
    }
    List<Map<String, AttributeValue>> items = new ArrayList<>(RangeReads.allInParallel(table, operation, requests));
    items.sort(comparator());
    List<T> records = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      records.add(decoder.apply(item));
    }
    return records;
  }

  /**
   * The requests for the page at {@code cursor}, one per shard not yet exhausted, rendered; nothing
   * is sent.
   *
   * @throws InvalidCursorException when the cursor was altered or made by another listing
   */
  List<RequestDescription> describe(String cursor) {
    Position position = decode(cursor);
    List<ShardState> states = position.states();
    int live = (int) states.stream().filter(state -> !state.exhausted).count();
    int limit = firstReadSize(live, position.largestItemBytes());
    List<RequestDescription> descriptions = new ArrayList<>();
    for (int shard = 0; shard < shards.size(); shard++) {
      if (!states.get(shard).exhausted) {
        descriptions.add(RequestDescription.of(request(shard, states.get(shard).resumeKey, limit, null)));
      }
    }
    return descriptions;
  }

  /**
   * The Query of {@code shard} from {@code resumeKey} ({@code null}: from the start) for {@code limit}
   * items, stopping at sort key {@code endSortKey} in the listing's order when it is not null.
   */
  private QueryRequest request(int shard, Map<String, AttributeValue> resumeKey, int limit, String endSortKey) {
    KeyCondition condition = shards.get(shard);
    QueryRequest.Builder request = query.request(endSortKey == null ? condition : condition.through(endSortKey, forward))
        .limit(limit);
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

  /** Where each shard stands, and the largest item the previous page read (0 when unknown). */
  private record Position(List<ShardState> states, int largestItemBytes) {}

  private String encode(List<ShardState> states, int largestItemBytes) {
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
    if (largestItemBytes > 0) {
      flat.put(SIZE_HINT, AttributeValue.fromN(Integer.toString(largestItemBytes)));
    }
    return table.cursors().encode(fingerprint(), flat);
  }

  private Position decode(String cursor) {
    List<ShardState> states = new ArrayList<>();
    for (int i = 0; i < shards.size(); i++) {
      states.add(ShardState.START);
    }
    if (cursor == null) {
      return new Position(states, 0);
    }
    Map<String, AttributeValue> flat = table.cursors().decode(fingerprint(), cursor);
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    for (int i = 0; i < shards.size(); i++) {
      keys.add(new LinkedHashMap<>());
    }
    int[] largestItemBytes = {0};
    flat.forEach((name, value) -> {
      int bar = name.indexOf('|');
      try {
        if (name.equals(SIZE_HINT)) {
          // Only a hint for sizing reads: a forged one changes what a page reads, within its bounds, not what it returns.
          largestItemBytes[0] = (int) Math.max(0, Math.min(ItemSize.MAX_ITEM_BYTES, Long.parseLong(value.n())));
        } else if (bar < 0) {
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
        states.set(shard, new ShardState(false, shards.get(shard).requireWithin(operation, key)));
      }
    }
    return new Position(states, largestItemBytes[0]);
  }

  private static String shardTag(int shard) {
    return shard + "|";
  }
}
