package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.Placeholders.PK_NAME;
import static io.partitura.runtime.operation.Placeholders.VERSION_NAME;
import static io.partitura.runtime.operation.Placeholders.VERSION_VALUE;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.exceptions.VersionOverflowException;
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
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * One PutItem: a whole item written, unconditionally or under a condition whose refusal says what went wrong
 * ({@link ConditionRefusal}). Every put is refused before any request when its item is over 400 KB.
 */
public final class PutItemOperation implements Operation<PutItemRequest, PutItemResponse, Void> {
  private final PutItemRequest request;
  private final ConditionRefusal refused;

  private PutItemOperation(PutItemRequest request, ConditionRefusal refused) {
    this.request = request;
    this.refused = refused;
  }

  // ---- Requests

  /**
   * An unconditional put: creates the item or replaces it whole.
   *
   * @throws io.partitura.runtime.exceptions.ItemTooLargeException when the item is over 400 KB
   */
  public static PutItemRequest putRequest(TableContext table, Map<String, AttributeValue> item) {
    return put(table, item).build();
  }

  /** A put guarded by {@code attribute_not_exists(PK)}: refuses to replace an existing item. */
  public static PutItemRequest createRequest(TableContext table, Map<String, AttributeValue> item) {
    return onItem(table, put(table, item), "attribute_not_exists").build();
  }

  /** A put guarded by {@code attribute_exists(PK)}: replaces an existing item, never creates one. */
  public static PutItemRequest replaceRequest(TableContext table, Map<String, AttributeValue> item) {
    return onItem(table, put(table, item), "attribute_exists").build();
  }

  /**
   * An optimistic-locking put of an item whose version attribute already holds the new version: version 1
   * must not exist yet; version n requires the stored item to be at n - 1.
   *
   * @throws VersionOverflowException when the new version wrapped past the component's largest value
   */
  public static PutItemRequest versionedPutRequest(TableContext table, String operation,
      Map<String, AttributeValue> item, String versionAttribute, long newVersion) {
    // The generated code adds 1 in the component's own type: past its largest value, it wraps to the smallest.
    if (newVersion == Integer.MIN_VALUE || newVersion == Long.MIN_VALUE) {
      throw new VersionOverflowException(operation, table.describeKey(table.keyOf(item)),
          newVersion == Integer.MIN_VALUE ? Integer.MAX_VALUE : Long.MAX_VALUE);
    }
    if (newVersion < 1) {
      throw new IllegalArgumentException(operation + ": the version of " + table.describeKey(table.keyOf(item))
          + " would be " + newVersion + ": the record's version component is negative.");
    }
    PutItemRequest.Builder request = put(table, item);
    if (newVersion <= 1) {
      return onItem(table, request, "attribute_not_exists").build();
    }
    return request.conditionExpression(VERSION_NAME + " = " + VERSION_VALUE)
        .expressionAttributeNames(Map.of(VERSION_NAME, versionAttribute))
        .expressionAttributeValues(Map.of(VERSION_VALUE, AttributeValue.fromN(Long.toString(newVersion - 1))))
        .build();
  }

