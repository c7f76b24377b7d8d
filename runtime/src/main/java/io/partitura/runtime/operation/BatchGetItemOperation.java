package io.partitura.runtime.operation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * One BatchGetItem of up to 100 keys of one table: the items found (those past their {@code @ExpiresAt} left
 * out) and the keys DynamoDB handed back unprocessed. Chunking and resending are the caller's.
 */
public final class BatchGetItemOperation implements Operation<BatchGetItemRequest, BatchGetItemResponse,
    BatchGetItemOperation.Read> {
  /** DynamoDB's limit on keys per BatchGetItem. */
  public static final int MAX_KEYS = 100;

  /**
   * What one request read.
   *
   * @param items the items found and not expired, in the order DynamoDB returned them
   * @param unprocessedKeys the keys DynamoDB did not read, to send again
   */
  public record Read(List<Map<String, AttributeValue>> items, List<Map<String, AttributeValue>> unprocessedKeys) {}

  private final BatchGetItemRequest request;
  private final String tableName;

  private BatchGetItemOperation(BatchGetItemRequest request, String tableName) {
    this.request = request;
    this.tableName = tableName;
  }

  /** The BatchGetItem of {@code keys} (at most {@value #MAX_KEYS}, no two alike), strongly consistent when asked. */
  public static BatchGetItemRequest request(TableContext table, List<Map<String, AttributeValue>> keys,
      boolean consistentRead) {
    return BatchGetItemRequest.builder()
        .requestItems(Map.of(table.tableName(), KeysAndAttributes.builder().keys(keys).consistentRead(consistentRead)
            .build()))
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  /** Sends {@code request}, built for {@code table} by {@link #request}. */
  public static BatchGetItemOperation of(TableContext table, BatchGetItemRequest request) {
    return new BatchGetItemOperation(request, table.tableName());
  }

  @Override
  public String kind() {
    return "BatchGetItem";
  }

  @Override
  public BatchGetItemRequest request() {
    return request;
  }

  @Override
  public BatchGetItemResponse call(DynamoDbClient client) {
    return client.batchGetItem(request);
  }

  @Override
  public Read result(BatchGetItemResponse response, TableContext table) {
    List<Map<String, AttributeValue>> live = new ArrayList<>();
    for (Map<String, AttributeValue> item : returned(response)) {
      // An expired item DynamoDB has not removed yet is absent.
      if (!table.expiry().isExpired(item)) {
        live.add(item);
      }
    }
    KeysAndAttributes unprocessed = response.hasUnprocessedKeys() ? response.unprocessedKeys().get(tableName) : null;
    return new Read(live, unprocessed == null || !unprocessed.hasKeys() ? List.of() : unprocessed.keys());
  }

  private List<Map<String, AttributeValue>> returned(BatchGetItemResponse response) {
    return response.hasResponses() ? response.responses().getOrDefault(tableName, List.of()) : List.of();
  }

  /** Every item returned, expired ones included. */
  @Override
  public int itemCount(BatchGetItemResponse response) {
    return returned(response).size();
  }

  @Override
  public Double capacityUnits(BatchGetItemResponse response) {
    return response.hasConsumedCapacity() ? totalUnits(response.consumedCapacity()) : null;
  }

  /** The units of a request that reports its capacity per table, summed. */
  static double totalUnits(List<ConsumedCapacity> consumed) {
    double units = 0;
    for (ConsumedCapacity c : consumed) {
      if (c.capacityUnits() != null) {
        units += c.capacityUnits();
      }
    }
    return units;
  }
}
