package io.partitura.runtime.operation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One TransactWriteItems: its actions are the requests the single writes would send, turned into their
 * {@code Transact*} form, each asking for the stored item when its condition fails ({@code ALL_OLD}). A
 * cancellation is the caller's to read: it hands a function that makes Partitura's exception of it.
 */
public final class TransactWriteItemsOperation implements Operation<TransactWriteItemsRequest,
    TransactWriteItemsResponse, Void> {
  private final TransactWriteItemsRequest request;
  private final Function<TransactionCanceledException, RuntimeException> cancelled;

  private TransactWriteItemsOperation(TransactWriteItemsRequest request,
      Function<TransactionCanceledException, RuntimeException> cancelled) {
    this.request = request;
    this.cancelled = cancelled;
  }

  // ---- Requests

  /** The action of a put as built for the single write. */
  public static TransactWriteItem put(PutItemRequest request) {
    return TransactWriteItem.builder().put(Put.builder()
        .tableName(request.tableName())
        .item(request.item())
        .conditionExpression(request.conditionExpression())
        .expressionAttributeNames(nonEmpty(request.expressionAttributeNames()))
        .expressionAttributeValues(nonEmpty(request.expressionAttributeValues()))
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build()).build();
  }

  /** The action of a partial update as built for the single write (it must have an UpdateExpression). */
  public static TransactWriteItem update(UpdateItemRequest request) {
    return TransactWriteItem.builder().update(Update.builder()
        .tableName(request.tableName())
        .key(request.key())
        .updateExpression(request.updateExpression())
        .conditionExpression(request.conditionExpression())
        .expressionAttributeNames(nonEmpty(request.expressionAttributeNames()))
        .expressionAttributeValues(nonEmpty(request.expressionAttributeValues()))
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build()).build();
  }

  /** The action of a delete as built for the single write. */
  public static TransactWriteItem delete(DeleteItemRequest request) {
    return TransactWriteItem.builder().delete(Delete.builder()
        .tableName(request.tableName())
        .key(request.key())
        .conditionExpression(request.conditionExpression())
        .expressionAttributeNames(nonEmpty(request.expressionAttributeNames()))
        .expressionAttributeValues(nonEmpty(request.expressionAttributeValues()))
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build()).build();
  }

  /** A check that the item at {@code key} meets {@code expression}; it writes nothing. */
  public static TransactWriteItem conditionCheck(TableContext table, Map<String, AttributeValue> key,
      String expression, Map<String, String> names, Map<String, AttributeValue> values) {
    return TransactWriteItem.builder().conditionCheck(ConditionCheck.builder()
        .tableName(table.tableName())
        .key(key)
        .conditionExpression(expression)
        .expressionAttributeNames(nonEmpty(names))
        .expressionAttributeValues(nonEmpty(values))
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build()).build();
  }

  /** The TransactWriteItems of {@code actions}, with {@code token} as its ClientRequestToken (or none when null). */
  public static TransactWriteItemsRequest request(List<TransactWriteItem> actions, String token) {
    return TransactWriteItemsRequest.builder()
        .transactItems(actions)
        .clientRequestToken(token)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  private static <K, V> Map<K, V> nonEmpty(Map<K, V> map) {
    // DynamoDB refuses an empty ExpressionAttributeNames or ExpressionAttributeValues.
    return map == null || map.isEmpty() ? null : new LinkedHashMap<>(map);
  }

  // ---- Sending

  /**
   * Sends {@code request}; when DynamoDB cancels it, the refusal is what {@code cancelled} makes of the SDK's
   * exception (nothing was written).
   */
  public static TransactWriteItemsOperation of(TransactWriteItemsRequest request,
      Function<TransactionCanceledException, RuntimeException> cancelled) {
    return new TransactWriteItemsOperation(request, cancelled);
  }

  @Override
  public String kind() {
    return "TransactWriteItems";
  }

  @Override
  public TransactWriteItemsRequest request() {
    return request;
  }

  @Override
  public TransactWriteItemsResponse call(DynamoDbClient client) {
    return client.transactWriteItems(request);
  }

  @Override
  public Void result(TransactWriteItemsResponse response, TableContext table) {
    return null;
  }

  /** The number of actions. */
  @Override
  public int itemCount(TransactWriteItemsResponse response) {
    return request.transactItems().size();
  }

  /** The capacity DynamoDB reports per table, as one figure. */
  @Override
  public Double capacityUnits(TransactWriteItemsResponse response) {
    return response.hasConsumedCapacity() && !response.consumedCapacity().isEmpty()
        ? BatchGetItemOperation.totalUnits(response.consumedCapacity()) : null;
  }

  @Override
  public RuntimeException refusal(String operation, SdkException failure, TableContext table, StoredItems stored) {
    return failure instanceof TransactionCanceledException refused ? cancelled.apply(refused) : null;
  }
}
