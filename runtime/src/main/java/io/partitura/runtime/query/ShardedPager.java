package io.partitura.runtime.query;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidCursorException;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.operation.QueryOperation;
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
import java.util.function.ToIntFunction;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Pages through a sharded partition ({@code WS#acme#00} … {@code WS#acme#09}) for a {@link Listing}:
 * each page sends one Query per shard that may still hold items, in parallel, and merges the answers
 * in sort-key order (a k-way merge comparing keys as UTF-8 bytes, as DynamoDB orders them).
 *
 * <p>Each shard is asked for about its share of the page (an even share of the page plus one, plus
 * one), not for a whole page: the items read are paid for in read capacity. A shard whose answer
 * runs out while it may hold more is queried again before any item that could sort after its next
 * one is taken, so the page is exactly the next items in merged order whatever the spread, and full
 * unless it is the last. The cursor records, per shard, the last item the page took from it (or
 * that the shard is exhausted), so the next page resumes every shard where it stopped: no item is
 * returned twice or skipped, whatever the page size. Exhausted shards cost nothing; an evenly
 * spread page costs about one Query per shard (10 shards, pages of 25: 1.16 Queries per shard and
 * 1.67 items read per item returned, against 1 and 9.8 when every shard was asked for a page).
 * {@link #stream()} keeps a buffer per shard and is cheaper still to walk everything.
 *
 * <p>Filtered, each shard is asked for a whole page ({@code Limit} page size + 1), since its share
 * says nothing about how many of its items match; a shard is read at most {@code 1 + maxExtraReads}
 * times per page, after which the page is returned short, with a cursor. Expired items (dropped by
 * the table client, counted against {@code Limit} by DynamoDB) get the same bound: a shard that lost
 * items to expiry in a page is read at most {@code 1 + maxExtraReads} times in it, and a read that
 * lost some is followed by one for everything the page still misses, not a share, since the items
 * after expired ones are often expired too.
 *
 * <p>Parallelism: the queries run on the table's fan-out executor with the synchronous client the
 * table already has, so no second (async) client needs configuring. The calling thread runs every
 * query no executor thread has started (see {@link FanOut}), so a listing called from a thread of
 * that executor, even with every other thread busy, never waits for work queued behind it.
 */
final class ShardedPager<T> {
  private final ListingQuery<T> query;
  private final TableClient table;
  private final String operation;
  private final List<KeyCondition> shards;
  private final Function<Map<String, AttributeValue>, T> decoder;
  private final boolean forward;
  private final int pageSize;

  ShardedPager(ListingQuery<T> query) {
    this.query = query;
    this.table = query.table();
    this.operation = query.operation();
    this.shards = query.partitions();
    this.decoder = query.decoder();
    this.forward = query.forward();
    this.pageSize = query.pageSize();
  }

  /**
   * One page: the next {@code limit} items in merged order. Each shard not yet exhausted is asked for
   * about its share ({@link #share}), in parallel; a shard whose answer runs out while it still has
   * items is asked again (again for about its share of what the page still needs) before any item
   * that could sort after its next one is taken, so the page is exact and most pages cost one Query
   * per shard.
   */
  Page<T> page(String cursor) {
    List<ShardState> states = decode(cursor);
    List<ShardBuffer> live = new ArrayList<>();
    for (int shard = 0; shard < states.size(); shard++) {
      if (!states.get(shard).exhausted) {
        live.add(new ShardBuffer(shard, states.get(shard).resumeKey));
      }
    }
    int wanted = pageSize + 1; // one more than the page: whether another page follows
    int firstRead = query.filtered() ? wanted : share(wanted, live.size(), 1);
    fill(live, buffer -> firstRead);

    Comparator<Map<String, AttributeValue>> order = comparator();
    List<T> records = new ArrayList<>(pageSize);
    boolean anyLeft = false;
    while (true) {
      List<ShardBuffer> dry = new ArrayList<>();
      ShardBuffer next = firstHead(live, order, dry);
      if (records.size() == pageSize && next != null) {
        anyLeft = true; // the one item more: another page follows
        break;
      }
      if (!dry.isEmpty()) {
        if (dry.stream().anyMatch(buffer -> (query.filtered() || buffer.lostToExpiry)
            && buffer.reads > query.maxExtraReads())) {
          // The bound of Queries per shard: the items taken so far are in order; the cursor resumes
          // every shard where it stopped, so the short page skips nothing.
          anyLeft = true;
          break;
        }
        // A dry shard's next item may sort before every buffered head: read it before taking any.
        int stillWanted = records.size() == pageSize ? 1 : wanted - records.size();
        fill(dry, buffer -> query.filtered() ? wanted
            : buffer.lastReadLostToExpiry ? stillWanted
            : share(stillWanted, live.size(), 0));
        continue;
      }
      if (next == null) {
        break; // every shard has given everything
      }
      records.add(decoder.apply(next.take()));
    }

    List<ShardState> nextStates = new ArrayList<>(states);
    for (ShardBuffer buffer : live) {
      nextStates.set(buffer.shard, buffer.hasItem() || buffer.mayHaveMore()
          ? new ShardState(false, buffer.resumeKey)
          : ShardState.EXHAUSTED);
    }
    return new Page<>(records, anyLeft ? encode(nextStates) : null);
  }

  /**
   * What a shard is asked for when {@code wanted} items are still needed from {@code liveShards}
   * shards: an even share plus {@code slack}, never more than the page needs. The first read of a
   * page takes a slack of one, so that a shard holding a little more than its share does not cost
   * a second request; a shard read again gets its even share of what is still missing. (Measured on
   * 10 shards and pages of 25: this pair costs 1.65 items read per item returned and 1.13 Queries
   * per shard per page; no slack costs 1.43 items but 1.51 Queries, a slack of two more items.)
   */
  static int share(int wanted, int liveShards, int slack) {
    int even = (wanted + liveShards - 1) / Math.max(1, liveShards);
    return Math.min(wanted, even + slack);
  }

  /** Queries every buffer in {@code buffers} from where it stands, in parallel, each for its {@code limit}. */
  private void fill(List<ShardBuffer> buffers, ToIntFunction<ShardBuffer> limit) {
    if (buffers.isEmpty()) {
      return;
    }
    List<Supplier<QueryResponse>> queries = new ArrayList<>();
    for (ShardBuffer buffer : buffers) {
      QueryRequest request = request(buffer.shard, buffer.readFrom(), limit.applyAsInt(buffer));
      queries.add(() -> table.send(operation, QueryOperation.page(request)));
    }
    List<QueryResponse> responses = FanOut.run(operation, table.fanOutExecutor(), queries);
    for (int i = 0; i < buffers.size(); i++) {
      buffers.get(i).refill(responses.get(i));
    }
  }

  /**
   * One shard's items read so far and not yet taken. {@code resumeKey} is where the shard's next
   * page resumes: after the last item taken from it (or after the key where DynamoDB stopped when a
   * read returned nothing); {@code lastEvaluated} is where its next read resumes, or null once it has
   * given everything.
   */
  private final class ShardBuffer {
    final int shard;
    Map<String, AttributeValue> resumeKey;
    List<Map<String, AttributeValue>> items = List.of();
    int position;
    Map<String, AttributeValue> lastEvaluated;
    boolean read;
    int reads; // Queries sent for this shard in the current page
    boolean lastReadLostToExpiry; // DynamoDB read more items than the table client kept
    boolean lostToExpiry; // some read of this page did: the shard is held to maxExtraReads

    ShardBuffer(int shard, Map<String, AttributeValue> resumeKey) {
      this.shard = shard;
      this.resumeKey = resumeKey;
    }

    boolean hasItem() {
      return position < items.size();
    }

    /** Not read yet, or stopped by DynamoDB with a LastEvaluatedKey: a further read may find items. */
    boolean mayHaveMore() {
      return !read || lastEvaluated != null;
    }

    Map<String, AttributeValue> head() {
      return items.get(position);
    }

    Map<String, AttributeValue> take() {
      Map<String, AttributeValue> item = items.get(position++);
      resumeKey = ShardedPager.this.resumeKey(item);
      return item;
    }

    Map<String, AttributeValue> readFrom() {
      return read ? lastEvaluated : resumeKey;
    }

    void refill(QueryResponse response) {
      items = response.items();
      position = 0;
      read = true;
      reads++;
      lastReadLostToExpiry = response.scannedCount() != null && response.scannedCount() > items.size()
          && !query.filtered();
      lostToExpiry |= lastReadLostToExpiry;
      lastEvaluated = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
          ? response.lastEvaluatedKey() : null;
      if (items.isEmpty() && lastEvaluated != null) {
        // DynamoDB stopped (1 MB) before any item: nothing in between, resume where it stopped.
        resumeKey = ShardedPager.this.resumeKey(lastEvaluated);
      }
    }
  }

  /**
   * Every item, lazily, in merged order: nothing is sent until the first item is wanted. Then each
   * shard is queried once (in parallel) for up to the page size, and queried again, from where it
   * stopped, only when its buffered items run out and the next item is wanted. Walking everything
   * costs about one Query per shard plus one per further page size (or MB) of each shard, not one
   * Query per shard per page; {@code stream().limit(3)} or {@code findFirst()} costs one Query per
   * shard. Close the stream or not: it holds no resources.
   */
  Stream<T> stream() {
    List<ShardBuffer> live = new ArrayList<>();
    for (int shard = 0; shard < shards.size(); shard++) {
      live.add(new ShardBuffer(shard, null));
    }
    Comparator<Map<String, AttributeValue>> order = comparator();
    Spliterator<T> items = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL) {
      @Override
      public boolean tryAdvance(Consumer<? super T> action) {
        while (true) {
          List<ShardBuffer> dry = new ArrayList<>();
          ShardBuffer next = firstHead(live, order, dry);
          if (!dry.isEmpty()) {
            fill(dry, buffer -> pageSize);
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

  /**
   * The buffer whose head sorts first among {@code live}, or null when none holds an item; the buffers
   * that are empty but may hold more are added to {@code dry} (one of them may hold an item that sorts first).
   */
  private ShardBuffer firstHead(
      List<ShardBuffer> live, Comparator<Map<String, AttributeValue>> order, List<ShardBuffer> dry) {
    ShardBuffer first = null;
    for (ShardBuffer buffer : live) {
      if (buffer.hasItem()) {
        if (first == null || order.compare(buffer.head(), first.head()) < 0) {
          first = buffer;
        }
      } else if (buffer.mayHaveMore()) {
        dry.add(buffer);
      }
    }
    return first;
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
    List<ShardState> states = decode(cursor);
    List<RequestDescription> descriptions = new ArrayList<>();
    for (int shard = 0; shard < shards.size(); shard++) {
      if (!states.get(shard).exhausted) {
        int live = (int) states.stream().filter(state -> !state.exhausted).count();
        descriptions.add(RequestDescription.of(request(shard, states.get(shard).resumeKey,
            query.filtered() ? pageSize + 1 : share(pageSize + 1, live, 1))));
      }
    }
    return descriptions;
  }

  private QueryRequest request(int shard, Map<String, AttributeValue> resumeKey, int limit) {
    QueryRequest.Builder request = query.request(shards.get(shard)).limit(limit);
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
        states.set(shard, new ShardState(false, shards.get(shard).requireWithin(operation, key)));
      }
    }
    return states;
  }

  private static String shardTag(int shard) {
    return shard + "|";
  }
}
