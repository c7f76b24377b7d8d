package io.partitura.runtime.query;

import io.partitura.runtime.operation.QueryOperation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Pages through one partition's key range for a {@link Listing}: one Query per page, more only when
 * filtered or expired items left the page short, or a {@link Listing#readSize} below the page size cut
 * it (see {@link Listing}).
 */
final class PartitionPager {
  private PartitionPager() {}

  static <T> Page<T> page(ListingQuery<T> query, String cursor) {
    int pageSize = query.pageSize();
    QueryRequest request = request(query, cursor);
    QueryResponse response = query.table().send(query.operation(), QueryOperation.page(request));
    List<Map<String, AttributeValue>> items = new ArrayList<>(response.items());
    long scanned = scanned(response);
    // Read on from where DynamoDB stopped until the page and its one extra item are there, when the read
    // was cut short by its Limit: filtered items, or expired ones the table client dropped, counted
    // against it, or a readSize below the page. Bounded, so a range where few items match costs a short
    // page with a cursor, not unbounded Queries. (A read DynamoDB stopped at 1 MB ends the page: its
    // cursor resumes there.)
    int limit = request.limit();
    for (int more = 0; more < query.maxExtraReads() && items.size() <= pageSize && hasLastEvaluatedKey(response)
        && (query.filtered() || droppedExpired(response) || scanned(response) >= limit); more++) {
      limit = nextLimit(query, pageSize + 1 - items.size(), items.size(), scanned);
      response = query.table().send(query.operation(), QueryOperation.page(request.toBuilder()
          .exclusiveStartKey(response.lastEvaluatedKey())
          .limit(limit)
          .build()));
      items.addAll(response.items());
      scanned += scanned(response);
    }
    int kept = Math.min(items.size(), pageSize);
    List<T> records = new ArrayList<>(kept);
    for (int i = 0; i < kept; i++) {
      records.add(query.decoder().apply(items.get(i)));
    }
    String next = null;
    if (items.size() > pageSize) {
      next = encodeCursor(query, items.get(pageSize - 1));
    } else if (hasLastEvaluatedKey(response)) {
      // DynamoDB stopped early (1 MB), or the page hit its bound of Queries: resume where it stopped.
      next = query.table().cursors().encode(fingerprint(query), response.lastEvaluatedKey());
    }
    return new Page<>(records, next);
  }

  /**
   * The Limit of a further read of a page that still misses {@code missing} items (its extra one
   * included), after reading {@code scanned} items of which {@code kept} were kept: {@link
   * Listing#readSize} when set; filtered, sized from the share that matched ({@link ReadSizes#filtered});
   * otherwise (expired items dropped) just the missing items.
   */
  private static int nextLimit(ListingQuery<?> query, int missing, long kept, long scanned) {
    if (query.readSizeSet()) {
      return query.readSize();
    }
    return query.filtered() ? ReadSizes.filtered(missing, kept, scanned) : missing;
  }

  /** Items DynamoDB read for {@code response}, before its filter and before expired items were dropped. */
  private static long scanned(QueryResponse response) {
    return response.scannedCount() != null ? response.scannedCount() : response.items().size();
  }

  /** The Query for the page at {@code cursor}. */
  static QueryRequest request(ListingQuery<?> query, String cursor) {
    QueryRequest.Builder request = query.request(query.partitions().get(0))
        .limit(query.readSizeSet() ? query.readSize() : query.pageSize() + 1);
    if (cursor != null) {
      request.exclusiveStartKey(decodeCursor(query, cursor));
    }
    return request.build();
  }

  private static boolean hasLastEvaluatedKey(QueryResponse response) {
    return response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty();
  }

  /** Whether the table client dropped expired items from this response (DynamoDB scanned more than it kept). */
  private static boolean droppedExpired(QueryResponse response) {
    return response.scannedCount() != null && response.scannedCount() > response.items().size();
  }

  static String fingerprint(ListingQuery<?> query) {
    return query.partitions().get(0).fingerprint(query.table().tableName(), query.forward());
  }

  private static String encodeCursor(ListingQuery<?> query, Map<String, AttributeValue> lastItem) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    for (String attribute : query.partitions().get(0).resumeKeyAttributes()) {
      AttributeValue value = lastItem.get(attribute);
      if (value == null) {
        throw new IllegalStateException(query.operation() + ": item lacks key attribute " + attribute + ": "
            + lastItem.keySet());
      }
      key.put(attribute, value);
    }
    return query.table().cursors().encode(fingerprint(query), key);
  }

  private static Map<String, AttributeValue> decodeCursor(ListingQuery<?> query, String cursor) {
    // Belt and braces: even a validly signed cursor must stay inside this query's key range.
    return query.partitions().get(0).requireWithin(query.operation(),
        query.table().cursors().decode(fingerprint(query), cursor));
  }
}
