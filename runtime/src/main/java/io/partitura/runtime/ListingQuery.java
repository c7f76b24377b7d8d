package io.partitura.runtime;

import io.partitura.runtime.condition.RenderedCondition;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * What a {@link Listing} reads, and how: the one state both pagers (one partition, or its shards)
 * work from, so that each request parameter has one place where it is set.
 *
 * @param partitions the key condition of each partition read: one, or one per shard
 * @param sharded whether the partitions are shards merged in key order (their cursors differ)
 * @param filter the rendered {@code FilterExpression}, or {@code null} for none
 * @param maxExtraReads further Queries one page may send per partition when filtered or expired
 *     items left it short
 */
record ListingQuery<T>(
    TableClient table,
    String operation,
    List<KeyCondition> partitions,
    boolean sharded,
    Function<Map<String, AttributeValue>, T> decoder,
    boolean forward,
    int pageSize,
    boolean consistentRead,
    RenderedCondition filter,
    int maxExtraReads) {

  ListingQuery {
    partitions = List.copyOf(partitions);
  }

  /** The request for {@code partition}, with order, consistency and filter, without Limit or start key. */
  QueryRequest.Builder request(KeyCondition partition) {
    QueryRequest.Builder request = partition.toRequest(table.tableName())
        .scanIndexForward(forward)
        .consistentRead(consistentRead);
    if (filter != null) {
      // The filter's placeholders (#c…, :c…) never clash with the key condition's (#pk, :sk, …).
      QueryRequest base = request.build();
      Map<String, String> names = new TreeMap<>(base.expressionAttributeNames());
      names.putAll(filter.names());
      Map<String, AttributeValue> values = new TreeMap<>(base.expressionAttributeValues());
      values.putAll(filter.values());
      request.filterExpression(filter.expression())
          .expressionAttributeNames(names)
          .expressionAttributeValues(values);
    }
    return request;
  }

  boolean filtered() {
    return filter != null;
  }
}
