package io.partitura.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored item: sets (or removes) named attributes without rewriting the
 * item, only if the item exists; one UpdateItem. Generated {@code <Record>Update} classes wrap it
 * with one typed setter per component, and keep index key attributes that depend on a changed
 * component in step.
 *
 * @param <T> the record type returned after the update
 */
public final class Update<T> {
  private final TableClient table;
  private final String operation;
  private final Map<String, AttributeValue> key;
  private final Function<Map<String, AttributeValue>, T> decoder;
  private final String versionAttribute;
  private final Map<String, AttributeValue> sets = new LinkedHashMap<>();
  private final List<String> removes = new ArrayList<>();
  private Long expectedVersion;

  /**
   * @param versionAttribute the optimistic-locking version attribute, incremented by every update,
   *     or {@code null} when the record has none
   */
  public Update(TableClient table, String operation, Map<String, AttributeValue> key,
      Function<Map<String, AttributeValue>, T> decoder, String versionAttribute) {
    this.table = table;
    this.operation = operation;
    this.key = key;
    this.decoder = decoder;
    this.versionAttribute = versionAttribute;
  }

  /** The primary key of the item this updates. */
  public Map<String, AttributeValue> key() {
    return key;
  }

  /** Sets {@code attribute} to {@code value}, or removes it when {@code value} is null. */
  public Update<T> set(String attribute, AttributeValue value) {
    sets.remove(attribute);
    removes.remove(attribute);
    if (value == null || Boolean.TRUE.equals(value.nul())) {
      removes.add(attribute);
    } else {
      sets.put(attribute, value);
    }
    return this;
  }

  /** Applies the update only if the stored item is at {@code version} (optimistic locking). */
  public Update<T> expectVersion(long version) {
    if (versionAttribute == null) {
      throw new IllegalStateException(operation + ": this record has no @Version component to check");
    }
    this.expectedVersion = version;
    return this;
  }

  /**
   * Sends the UpdateItem and returns the record as stored afterwards.
   *
   * @throws io.partitura.runtime.exceptions.ItemNotFoundException when no item exists at the key
   * @throws io.partitura.runtime.exceptions.StaleVersionException when {@link #expectVersion} was
   *     given and the stored item is at another version
   */
  public T apply() {
    return decoder.apply(table.updateItem(operation, toRequest(), versionAttribute, expectedVersion));
  }

  /** The UpdateItem {@link #apply} sends, without sending it. */
  public UpdateItemRequest toRequest() {
    Map<String, String> names = new LinkedHashMap<>();
    Map<String, AttributeValue> values = new LinkedHashMap<>();
    names.put(TableClient.PK_NAME, table.partitionKeyName());
    List<String> setClauses = new ArrayList<>();
    int i = 0;
    for (Map.Entry<String, AttributeValue> set : sets.entrySet()) {
      names.put("#a" + i, set.getKey());
      values.put(":v" + i, set.getValue());
      setClauses.add("#a" + i + " = :v" + i);
      i++;
    }
    if (versionAttribute != null) {
      names.put(TableClient.VERSION_NAME, versionAttribute);
      values.put(":one", AttributeValue.fromN("1"));
    }
    List<String> removeClauses = new ArrayList<>();
    for (String attribute : removes) {
      names.put("#a" + i, attribute);
      removeClauses.add("#a" + i);
      i++;
    }
    StringBuilder expression = new StringBuilder();
    if (!setClauses.isEmpty()) {
      expression.append("SET ").append(String.join(", ", setClauses));
    }
    if (versionAttribute != null) {
      expression.append(expression.length() == 0 ? "" : " ").append("ADD ").append(TableClient.VERSION_NAME).append(" :one");
    }
    if (!removeClauses.isEmpty()) {
      expression.append(expression.length() == 0 ? "" : " ").append("REMOVE ").append(String.join(", ", removeClauses));
    }
    if (expression.length() == 0) {
      throw new IllegalStateException(operation + ": nothing to update; set at least one attribute");
    }
    String condition = "attribute_exists(" + TableClient.PK_NAME + ")";
    if (expectedVersion != null) {
      values.put(TableClient.VERSION_VALUE, AttributeValue.fromN(Long.toString(expectedVersion)));
      condition += " AND " + TableClient.VERSION_NAME + " = " + TableClient.VERSION_VALUE;
    }
    return UpdateItemRequest.builder()
        .tableName(table.tableName())
        .key(key)
        .updateExpression(expression.toString())
        .conditionExpression(condition)
        .expressionAttributeNames(names)
        .expressionAttributeValues(values.isEmpty() ? null : values)
        .returnValues(ReturnValue.ALL_NEW)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  /** The request rendered; nothing is sent. */
  public RequestDescription describe() {
    return RequestDescription.of(toRequest());
  }
}
