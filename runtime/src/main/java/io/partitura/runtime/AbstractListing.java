package io.partitura.runtime;

import io.partitura.runtime.exceptions.InvalidCursorException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A paged listing of one entity over a key range: one Query per page. Listings are immutable; every
 * setter returns a new listing, so one can be kept and reused across threads.
 *
 * <p>Each page asks DynamoDB for one item more than the page size. When that extra item comes back,
 * another page exists and the cursor is built from the page's last item; when it does not, the page
 * is the last one and no cursor is returned. So 300 items in pages of 20 cost exactly 15 requests,
 * not 16 (a naive pager that follows LastEvaluatedKey pays one more request for an empty page).
 *
 * <p>Items past their {@code @ExpiresAt} that DynamoDB has not removed yet are left out. They still
 * count against the Query's {@code Limit}, so a page that lost some reads on where DynamoDB stopped,
 * asking only for the items still missing (at most {@value #MAX_EXPIRED_CONTINUATIONS} more Queries),
 * and so is still full.
 *
 * @param <T> the record type
 * @param <L> the concrete listing type, returned by the fluent setters
 */
public abstract class AbstractListing<T, L extends AbstractListing<T, L>> {
  /** Page size when none is set. */
  public static final int DEFAULT_PAGE_SIZE = 100;

  /** Largest page size accepted; bigger pages would mostly hit DynamoDB's 1 MB page limit anyway. */
  public static final int MAX_PAGE_SIZE = 1000;

  /**
   * Further Queries one page may send when expired items (not yet removed by DynamoDB) left it short;
   * past that the page is returned short, with a cursor where reading stopped.
   */
  public static final int MAX_EXPIRED_CONTINUATIONS = 10;

  protected final TableClient table;
  protected final String operation;
  protected final KeyCondition condition;
  protected final Function<Map<String, AttributeValue>, T> decoder;
  protected final boolean forward;
  protected final int pageSize;
  protected final boolean consistentRead;

  protected AbstractListing(
      TableClient table,
      String operation,
      KeyCondition condition,
      Function<Map<String, AttributeValue>, T> decoder,
      boolean forward,
      int pageSize,
      boolean consistentRead) {
    this.table = table;
    this.operation = operation;
    this.condition = condition;
    this.decoder = decoder;
    this.forward = forward;
    this.pageSize = pageSize;
    this.consistentRead = consistentRead;
  }

  protected abstract L copy(boolean forward, int pageSize, boolean consistentRead);

  /** Ascending sort-key order (DynamoDB's default). */
  public L ascending() {
    return copy(true, pageSize, consistentRead);
  }

  /** Descending sort-key order ({@code ScanIndexForward=false}). */
  public L descending() {
    return copy(false, pageSize, consistentRead);
  }

  /** Oldest first: ascending order, which is time order when the ids sort by time. */
  public L oldestFirst() {
    return ascending();
  }

  /** Newest first: descending order, which is reverse time order when the ids sort by time. */
  public L newestFirst() {
    return descending();
  }

  /** Items per page, from 1 to {@value #MAX_PAGE_SIZE}; {@value #DEFAULT_PAGE_SIZE} by default. */
  public L limit(int pageSize) {
    return copy(forward, checkPageSize(operation, pageSize), consistentRead);
  }

  /** {@code pageSize}, if it is between 1 and {@value #MAX_PAGE_SIZE}; refused otherwise. */
  static int checkPageSize(String operation, int pageSize) {
    if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      throw new IllegalArgumentException(operation + ": page size must be between 1 and " + MAX_PAGE_SIZE
          + ", was " + pageSize);
    }
    return pageSize;
  }

  /** The first page: one Query. */
  public Page<T> page() {
    return page(null);
  }

  /**
   * The page that {@code cursor} points at (the first page when it is {@code null}): one Query (more
   * only when expired items left it short: see the class comment).
   *
   * @throws InvalidCursorException before any request when the cursor was altered or made by
   *     another query
   */
  public Page<T> page(String cursor) {
    QueryRequest request = toRequest(cursor);
    QueryResponse response = table.query(operation, request);
    List<Map<String, AttributeValue>> items = new ArrayList<>(response.items());
    // Expired items (dropped by the table client) counted against Limit: read on from where DynamoDB
    // stopped, asking only for the items still missing, until the page and its one extra item are
    // there. Bounded, so a partition full of expired items costs a short page, not unbounded Queries.
    for (int more = 0; more < MAX_EXPIRED_CONTINUATIONS && items.size() <= pageSize && droppedExpired(response)
        && hasLastEvaluatedKey(response); more++) {
      response = table.query(operation, request.toBuilder()
          .exclusiveStartKey(response.lastEvaluatedKey())
          .limit(pageSize + 1 - items.size())
          .build());
      items.addAll(response.items());
    }
    int kept = Math.min(items.size(), pageSize);
    List<T> records = new ArrayList<>(kept);
    for (int i = 0; i < kept; i++) {
      records.add(decoder.apply(items.get(i)));
    }
    String next = null;
    if (items.size() > pageSize) {
      next = encodeCursor(items.get(pageSize - 1));
    } else if (hasLastEvaluatedKey(response)) {
      // DynamoDB stopped early at its 1 MB page limit (or too many expired items): resume where it stopped.
      next = table.cursors().encode(fingerprint(), response.lastEvaluatedKey());
    }
    return new Page<>(records, next);
  }

  private static boolean hasLastEvaluatedKey(QueryResponse response) {
    return response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty();
  }

  /** Whether the table client dropped expired items from this response (DynamoDB scanned more than it kept). */
  private static boolean droppedExpired(QueryResponse response) {
    return response.scannedCount() != null && response.scannedCount() > response.items().size();
  }

  /** Every item, page after page: one Query per page. */
  public List<T> all() {
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
   * Every item, lazily: nothing is sent until the first item is wanted, and each further page (one
   * Query, as {@link #page(String)} sends) only when the items before it are used up. So
   * {@code stream().limit(3)} or {@code findFirst()} costs one Query, and walking everything costs
   * what {@link #all()} does.
   */
  public Stream<T> stream() {
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

  /** The Query this listing sends for the page at {@code cursor}, without sending it. */
  public QueryRequest toRequest(String cursor) {
    QueryRequest.Builder request = condition.toRequest(table.tableName())
        .scanIndexForward(forward)
        .limit(pageSize + 1)
        .consistentRead(consistentRead);
    if (cursor != null) {
      request.exclusiveStartKey(decodeCursor(cursor));
    }
    return request.build();
  }

  /** The first page's request, rendered; nothing is sent. */
  public RequestDescription describe() {
    return RequestDescription.of(toRequest(null));
  }

  /** The request for the page at {@code cursor}, rendered; nothing is sent. */
  public RequestDescription describe(String cursor) {
    return RequestDescription.of(toRequest(cursor));
  }

  private String fingerprint() {
    return condition.fingerprint(table.tableName(), forward);
  }

  private String encodeCursor(Map<String, AttributeValue> lastItem) {
    Map<String, AttributeValue> key = new java.util.LinkedHashMap<>();
    for (String attribute : condition.resumeKeyAttributes()) {
      AttributeValue value = lastItem.get(attribute);
      if (value == null) {
        throw new IllegalStateException(operation + ": item lacks key attribute " + attribute + ": " + lastItem.keySet());
      }
      key.put(attribute, value);
    }
    return table.cursors().encode(fingerprint(), key);
  }

  private Map<String, AttributeValue> decodeCursor(String cursor) {
    // Belt and braces: even a validly signed cursor must stay inside this query's key range.
    return CursorCodec.requireWithin(operation, condition, table.cursors().decode(fingerprint(), cursor));
  }
}
