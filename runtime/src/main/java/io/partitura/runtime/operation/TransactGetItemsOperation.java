package io.partitura.runtime.operation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * One TransactGetItems: the items at its keys, read at one moment, one per key in order ({@code null} where
 * there is none, or it has expired). A cancellation is the caller's to read, as for
 * {@link TransactWriteItemsOperation}.
 */
public final class TransactGetItemsOperation implements Operation<TransactGetItemsRequest,
    TransactGetItemsResponse, List<Map<String, AttributeValue>>> {
  private final TransactGetItemsRequest request;
  private final Function<TransactionCanceledException, RuntimeException> cancelled;

  private TransactGetItemsOperation(TransactGetItemsRequest request,
      Function<TransactionCanceledException, RuntimeException> cancelled) {
    this.request = request;
    this.cancelled = cancelled;
  }

  /** The TransactGetItems of {@code keys}, in that order. */
  public static TransactGetItemsRequest request(TableContext table, List<Map<String, AttributeValue>> keys) {
    List<TransactGetItem> gets = new ArrayList<>(keys.size());
    for (Map<String, AttributeValue> key : keys) {
      gets.add(TransactGetItem.builder().get(Get.builder().tableName(table.tableName()).key(key).build()).build());
    }
    return TransactGetItemsRequest.builder().transactItems(gets).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  /** Sends {@code request}; a cancellation is what {@code cancelled} makes of it (nothing was read). */
  public static TransactGetItemsOperation of(TransactGetItemsRequest request,
      Function<TransactionCanceledException, RuntimeException> cancelled) {
    return new TransactGetItemsOperation(request, cancelled);
  }

  @Override
  public String kind() {
    return "TransactGetItems";
  }

  @Override
  public TransactGetItemsRequest request() {
    return request;
  }

  @Override
  public TransactGetItemsResponse call(DynamoDbClient client) {
    return client.transactGetItems(request);
  }

  /** One item per get, in order: {@code null} where there is none or it has expired. */
  @Override
  public List<Map<String, AttributeValue>> result(TransactGetItemsResponse response, TableContext table) {
    int gets = request.transactItems().size();
    List<Map<String, AttributeValue>> items = new ArrayList<>(gets);
    for (int i = 0; i < gets; i++) {
      ItemResponse item = response.hasResponses() && i < response.responses().size() ? response.responses().get(i)
          : null;
      Map<String, AttributeValue> stored = item != null && item.hasItem() && !item.item().isEmpty() ? item.item()
          : null;
      items.add(stored == null || table.expiry().isExpired(stored) ? null : stored);
    }
    return Collections.unmodifiableList(items);
  }

  /** The items found, expired ones included. */
  @Override
  public int itemCount(TransactGetItemsResponse response) {
    return (int) response.responses().stream().filter(item -> item.hasItem() && !item.item().isEmpty()).count();
  }

  @Override
  public Double capacityUnits(TransactGetItemsResponse response) {
    return response.hasConsumedCapacity() && !response.consumedCapacity().isEmpty()
        ? BatchGetItemOperation.totalUnits(response.consumedCapacity()) : null;
  }

  @Override
  public RuntimeException refusal(String operation, SdkException failure, TableContext table, StoredItems stored) {
    return failure instanceof TransactionCanceledException refused ? cancelled.apply(refused) : null;
  }
}
