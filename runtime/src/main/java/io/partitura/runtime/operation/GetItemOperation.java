package io.partitura.runtime.operation;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * One GetItem: the item at a key, or {@code null} when there is none. Read as live (an item past its
 * {@code @ExpiresAt} that DynamoDB has not removed yet reads as absent) or as stored.
 */
public final class GetItemOperation implements Operation<GetItemRequest, GetItemResponse, Map<String, AttributeValue>> {
  private final GetItemRequest request;
  private final boolean live;

  private GetItemOperation(GetItemRequest request, boolean live) {
    this.request = request;
    this.live = live;
  }

  /** A GetItem of {@code key}, strongly consistent when {@code consistentRead}. */
  public static GetItemRequest request(TableContext table, Map<String, AttributeValue> key, boolean consistentRead) {
    return GetItemRequest.builder()
        .tableName(table.tableName())
        .key(key)
        .consistentRead(consistentRead)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  /** Sends {@code request}; the result is the item, or {@code null} when there is none or it has expired. */
  public static GetItemOperation of(GetItemRequest request) {
    return new GetItemOperation(request, true);
  }

  /** Sends {@code request}; the result is the item as stored, expired or not, or {@code null} when there is none. */
  public static GetItemOperation asStored(GetItemRequest request) {
    return new GetItemOperation(request, false);
  }

  @Override
  public String kind() {
    return "GetItem";
  }

  @Override
  public GetItemRequest request() {
    return request;
  }

  @Override
  public GetItemResponse call(DynamoDbClient client) {
    return client.getItem(request);
  }

  @Override
  public Map<String, AttributeValue> result(GetItemResponse response, TableContext table) {
    Map<String, AttributeValue> item = response.hasItem() ? response.item() : null;
    return live && table.expiry().isExpired(item) ? null : item;
  }

  @Override
  public int itemCount(GetItemResponse response) {
    return response.hasItem() ? 1 : 0;
  }

  @Override
  public Double capacityUnits(GetItemResponse response) {
    return Operation.unitsOf(response.consumedCapacity());
  }

  @Override
  public Map<String, AttributeValue> key(TableContext table) {
    return request.key();
  }
}
