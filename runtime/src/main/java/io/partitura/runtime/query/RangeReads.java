package io.partitura.runtime.query;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.operation.QueryOperation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Whole key ranges read or counted over as many Queries as DynamoDB pages them in (1 MB each), one range or
 * several in parallel: item collections, counts.
 */
public final class RangeReads {
  private RangeReads() {}

  /**
   * Every live item of {@code request}'s key range: one Query, plus one more per 1 MB of data DynamoDB pages
   * out. An item collection under 1 MB (a workspace with a few hundred projects) is one request.
   */
  public static List<Map<String, AttributeValue>> all(TableClient table, String operation, QueryRequest request) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    QueryRequest next = request;
    while (true) {
      QueryResponse response = table.send(operation, QueryOperation.page(next));
      items.addAll(response.items());
      if (!response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
        return items;
      }
      next = next.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();
    }
  }

  /**
   * Several whole key ranges at once: {@link #all} of each request, sent in parallel on the table's fan-out
   * executor (never waiting on work queued behind the caller: see {@link FanOut}); the items come back in
   * request order.
   *
   * @throws io.partitura.runtime.exceptions.ExecutorShutDownException when the fan-out executor is shut down
   */
  public static List<Map<String, AttributeValue>> allInParallel(TableClient table, String operation,
      List<QueryRequest> requests) {
    List<Supplier<List<Map<String, AttributeValue>>>> reads = new ArrayList<>();
    for (QueryRequest request : requests) {
      reads.add(() -> all(table, operation, request));
    }
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    FanOut.run(operation, table.fanOutExecutor(), reads).forEach(items::addAll);
    return items;
  }

  /**
   * The items of a counting Query's key range ({@link QueryOperation#countRequest}): one request, plus one more
   * per 1 MB of the range DynamoDB pages out ({@code LastEvaluatedKey} followed until it is absent). No item is
   * returned; the listener's item count of each request is the number it counted.
   */
  public static long count(TableClient table, String operation, QueryRequest request) {
    long total = 0;
    QueryRequest next = request;
    while (true) {
      QueryOperation.Counted counted = table.send(operation, QueryOperation.count(next));
      total += counted.count();
      if (counted.lastEvaluatedKey() == null) {
        return total;
      }
      next = next.toBuilder().exclusiveStartKey(counted.lastEvaluatedKey()).build();
    }
  }

  /** {@code items} sorted by sort key as DynamoDB orders it (UTF-8 bytes): for merging shards' answers. */
  public static List<Map<String, AttributeValue>> sortedBySortKey(TableClient table,
      List<Map<String, AttributeValue>> items) {
    String sortKey = table.sortKeyName();
    List<Map<String, AttributeValue>> sorted = new ArrayList<>(items);
    sorted.sort((a, b) -> KeyCodec.compareUtf8(a.get(sortKey).s(), b.get(sortKey).s()));
    return sorted;
  }
}
