package io.partitura.runtime;

import io.partitura.runtime.condition.RenderedCondition;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;

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

  /**
   * The counting Query for {@code partition}: {@code Select=COUNT} without {@code Limit}, so DynamoDB
   * counts up to 1 MB of the key range per request and returns no item. With the listing's filter,
   * and, on a table with a Time to Live attribute, a filter that leaves out the items expired at
   * {@code nowEpochSeconds} (reads skip those too), so the count is the number of items the listing
   * returns. A filter costs no extra read: DynamoDB reads the key range either way.
   */
  QueryRequest countRequest(KeyCondition partition, long nowEpochSeconds) {
    QueryRequest.Builder request = request(partition).select(Select.COUNT);
    String expiry = table.expiryAttributeName();
    if (expiry == null) {
      return request.build();
    }
    QueryRequest base = request.build();
    Map<String, String> names = new TreeMap<>(base.expressionAttributeNames());
    names.put(EXPIRY_NAME, expiry);
    Map<String, AttributeValue> values = new TreeMap<>(base.expressionAttributeValues());
    values.put(NOW_VALUE, AttributeValue.fromN(Long.toString(nowEpochSeconds)));
    // An item without the attribute, or with a non-number there, compares false: it is kept, as
    // TableClient.isExpired keeps it.
    String notExpired = "NOT (" + EXPIRY_NAME + " <= " + NOW_VALUE + ")";
    return request.filterExpression(filter == null ? notExpired : "(" + filter.expression() + ") AND " + notExpired)
        .expressionAttributeNames(names)
        .expressionAttributeValues(values)
        .build();
  }

  /** Placeholders of the expiry filter of a count; the filter's are #c…, :c…, the key's #pk, :sk…. */
  private static final String EXPIRY_NAME = "#expiry";
  private static final String NOW_VALUE = ":now";

  boolean filtered() {
    return filter != null;
  }
}
