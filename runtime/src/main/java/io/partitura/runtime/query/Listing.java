package io.partitura.runtime.query;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.RenderedCondition;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidConditionException;
import io.partitura.runtime.exceptions.InvalidCursorException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * A paged listing of one entity over a key range, on the base table or an index, in one partition or
 * spread over shards: the same type and the same methods in every case. Listings are immutable;
 * every setter returns a new listing, so one can be kept and reused across threads.
 *
 * <p><b>What a page costs.</b> DynamoDB bills a Query's read capacity on the items it reads (matching
 * a filter or not), rounded up to 4 KB per request: half a unit per 4 KB eventually consistent, one
 * strongly consistent. Two sizes set what a page reads: the <em>page size</em> ({@link #limit(int)}),
 * the items a page returns, and the <em>read size</em> ({@link #readSize(int)}), the {@code Limit} of
 * each Query, which the listing chooses itself unless told.
 *
 * <p><b>One partition</b>: one Query per page, of page size + 1 items. When that extra item comes
 * back, another page exists and the cursor is built from the page's last item; when it does not, the
 * page is the last one and no cursor is returned. So 300 items in pages of 20 cost exactly 15
 * requests, not 16.
 *
 * <p><b>Shards</b> ({@code WS#acme#00} … {@code WS#acme#09}): each page queries the shards that may
 * still hold items, in parallel, each for about its share of the page (rounded up to the items that
 * fit in the 4 KB units that share costs anyway), and merges the answers in key order; a shard that
 * runs out before the page is full is read again up to where the page must end, so a page costs at
 * most two rounds of parallel Queries (one in most pages) and about one Query per shard; the cursor
 * records where each shard stopped. A page pays at least one request per shard: half a unit each.
 *
 * <p><b>Filters</b> ({@link #where}): a {@code FilterExpression} on non-key attributes. DynamoDB
 * applies it after reading, so <em>the items filtered out are read, and paid for, all the same</em>:
 * a filter saves transfer, not read capacity. A filtered page still has the page size: when the first
 * Query (page size + 1 items) leaves it short, the listing reads on from where DynamoDB stopped, each
 * further Query sized from the share of items that matched so far (plus a quarter, at most {@value
 * #MAX_READ_SIZE} items), so that a filter keeping 1 item in 10 fills a page of 25 with two Queries of
 * about 26 and 270 items. A page sends at most {@code 1 +} {@link #maxExtraReads(int) maxExtraReads}
 * Queries per partition (default {@value #DEFAULT_MAX_EXTRA_READS} extra), so it reads at most about
 * {@code maxExtraReads × MAX_READ_SIZE} items; when the bound is hit the page comes back shorter, with
 * a cursor where reading stopped. When few items match, a key design (an index keyed by the filtered
 * attribute) reads only the items wanted.
 *
 * <p>Items past their {@code @ExpiresAt} that DynamoDB has not removed yet are left out. They count
 * against a Query's {@code Limit} too, so a page that lost some reads on in the same way, within the
 * same bound.
 *
 * <p>Consistency: eventually consistent by default, as DynamoDB is; {@link
 * #consistency(ReadConsistency) consistency(ReadConsistency.STRONG)} asks for strongly consistent reads
 * (twice the read capacity) on the base table and local indexes, as {@code get(id,
 * ReadConsistency.STRONG)} does for a get.
 *
 * <p>Order: ascending by the listing's sort key unless {@link #descending()}; {@link #newestFirst()}
 * and {@link #oldestFirst()} are the same two orders named for a sort key that is a time.
 *
 * @param <T> the record type
 * @param <C> the record's generated {@code <Record>Conditions}, which {@link #where} filters with
 */
public final class Listing<T, C> {
  /** Page size when none is set. */
  public static final int DEFAULT_PAGE_SIZE = 100;

  /** Largest page size accepted; bigger pages would mostly hit DynamoDB's 1 MB page limit anyway. */
  public static final int MAX_PAGE_SIZE = 1000;

  /**
   * Further Queries one page may send per partition (or shard) when filtered or expired items left it
   * short, unless {@link #maxExtraReads(int)} says otherwise; past that the page is returned short,
   * with a cursor where reading stopped.
   */
  public static final int DEFAULT_MAX_EXTRA_READS = 10;

  /** Largest {@link #maxExtraReads(int)} accepted. */
  public static final int MAX_EXTRA_READS = 100;

  /**
   * Largest {@link #readSize(int)} accepted, and largest read the listing sizes itself for a filtered
   * page (DynamoDB stops any read at 1 MB as well).
   */
  public static final int MAX_READ_SIZE = 1000;

  private final ListingQuery<T> query;
  private final C conditions;
  private final Set<String> keyComponents;
  private final Condition filter;

  private Listing(ListingQuery<T> query, C conditions, Set<String> keyComponents, Condition filter) {
    this.query = query;
    this.conditions = conditions;
    this.keyComponents = keyComponents;
    this.filter = filter;
  }

  /**
   * A listing of one partition's key range. Used by generated repositories.
   *
   * @param conditions the record's {@code <Record>Conditions} instance, or {@code null} when the items
   *     read carry only keys (a keys-only index), so that a filter could not see the attributes
   * @param keyComponents the attributes of the record components the Query's key is made of, which
   *     {@link #where} refuses: they belong in the key condition
   */
  public static <T, C> Listing<T, C> of(TableClient table, String operation, KeyCondition condition,
      Function<Map<String, AttributeValue>, T> decoder, C conditions, Set<String> keyComponents) {
    return new Listing<>(new ListingQuery<>(table, operation, List.of(condition), false, decoder, true,
        DEFAULT_PAGE_SIZE, ReadConsistency.EVENTUAL, null, DEFAULT_MAX_EXTRA_READS, 0), conditions,
        Set.copyOf(keyComponents), null);
  }

  /**
   * A listing of a sharded partition, one key condition per shard, merged in key order. Used by
   * generated repositories; the parameters are those of {@link #of}, with one key condition per shard.
   */
  public static <T, C> Listing<T, C> sharded(TableClient table, String operation, List<KeyCondition> shards,
      Function<Map<String, AttributeValue>, T> decoder, C conditions, Set<String> keyComponents) {
    if (shards.isEmpty()) {
      throw new IllegalArgumentException(operation + ": a sharded listing needs at least one shard");
    }
    return new Listing<>(new ListingQuery<>(table, operation, shards, true, decoder, true,
        DEFAULT_PAGE_SIZE, ReadConsistency.EVENTUAL, null, DEFAULT_MAX_EXTRA_READS, 0), conditions,
        Set.copyOf(keyComponents), null);
  }

  private Listing<T, C> with(ListingQuery<T> changed) {
    return new Listing<>(changed, conditions, keyComponents, filter);
  }

  /**
   * Ascending order of the listing's sort key (DynamoDB's default, and the listing's): for a key that
   * is not a time, {@code ascending()} and {@link #descending()} say what they do. {@link #oldestFirst()}
   * is the same order, named for a time (or time-ordered id) sort key.
   */
  public Listing<T, C> ascending() {
    return with(query.withOrder(true));
  }

  /** Descending order of the listing's sort key ({@code ScanIndexForward=false}). */
  public Listing<T, C> descending() {
    return with(query.withOrder(false));
  }

  /**
   * {@link #ascending()}, named for a sort key that is a time or a time-ordered id: oldest first. On
   * any other key it is simply ascending order.
   */
  public Listing<T, C> oldestFirst() {
    return ascending();
  }

  /**
   * {@link #descending()}, named for a sort key that is a time or a time-ordered id: newest first. On
   * any other key it is simply descending order.
   */
  public Listing<T, C> newestFirst() {
    return descending();
  }

  /** Items per page, from 1 to {@value #MAX_PAGE_SIZE}; {@value #DEFAULT_PAGE_SIZE} by default. */
  public Listing<T, C> limit(int pageSize) {
    if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      throw new IllegalArgumentException(query.operation() + ": page size must be between 1 and " + MAX_PAGE_SIZE
          + ", was " + pageSize);
    }
    return with(query.withPageSize(pageSize));
  }

  /**
   * How the listing's Queries see recent writes: {@link ReadConsistency#EVENTUAL} (the default, as
   * DynamoDB's) or {@link ReadConsistency#STRONG} (every write acknowledged before the page is seen,
   * for twice the read capacity). The same argument a get takes: {@code get(id, ReadConsistency.STRONG)}.
   * Strong reads are for the base table and local secondary indexes (which share the table's
   * partition key); DynamoDB refuses them on global secondary indexes, which are filled asynchronously.
   *
   * @throws IllegalStateException for {@code STRONG} on a global secondary index; nothing is sent
   * @throws NullPointerException when {@code consistency} is null
   */
  public Listing<T, C> consistency(ReadConsistency consistency) {
    Objects.requireNonNull(consistency, "consistency");
    KeyCondition first = query.partitions().get(0);
    if (consistency.strong() && first.indexName() != null
        && !first.partitionKeyName().equals(query.table().partitionKeyName())) {
      throw new IllegalStateException(query.operation() + ": global secondary index " + first.indexName()
          + " is eventually consistent only; DynamoDB refuses consistent reads on it");
    }
    return with(query.withConsistency(consistency));
  }

  /**
   * Only the items that meet {@code filter}, built from the record's conditions on its non-key
   * attributes: {@code .where(c -> c.status().is(ACTIVE))}. Sent as the Query's {@code
   * FilterExpression}; several calls must all hold. <strong>Filtered items still cost reads</strong>:
   * DynamoDB reads every item in the key range and drops those that do not match, and the listing
   * reads on to fill the page (see the class comment and {@link #maxExtraReads(int)}).
   *
   * @throws InvalidConditionException before any request when the filter is null, names a key
   *     attribute of the table or index (those belong in the key condition: use the listing's
   *     key and range parameters), or the listing reads a keys-only index
   */
  public Listing<T, C> where(Function<C, Condition> filter) {
    if (conditions == null) {
      throw new InvalidConditionException(query.operation() + " reads an index that projects only keys, so a filter "
          + "would not see the record's attributes; filter the fetched records instead");
    }
    if (filter == null) {
      throw new InvalidConditionException(query.operation() + ": where(…) was given a null filter");
    }
    Condition added = filter.apply(conditions);
    if (added == null) {
      throw new InvalidConditionException(query.operation() + ": the filter given to where(…) returned null");
    }
    Condition combined = this.filter == null ? Condition.all(added) : this.filter.and(added);
    RenderedCondition rendered = combined.render();
    Set<String> keys = keyAttributes();
    for (String attribute : rendered.names().values()) {
      if (keys.contains(attribute)) {
        throw new InvalidConditionException(query.operation() + ": '" + attribute + "' is part of this listing's key, "
            + "so it belongs in the key condition, not in a filter (which would read and pay for the items it drops); "
            + "use the listing's key parameters or a KeyRange instead. Filters take non-key attributes only");
      }
    }
    return new Listing<>(query.withFilter(rendered), conditions, keyComponents, combined);
  }

  /**
   * At most {@code 1 + maxExtraReads} Queries per page for each partition (or shard) when filtered or
   * expired items leave it short (or a {@link #readSize(int)} below the page size); {@value
   * #DEFAULT_MAX_EXTRA_READS} by default, from 0 to {@value #MAX_EXTRA_READS}. Past it the page is
   * returned shorter than the page size, with a cursor where reading stopped, rather than reading on
   * without end. Each Query's items are paid for whether they match or not (see {@link #readSize(int)}).
   */
  public Listing<T, C> maxExtraReads(int maxExtraReads) {
    if (maxExtraReads < 0 || maxExtraReads > MAX_EXTRA_READS) {
      throw new IllegalArgumentException(query.operation() + ": maxExtraReads must be between 0 and "
          + MAX_EXTRA_READS + ", was " + maxExtraReads);
    }
    return with(query.withMaxExtraReads(maxExtraReads));
  }

  /**
   * The {@code Limit} of every Query the listing sends: how many items DynamoDB reads per request,
   * matching the filter or not, from 1 to {@value #MAX_READ_SIZE}. Independent of the page size,
   * which is how many items a page returns.
   *
   * <p>Unset (the default), the listing sizes its reads itself: one partition reads page size + 1
   * items (the one more tells whether another page follows), then, when a filter left the page short,
   * reads sized from the share of items that matched so far, up to {@value #MAX_READ_SIZE}, so that
   * one more read usually fills the page; shards see {@link Listing}. Set, every Query reads {@code
   * n} items: below the page size a page takes several Queries (each billed on its own, rounded up to
   * 4 KB), above it an unfiltered page reads items it does not return (read again by the next page).
   * Either way a page sends at most {@code 1 +} {@link #maxExtraReads(int)} Queries per partition.
   */
  public Listing<T, C> readSize(int n) {
    if (n < 1 || n > MAX_READ_SIZE) {
      throw new IllegalArgumentException(query.operation() + ": readSize must be between 1 and " + MAX_READ_SIZE
          + ", was " + n);
    }
    return with(query.withReadSize(n));
  }

  /** How many partitions a page may query: the shard count, or 1. */
  public int shardCount() {
    return query.partitions().size();
  }

  /** The first page. */
  public Page<T> page() {
    return page(null);
  }

  /**
   * The page that {@code cursor} points at (the first page when it is {@code null}): one Query per
   * partition (more only when filtered or expired items left it short, or a shard ran dry: see the
   * class comment).
   *
   * @throws InvalidCursorException before any request when the cursor was altered or made by
   *     another listing
   */
  public Page<T> page(String cursor) {
    return query.sharded() ? new ShardedPager<>(query).page(cursor) : PartitionPager.page(query, cursor);
  }

  /**
   * Every item. One partition: page after page, one Query per page. Shards: each shard read whole
   * (one Query per shard, plus one per further MB of it), in parallel, then merged in order.
   */
  public List<T> all() {
    if (query.sharded()) {
      return new ShardedPager<>(query).all();
    }
    List<T> all = new ArrayList<>();
    Page<T> page = page(null);
    all.addAll(page.items());
    while (page.hasNext()) {
      page = page(page.nextCursor());
      all.addAll(page.items());
    }
    return all;
  }

  /**
   * Every item, lazily: nothing is sent until the first item is wanted, and each further Query only
   * when the items before it are used up. So {@code stream().limit(3)} or {@code findFirst()} costs
   * one Query (one per shard), and walking everything costs what {@link #all()} does, about one Query
   * per shard plus one per further page size of each shard on a sharded listing.
   */
  public Stream<T> stream() {
    if (query.sharded()) {
      return new ShardedPager<>(query).stream();
    }
    Spliterator<T> items = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL) {
      private Iterator<T> current = Collections.emptyIterator();
      private String cursor;
      private boolean started;

      @Override
      public boolean tryAdvance(Consumer<? super T> action) {
        while (!current.hasNext()) {
          if (started && cursor == null) {
            return false;
          }
          Page<T> page = page(cursor);
          started = true;
          cursor = page.nextCursor();
          current = page.items().iterator();
        }
        action.accept(current.next());
        return true;
      }
    };
    return StreamSupport.stream(items, false);
  }

  /**
   * How many items the listing holds, filter included, without reading them: a {@code Select=COUNT}
   * Query per partition (one per shard, in parallel, summed), each followed by one more per further
   * 1 MB of the key range. No item comes back, but DynamoDB reads (and bills) the whole key range all
   * the same, as {@link #all()} would: a count saves transfer and decoding, not read capacity. Items
   * past their {@code @ExpiresAt} are left out by a filter, as reads leave them out. The page size and
   * order play no part. {@link #describeCount()} shows the Queries.
   *
   * @throws io.partitura.runtime.exceptions.ExecutorShutDownException on a sharded listing whose
   *     table's fan-out executor is shut down
   */
  public long count() {
    List<QueryRequest> requests = countRequests();
    if (requests.size() == 1) {
      return RangeReads.count(query.table(), query.operation(), requests.get(0));
    }
    List<Supplier<Long>> counts = new ArrayList<>();
    for (QueryRequest request : requests) {
      counts.add(() -> RangeReads.count(query.table(), query.operation(), request));
    }
    long total = 0;
    for (long count : FanOut.run(query.operation(), query.table().fanOutExecutor(), counts)) {
      total += count;
    }
    return total;
  }

  /** The first Queries {@link #count()} sends (one, or one per shard), rendered; nothing is sent. */
  public ListingDescription describeCount() {
    return new ListingDescription(countRequests().stream().map(RequestDescription::of).toList());
  }

  private List<QueryRequest> countRequests() {
    long now = query.table().clock().instant().getEpochSecond();
    List<QueryRequest> requests = new ArrayList<>();
    for (KeyCondition partition : query.partitions()) {
      requests.add(query.countRequest(partition, now));
    }
    return requests;
  }

  /** The first page's Queries (one, or one per shard), rendered; nothing is sent. */
  public ListingDescription describe() {
    return describe(null);
  }

  /**
   * The Queries for the page at {@code cursor} (one, or one per shard not yet exhausted), rendered;
   * nothing is sent.
   *
   * @throws InvalidCursorException when the cursor was altered or made by another listing
   */
  public ListingDescription describe(String cursor) {
    if (query.sharded()) {
      return new ListingDescription(new ShardedPager<>(query).describe(cursor));
    }
    return new ListingDescription(List.of(RequestDescription.of(PartitionPager.request(query, cursor))));
  }

  /** The table, cursor fingerprint and partition this listing reads (for tests forging cursors). */
  String fingerprint() {
    return PartitionPager.fingerprint(query);
  }

  TableClient table() {
    return query.table();
  }

  /** The key components, and the key attributes themselves (which DynamoDB refuses in a filter). */
  private Set<String> keyAttributes() {
    KeyCondition first = query.partitions().get(0);
    Set<String> keys = new LinkedHashSet<>(keyComponents);
    keys.addAll(first.resumeKeyAttributes());
    keys.add(first.partitionKeyName());
    if (first.sortKeyName() != null) {
      keys.add(first.sortKeyName());
    }
    keys.add(query.table().partitionKeyName());
    return keys;
  }
}
