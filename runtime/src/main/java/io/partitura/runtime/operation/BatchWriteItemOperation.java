package io.partitura.runtime.operation;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * One BatchWriteItem of up to 25 puts and deletes on one table: the result is the writes DynamoDB handed back
 * unprocessed. Chunking and resending are the caller's.
 */
public final class BatchWriteItemOperation implements Operation<BatchWriteItemRequest, BatchWriteItemResponse,
    List<WriteRequest>> {
  /** DynamoDB's limit on writes per BatchWriteItem. */
  public static final int MAX_WRITES = 25;

  private final BatchWriteItemRequest request;
  private final String tableName;

  private BatchWriteItemOperation(BatchWriteItemRequest request, String tableName) {
    this.request = request;
    this.tableName = tableName;
  }

  /** The put of {@code item}, as one write of a batch. */
  public static WriteRequest put(Map<String, AttributeValue> item) {
    return WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build();
  }

  /** The delete of the item at {@code key}, as one write of a batch. */
  public static WriteRequest delete(Map<String, AttributeValue> key) {
    return WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key).build()).build();
  }

  /** The BatchWriteItem of {@code writes} (at most {@value #MAX_WRITES}, no two on one item). */
  public static BatchWriteItemRequest request(TableContext table, List<WriteRequest> writes) {
    return BatchWriteItemRequest.builder()
        .requestItems(Map.of(table.tableName(), writes))
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  /** Sends {@code request}, built for {@code table} by {@link #request}. */
  public static BatchWriteItemOperation of(TableContext table, BatchWriteItemRequest request) {
    return new BatchWriteItemOperation(request, table.tableName());
  }

  /** The attributes of {@code write} that hold its item's key: the put's item, or the delete's key. */
  public static Map<String, AttributeValue> attributesOf(WriteRequest write) {
    return write.putRequest() != null ? write.putRequest().item()
        : write.deleteRequest() != null ? write.deleteRequest().key() : Map.of();
  }

  @Override
  public String kind() {
    return "BatchWriteItem";
  }

  @Override
  public BatchWriteItemRequest request() {
    return request;
  }

  @Override
  public BatchWriteItemResponse call(DynamoDbClient client) {
    return client.batchWriteItem(request);
  }

  /** The writes DynamoDB did not apply, to send again. */
  @Override
  public List<WriteRequest> result(BatchWriteItemResponse response, TableContext table) {
    return unprocessed(response);
  }

  private List<WriteRequest> unprocessed(BatchWriteItemResponse response) {
    return response.hasUnprocessedItems() ? response.unprocessedItems().getOrDefault(tableName, List.of()) : List.of();
  }

  /** The writes applied: those sent, less those handed back. */
  @Override
  public int itemCount(BatchWriteItemResponse response) {
    return request.requestItems().getOrDefault(tableName, List.of()).size() - unprocessed(response).size();
  }

  @Override
  public Double capacityUnits(BatchWriteItemResponse response) {
    return response.hasConsumedCapacity() ? BatchGetItemOperation.totalUnits(response.consumedCapacity()) : null;
  }
}