  /**
   * The put of {@code old} back over an item an update wrote ({@code written}) and its record refused, only if
   * the item still is what the update wrote, so that a write made since is kept. For a versioned record that is
   * its version; otherwise every attribute of {@code written} (lists, maps and NULLs only checked to be present:
   * dynalite cannot compare them) and the absence of {@code removed}. A concurrent write that only added an
   * attribute absent from both, or changed a list or map, goes unnoticed and is undone.
   */
  public static PutItemRequest restoreRequest(TableContext table, Map<String, AttributeValue> old,
      Map<String, AttributeValue> written, List<String> removed, String versionAttribute) {
    Map<String, String> names = new LinkedHashMap<>();
    Map<String, AttributeValue> values = new LinkedHashMap<>();
    List<String> conditions = new ArrayList<>();
    names.put(PK_NAME, table.keys().partitionKey());
    conditions.add("attribute_exists(" + PK_NAME + ")");
    if (versionAttribute != null) {
      names.put(VERSION_NAME, versionAttribute);
      values.put(":written", written.get(versionAttribute));
      conditions.add(VERSION_NAME + " = :written");
    } else {
      int i = 0;
      for (Map.Entry<String, AttributeValue> attribute : written.entrySet()) {
        String name = attribute.getKey();
        if (name.equals(table.keys().partitionKey()) || name.equals(table.keys().sortKey())) {
          continue;
        }
        names.put("#r" + i, attribute.getKey());
        AttributeValue value = attribute.getValue();
        if (value.hasM() || value.hasL() || Boolean.TRUE.equals(value.nul())) {
          conditions.add("attribute_exists(#r" + i + ")");
        } else {
          values.put(":r" + i, value);
          conditions.add("#r" + i + " = :r" + i);
        }
        i++;
      }
      for (String attribute : removed) {
        names.put("#r" + i, attribute);
        conditions.add("attribute_not_exists(#r" + i + ")");
        i++;
      }
    }
    return PutItemRequest.builder()
        .tableName(table.tableName())
        .item(old)
        .conditionExpression(String.join(" AND ", conditions))
        .expressionAttributeNames(names)
        .expressionAttributeValues(values.isEmpty() ? null : values)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  /**
   * {@code request} with {@code when} ANDed to the condition it already carries (their placeholders never
   * clash: see {@link Condition}), asking DynamoDB to return the stored item if the condition fails.
   */
  public static PutItemRequest withCondition(PutItemRequest request, Condition when) {
    CallerCondition conditioned = new CallerCondition(request.conditionExpression(), request.expressionAttributeNames(),
        request.expressionAttributeValues(), when);
    return request.toBuilder()
        .conditionExpression(conditioned.expression)
        .expressionAttributeNames(conditioned.names)
        .expressionAttributeValues(conditioned.valuesOrNull())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  /** A PutItem of {@code item}, refused before any request when it is over 400 KB; the caller adds a condition. */
  private static PutItemRequest.Builder put(TableContext table, Map<String, AttributeValue> item) {
    ItemSize.check(table.keys(), item);
    return PutItemRequest.builder()
        .tableName(table.tableName())
        .item(item)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
  }

  /** {@code put} conditioned on {@code function(PK)}: {@code attribute_exists} or {@code attribute_not_exists}. */
  private static PutItemRequest.Builder onItem(TableContext table, PutItemRequest.Builder put, String function) {
    return put.conditionExpression(function + "(" + PK_NAME + ")")
        .expressionAttributeNames(Map.of(PK_NAME, table.keys().partitionKey()));
  }

  // ---- Sending: what a refused condition means

  /**
   * A put, or a create ({@link #createRequest}): a refused condition means an item is there
   * ({@link io.partitura.runtime.exceptions.ItemAlreadyExistsException}).
   */
  public static PutItemOperation put(PutItemRequest request) {
    return new PutItemOperation(request, ConditionRefusal.itemExists());
  }

  /**
   * A create of a record with a {@code @Version}: as {@link #put(PutItemRequest)}, but the exception advises
   * reading the stored version.
   */
  public static PutItemOperation createVersioned(PutItemRequest request) {
    return new PutItemOperation(request, ConditionRefusal.versionedItemExists());
  }

  /**
   * A replace ({@link #replaceRequest}): a refused condition means no item is there
   * ({@link io.partitura.runtime.exceptions.ItemNotFoundException}).
   */
  public static PutItemOperation replace(PutItemRequest request) {
    return new PutItemOperation(request, ConditionRefusal.itemMissing());
  }

  /**
   * A versioned put ({@link #versionedPutRequest}) writing {@code newVersion}: a refused condition means the
   * stored item is at another version ({@link io.partitura.runtime.exceptions.StaleVersionException}).
   */
  public static PutItemOperation versioned(PutItemRequest request, String versionAttribute, long newVersion) {
    return new PutItemOperation(request, ConditionRefusal.staleVersion(versionAttribute, newVersion - 1));
  }

  /**
   * A put carrying the caller's condition ({@link #withCondition}): a refusal is that of the write's own check
   * that failed ({@code own}), or else {@link io.partitura.runtime.exceptions.ConditionFailedException}
   * (see {@link ConditionRefusal#callerCondition}).
   */
  public static PutItemOperation conditional(PutItemRequest request, OwnChecks own, ItemCodec<?> codec) {
    return new PutItemOperation(request, ConditionRefusal.callerCondition(request.conditionExpression(),
        request.expressionAttributeNames(), request.expressionAttributeValues(), own, codec));
  }

  /** A put whose refused condition means what {@code refused} says. */
  public static PutItemOperation of(PutItemRequest request, ConditionRefusal refused) {
    return new PutItemOperation(request, refused);
  }

  @Override
  public String kind() {
    return "PutItem";
  }

  @Override
  public PutItemRequest request() {
    return request;
  }

  @Override
  public PutItemResponse call(DynamoDbClient client) {
    return client.putItem(request);
  }

  @Override
  public Void result(PutItemResponse response, TableContext table) {
    return null;
  }

  @Override
  public int itemCount(PutItemResponse response) {
    return 1;
  }

  @Override
  public Double capacityUnits(PutItemResponse response) {
    return Operation.unitsOf(response.consumedCapacity());
  }

  @Override
  public Map<String, AttributeValue> key(TableContext table) {
    return table.keyOf(request.item());
  }

  @Override
  public RuntimeException refusal(String operation, SdkException failure, TableContext table, StoredItems stored) {
    return failure instanceof ConditionalCheckFailedException failed
        ? refused.refusal(operation, key(table), failed, table, stored) : null;
  }
}
