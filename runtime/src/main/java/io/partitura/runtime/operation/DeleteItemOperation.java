package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.Placeholders.PK_NAME;
import static io.partitura.runtime.operation.Placeholders.VERSION_NAME;
import static io.partitura.runtime.operation.Placeholders.VERSION_VALUE;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.ItemCodec;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * One DeleteItem, returning the deleted item ({@code ALL_OLD}): the result is whether an item was there.
 * Unconditional, or under a condition whose refusal says what went wrong ({@link ConditionRefusal}).
 */
public final class DeleteItemOperation implements Operation<DeleteItemRequest, DeleteItemResponse, Boolean> {
  private final DeleteItemRequest request;
  /** What a refused condition means; {@code null} for an unconditional delete. */
  private final ConditionRefusal refused;

  private DeleteItemOperation(DeleteItemRequest request, ConditionRefusal refused) {
    this.request = request;
    this.refused = refused;
  }

  // ---- Requests

  /** The DeleteItem of {@code key}, whatever the item holds. */
  public static DeleteItemRequest request(TableContext table, Map<String, AttributeValue> key) {
    return delete(table, key).build();
  }

  /**
   * An optimistic-locking delete: deletes the item only if it is at {@code expectedVersion}, or does nothing if
   * there is no item.
   */
  public static DeleteItemRequest versionedRequest(TableContext table, Map<String, AttributeValue> key,
      String versionAttribute, long expectedVersion) {
    // In a fixed order (Map.of has none), so that a described request is the same on every run.
    Map<String, String> names = new LinkedHashMap<>();
    names.put(PK_NAME, table.keys().partitionKey());
    names.put(VERSION_NAME, versionAttribute);
    return delete(table, key)
        .conditionExpression("attribute_not_exists(" + PK_NAME + ") OR " + VERSION_NAME + " = " + VERSION_VALUE)
        .expressionAttributeNames(names)
        .expressionAttributeValues(Map.of(VERSION_VALUE, AttributeValue.fromN(Long.toString(expectedVersion))))
        .build();
  }

  /** {@code request} with {@code when} ANDed to its condition, as {@link PutItemOperation#withCondition}. */
  public static DeleteItemRequest withCondition(DeleteItemRequest request, Condition when) {
    CallerCondition conditioned = new CallerCondition(request.conditionExpression(), request.expressionAttributeNames(),
        request.expressionAttributeValues(), when);
    return request.toBuilder()
        .conditionExpression(conditioned.expression)
        .expressionAttributeNames(conditioned.names)
        .expressionAttributeValues(conditioned.valuesOrNull())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  private static DeleteItemRequest.Builder delete(TableContext table, Map<String, AttributeValue> key) {
    return DeleteItemRequest.builder()
        .tableName(table.tableName())
        .key(key)
        .returnValues(ReturnValue.ALL_OLD)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
  }

  // ---- Sending

  /** An unconditional delete ({@link #request}). */
  public static DeleteItemOperation of(DeleteItemRequest request) {
    return new DeleteItemOperation(request, null);
  }

  /**
   * A versioned delete ({@link #versionedRequest}): a refused condition means the stored item is at another
   * version than {@code expectedVersion} ({@link io.partitura.runtime.exceptions.StaleVersionException}).
   */
  public static DeleteItemOperation versioned(DeleteItemRequest request, String versionAttribute,
      long expectedVersion) {
    return new DeleteItemOperation(request, ConditionRefusal.staleVersion(versionAttribute, expectedVersion));
  }

  /** A delete carrying the caller's condition: refusals as {@link PutItemOperation#conditional}'s. */
  public static DeleteItemOperation conditional(DeleteItemRequest request, OwnChecks own, ItemCodec<?> codec) {
    return new DeleteItemOperation(request, ConditionRefusal.callerCondition(request.conditionExpression(),
        request.expressionAttributeNames(), request.expressionAttributeValues(), own, codec));
  }

  @Override
  public String kind() {
    return "DeleteItem";
  }

  @Override
  public DeleteItemRequest request() {
    return request;
  }

  @Override
  public DeleteItemResponse call(DynamoDbClient client) {
    return client.deleteItem(request);
  }

  /** Whether an item was deleted ({@code false}: there was none). */
  @Override
  public Boolean result(DeleteItemResponse response, TableContext table) {
    return response.hasAttributes() && !response.attributes().isEmpty();
  }

  /** A conditional delete counts as one write, as every conditional write; an unconditional one, what it found. */
  @Override
  public int itemCount(DeleteItemResponse response) {
    return refused != null || response.hasAttributes() ? 1 : 0;
  }

  @Override
  public Double capacityUnits(DeleteItemResponse response) {
    return Operation.unitsOf(response.consumedCapacity());
  }

  @Override
  public Map<String, AttributeValue> key(TableContext table) {
    return request.key();
  }

  @Override
  public RuntimeException refusal(String operation, SdkException failure, TableContext table, StoredItems stored) {
    return refused != null && failure instanceof ConditionalCheckFailedException failed
        ? refused.refusal(operation, request.key(), failed, table, stored) : null;
  }
}
