package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.Placeholders.PK_NAME;
import static io.partitura.runtime.operation.Placeholders.VERSION_NAME;
import static io.partitura.runtime.operation.Placeholders.VERSION_VALUE;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.ItemSize;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * One UpdateItem: a partial update of one item, only if it exists, returning the item as it was
 * ({@code ALL_OLD}, the result), from which {@link UpdateChanges#written} computes the item as written.
 * Also the UpdateItem a backfill sends to give a stored item its index keys ({@link #indexKeyRequest}).
 */
public final class UpdateItemOperation
    implements Operation<UpdateItemRequest, UpdateItemResponse, Map<String, AttributeValue>> {
  private static final AttributeValue EMPTY_LIST = AttributeValue.fromL(List.of());

  private final UpdateItemRequest request;
  /** What a refused condition means; {@code null}: the SDK's exception as it is (a backfill decides itself). */
  private final ConditionRefusal refused;

  private UpdateItemOperation(UpdateItemRequest request, ConditionRefusal refused) {
    this.request = request;
    this.refused = refused;
  }

  // ---- Requests

  /**
   * The UpdateItem of {@code changes} to the item at {@code key}, only if it exists: SET, ADD, DELETE and
   * REMOVE clauses, the version incremented when {@code versionAttribute} is not null (checked to be
   * {@code expectedVersion}, and below {@code maxVersion}, when those are not null), and {@code conditions}
   * ANDed (the caller's {@code when}), returning the item as it was.
   *
   * @param operation the update's name, for the message of a refusal before sending
   * @throws io.partitura.runtime.exceptions.ItemTooLargeException when the key and the attributes set alone are
   *     over 400 KB (what is already stored cannot be counted before the request)
   */
  public static UpdateItemRequest request(TableContext table, String operation, Map<String, AttributeValue> key,
      UpdateChanges changes, String versionAttribute, Long expectedVersion, Long maxVersion, Condition conditions) {
    return request(table, operation, key, changes, versionAttribute, expectedVersion, maxVersion, conditions, true);
  }

  /**
   * As {@link #request(TableContext, String, Map, UpdateChanges, String, Long, Long, Condition)}; without the check
   * that the item exists when {@code mustExist} is false: an upsert, which creates the item when it is missing
   * (DynamoDB's UpdateItem does, with the key and what the expression sets).
   */
  public static UpdateItemRequest request(TableContext table, String operation, Map<String, AttributeValue> key,
      UpdateChanges changes, String versionAttribute, Long expectedVersion, Long maxVersion, Condition conditions,
      boolean mustExist) {
    ItemSize.checkUpdate(table.keys(), operation, key, changes.givenValues());
    Map<String, String> names = new LinkedHashMap<>();
    Map<String, AttributeValue> values = new LinkedHashMap<>();
    if (mustExist) {
      names.put(PK_NAME, table.keys().partitionKey()); // an upsert names no attribute it does not check
    }
    List<String> setClauses = new ArrayList<>();
    List<String> addClauses = new ArrayList<>();
    List<String> deleteClauses = new ArrayList<>();
    int i = 0;
    for (Map.Entry<String, AttributeValue> set : changes.sets().entrySet()) {
      names.put("#a" + i, set.getKey());
      values.put(":v" + i, set.getValue());
      setClauses.add("#a" + i + " = :v" + i);
      i++;
    }
    for (Map.Entry<String, UpdateChanges.Action> entry : changes.actions().entrySet()) {
      String name = "#a" + i;
      String value = ":v" + i;
      names.put(name, entry.getKey());
      values.put(value, entry.getValue().value());
      switch (entry.getValue().kind()) {
        case ADD_NUMBER, ADD_TO_SET -> addClauses.add(name + " " + value);
        case DELETE_FROM_SET -> deleteClauses.add(name + " " + value);
        case APPEND -> {
          values.put(":emptyList", EMPTY_LIST);
          setClauses.add(name + " = list_append(if_not_exists(" + name + ", :emptyList), " + value + ")");
        }
        case PREPEND -> {
          values.put(":emptyList", EMPTY_LIST);
          setClauses.add(name + " = list_append(" + value + ", if_not_exists(" + name + ", :emptyList))");
        }
        case SET_IF_ABSENT -> setClauses.add(name + " = if_not_exists(" + name + ", " + value + ")");
      }
      i++;
    }
    if (versionAttribute != null) {
      names.put(VERSION_NAME, versionAttribute);
      values.put(":one", UpdateChanges.ONE);
      addClauses.add(VERSION_NAME + " :one");
    }
    List<String> removeClauses = new ArrayList<>();
    for (String attribute : changes.removes()) {
      names.put("#a" + i, attribute);
      removeClauses.add("#a" + i);
      i++;
    }
    List<String> expression = new ArrayList<>();
    if (!setClauses.isEmpty()) {
      expression.add("SET " + String.join(", ", setClauses));
    }
    if (!addClauses.isEmpty()) {
      expression.add("ADD " + String.join(", ", addClauses));
    }
    if (!deleteClauses.isEmpty()) {
      expression.add("DELETE " + String.join(", ", deleteClauses));
    }
    if (!removeClauses.isEmpty()) {
      expression.add("REMOVE " + String.join(", ", removeClauses));
    }
    List<String> checks = new ArrayList<>();
    if (mustExist) {
      checks.add("attribute_exists(" + PK_NAME + ")");
    }
    if (expectedVersion != null) {
      values.put(VERSION_VALUE, AttributeValue.fromN(Long.toString(expectedVersion)));
      checks.add(VERSION_NAME + " = " + VERSION_VALUE);
    }
    if (maxVersion != null) {
      values.put(":maxVersion", AttributeValue.fromN(Long.toString(maxVersion)));
      checks.add("(attribute_not_exists(" + VERSION_NAME + ") OR " + VERSION_NAME + " < :maxVersion)");
    }
    String condition = checks.isEmpty() ? null : String.join(" AND ", checks);
    UpdateItemRequest request = UpdateItemRequest.builder()
        .tableName(table.tableName())
        .key(key)
        // Nothing to change (an empty set or list, say): no UpdateExpression. The UpdateItem then still
        // checks the item exists and meets its conditions, writes nothing, and returns the item as stored.
        .updateExpression(expression.isEmpty() ? null : String.join(" ", expression))
        .conditionExpression(condition)
        .expressionAttributeNames(names)
        .expressionAttributeValues(values.isEmpty() ? null : values)
        // The item as it was: the one to put back if the record refuses the update.
        .returnValues(ReturnValue.ALL_OLD)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
    return conditions == null ? request : withCondition(request, conditions);
  }

  /**
   * The UpdateItem that gives the stored {@code item} the index key attributes {@code target}: SETs those it
   * has and REMOVEs the stored ones of {@code indexAttributes} it lacks, only if the item still has the type and
   * the {@code sourceAttributes} (what the key was computed from) it was read with.
   */
  public static UpdateItemRequest indexKeyRequest(TableContext table, Map<String, AttributeValue> item,
      List<String> indexAttributes, Map<String, AttributeValue> target, List<String> sourceAttributes) {
    Map<String, String> names = new LinkedHashMap<>();
    Map<String, AttributeValue> values = new LinkedHashMap<>();
    List<String> sets = new ArrayList<>();
    List<String> removes = new ArrayList<>();
    for (int i = 0; i < indexAttributes.size(); i++) {
      String attribute = indexAttributes.get(i);
      if (target.containsKey(attribute)) {
        names.put("#i" + i, attribute);
        values.put(":i" + i, target.get(attribute));
        sets.add("#i" + i + " = :i" + i);
      } else if (item.containsKey(attribute)) {
        names.put("#i" + i, attribute);
        removes.add("#i" + i);
      }
    }
    String update = (sets.isEmpty() ? "" : "SET " + String.join(", ", sets))
        + (sets.isEmpty() || removes.isEmpty() ? "" : " ")
        + (removes.isEmpty() ? "" : "REMOVE " + String.join(", ", removes));
    names.put("#type", table.typeAttribute());
    values.put(":type", item.get(table.typeAttribute()));
    List<String> conditions = new ArrayList<>();
    conditions.add("#type = :type");
    for (int i = 0; i < sourceAttributes.size(); i++) {
      String attribute = sourceAttributes.get(i);
      names.put("#c" + i, attribute);
      if (item.containsKey(attribute)) {
        values.put(":c" + i, item.get(attribute));
        conditions.add("#c" + i + " = :c" + i);
      } else {
        conditions.add("attribute_not_exists(#c" + i + ")");
      }
    }
    return UpdateItemRequest.builder()
        .tableName(table.tableName())
        .key(table.keyOf(item))
        .updateExpression(update)
        .conditionExpression(String.join(" AND ", conditions))
        .expressionAttributeNames(names)
        .expressionAttributeValues(values)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  /** {@code request} with {@code when} ANDed to its condition, as {@link PutItemOperation#withCondition}. */
  public static UpdateItemRequest withCondition(UpdateItemRequest request, Condition when) {
    CallerCondition conditioned = new CallerCondition(request.conditionExpression(), request.expressionAttributeNames(),
        request.expressionAttributeValues(), when);
    return request.toBuilder()
        .conditionExpression(conditioned.expression)
        .expressionAttributeNames(conditioned.names)
        .expressionAttributeValues(conditioned.valuesOrNull())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  // ---- Sending

  /**
   * An update built by {@link #request} without the caller's condition: a refusal is
   * {@link io.partitura.runtime.exceptions.StaleVersionException},
   * {@link io.partitura.runtime.exceptions.VersionOverflowException} or
   * {@link io.partitura.runtime.exceptions.ItemNotFoundException} (see {@link ConditionRefusal#update}).
   */
  public static UpdateItemOperation update(UpdateItemRequest request, String versionAttribute, Long expectedVersion,
      Long maxVersion) {
    return new UpdateItemOperation(request, ConditionRefusal.update(versionAttribute, expectedVersion, maxVersion));
  }

  /** An update carrying the caller's condition: refusals as {@link PutItemOperation#conditional}'s. */
  public static UpdateItemOperation conditional(UpdateItemRequest request, OwnChecks own, ItemCodec<?> codec) {
    return new UpdateItemOperation(request, ConditionRefusal.callerCondition(request.conditionExpression(),
        request.expressionAttributeNames(), request.expressionAttributeValues(), own, codec));
  }

  /** An update whose refused condition reaches the caller as the SDK's {@link ConditionalCheckFailedException}. */
  public static UpdateItemOperation of(UpdateItemRequest request) {
    return new UpdateItemOperation(request, null);
  }

  @Override
  public String kind() {
    return "UpdateItem";
  }

  @Override
  public UpdateItemRequest request() {
    return request;
  }

  @Override
  public UpdateItemResponse call(DynamoDbClient client) {
    return client.updateItem(request);
  }

  /** The attributes the request asked to be returned: the item as it was, for {@link #request}'s. */
  @Override
  public Map<String, AttributeValue> result(UpdateItemResponse response, TableContext table) {
    return response.attributes();
  }

  @Override
  public int itemCount(UpdateItemResponse response) {
    return 1;
  }

  @Override
  public Double capacityUnits(UpdateItemResponse response) {
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
