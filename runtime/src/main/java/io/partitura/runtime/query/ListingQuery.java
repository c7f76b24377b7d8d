package io.partitura.runtime.query;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.RenderedCondition;
import io.partitura.runtime.operation.QueryOperation;
import java.util.List;
import java.util.Map;
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
 * @param readSize the {@code Limit} of every Query, or 0 for the pagers' own sizing (see {@link Listing#readSize})
 */
record ListingQuery<T>(
    TableClient table,
    String operation,
    List<KeyCondition> partitions,
    boolean sharded,
    Function<Map<String, AttributeValue>, T> decoder,
    boolean forward,
    int pageSize,
    ReadConsistency consistency,
    RenderedCondition filter,
    int maxExtraReads,
    int readSize) {

  ListingQuery {
    partitions = List.copyOf(partitions);
  }

  /** The request for {@code partition}, with order, consistency and filter, without Limit or start key. */
  QueryRequest.Builder request(KeyCondition partition) {
    return QueryOperation.withFilter(partition.toRequest(table.tableName())
        .scanIndexForward(forward)
        .consistentRead(consistency.strong()), filter);
  }

  /**
   * The counting Query for {@code partition} ({@link QueryOperation#countRequest}): with the listing's filter,
   * and on a table with a Time to Live attribute one that leaves out the items expired at
   * {@code nowEpochSeconds}, so the count is the number of items the listing returns.
   */
  QueryRequest countRequest(KeyCondition partition, long nowEpochSeconds) {
    return QueryOperation.countRequest(request(partition), filter, table.expiryAttributeName(), nowEpochSeconds);
  }

  boolean filtered() {
    return filter != null;
  }

  /** Whether {@link Listing#readSize} set the Limit of every Query. */
  boolean readSizeSet() {
    return readSize > 0;
  }

  ListingQuery<T> withOrder(boolean forward) {
    return new ListingQuery<>(table, operation, partitions, sharded, decoder, forward, pageSize, consistency, filter,
        maxExtraReads, readSize);
  }

  ListingQuery<T> withPageSize(int pageSize) {
    return new ListingQuery<>(table, operation, partitions, sharded, decoder, forward, pageSize, consistency, filter,
        maxExtraReads, readSize);
  }

  ListingQuery<T> withConsistency(ReadConsistency consistency) {
    return new ListingQuery<>(table, operation, partitions, sharded, decoder, forward, pageSize, consistency, filter,
        maxExtraReads, readSize);
  }

  ListingQuery<T> withFilter(RenderedCondition filter) {
    return new ListingQuery<>(table, operation, partitions, sharded, decoder, forward, pageSize, consistency, filter,
        maxExtraReads, readSize);
  }

  ListingQuery<T> withMaxExtraReads(int maxExtraReads) {
    return new ListingQuery<>(table, operation, partitions, sharded, decoder, forward, pageSize, consistency, filter,
        maxExtraReads, readSize);
  }

  ListingQuery<T> withReadSize(int readSize) {
    return new ListingQuery<>(table, operation, partitions, sharded, decoder, forward, pageSize, consistency, filter,
        maxExtraReads, readSize);
  }
}
