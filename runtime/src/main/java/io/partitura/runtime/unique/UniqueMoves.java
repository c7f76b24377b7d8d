package io.partitura.runtime.unique;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.AttributeCondition;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.exceptions.UniqueValueTakenException;
import io.partitura.runtime.operation.DeleteItemOperation;
import io.partitura.runtime.operation.OwnChecks;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.runtime.transaction.WriteTransaction;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;

/**
 * The actions a write of an entity with {@code @Unique} values adds to its transaction: the guard that the
 * values read are still stored, and for each value that changes the Delete of its old uniqueness item and the
 * Put of the new one. {@link UniqueValues} decides when; this builds them.
 *
 * @param <T> the entity's record
 */
final class UniqueMoves<T> {
  private final UniqueValues<T> unique;

  UniqueMoves(UniqueValues<T> unique) {
    this.unique = unique;
  }

  /** Adds the Put of a uniqueness item for each non-null unique value of {@code record}, each only if absent. */
  WriteTransaction takes(WriteTransaction transaction, TableClient table, String operation, T record) {
    Map<String, AttributeValue> owner = unique.codec().primaryKey(record);
    for (UniqueValues.Component<T> component : unique.components()) {
      String encoded = component.encoded().apply(record);
      if (encoded != null) {
        take(transaction, table, operation, component, component.value().apply(record), encoded, owner);
      }
    }
    return transaction;
  }

  /**
   * The condition that the stored item still holds the unique values of {@code stored} (as read; a
   * missing one missing), or, when {@code stored} is null, that there is still no item.
   *
   * @param exists whether to require the item too; not when the write checks that itself (replace, update)
   */
  Condition stillAsRead(TableClient table, Map<String, AttributeValue> stored, boolean exists) {
    if (stored == null) {
      return new AttributeCondition(table.partitionKeyName()).notExists();
    }
    List<Condition> held = new ArrayList<>();
    if (exists) {
      held.add(new AttributeCondition(table.partitionKeyName()).exists());
    }
    for (UniqueValues.Component<T> component : unique.components()) {
      AttributeValue value = stored.get(component.attributeName());
      held.add(value == null ? new AttributeCondition(component.attributeName()).notExists()
          : new ValueCondition<AttributeValue>(component.attributeName(), Function.identity()).is(value));
    }
    return Condition.all(held.toArray(Condition[]::new));
  }

  /** Releases the values {@code before} holds and {@code after} does not, and takes the new ones. */
  void moves(WriteTransaction transaction, TableClient table, String operation, T before, T after,
      Map<String, AttributeValue> owner) {
    for (UniqueValues.Component<T> component : unique.components()) {
      String old = before == null ? null : component.encoded().apply(before);
      String now = after == null ? null : component.encoded().apply(after);
      if (Objects.equals(old, now)) {
        continue;
      }
      if (old != null) {
        release(transaction, table, component, old, owner);
      }
      if (now != null) {
        take(transaction, table, operation, component, component.value().apply(after), now, owner);
      }
    }
  }

  /** Puts the uniqueness item of {@code encoded}, owned by {@code owner}, only if none exists. */
  private void take(WriteTransaction transaction, TableClient table, String operation,
      UniqueValues.Component<T> component, Object value, String encoded, Map<String, AttributeValue> owner) {
    Map<String, AttributeValue> item = new LinkedHashMap<>(unique.uniquenessKey(table, component, encoded));
    item.put(UniqueValues.OWNER_PARTITION_KEY, owner.get(table.partitionKeyName()));
    item.put(UniqueValues.OWNER_SORT_KEY, owner.get(table.sortKeyName()));
    // The create's request: attribute_not_exists on the key. Its refusal means another item holds the value.
    String entityType = unique.entityType();
    OwnChecks taken = (ignored, key, stored, cause) ->
        new UniqueValueTakenException(operation, entityType, component.name(), String.valueOf(value), cause);
    transaction.put("take " + entityType + "." + component.name() + " of",
        PutItemOperation.createRequest(table.context(), item), taken, null);
  }

  /**
   * Deletes the uniqueness item of {@code encoded} if {@code owner} owns it. A missing one passes:
   * nothing is left to release (values stored before {@code @Unique} was added have none).
   */
  private void release(WriteTransaction transaction, TableClient table, UniqueValues.Component<T> component,
      String encoded, Map<String, AttributeValue> owner) {
    Condition owned = Condition.any(new AttributeCondition(table.partitionKeyName()).notExists(), Condition.all(
        new ValueCondition<AttributeValue>(UniqueValues.OWNER_PARTITION_KEY, Function.identity())
            .is(owner.get(table.partitionKeyName())),
        new ValueCondition<AttributeValue>(UniqueValues.OWNER_SORT_KEY, Function.identity())
            .is(owner.get(table.sortKeyName()))));
    DeleteItemRequest delete = DeleteItemOperation.withCondition(
        DeleteItemOperation.request(table.context(), unique.uniquenessKey(table, component, encoded)), owned);
    transaction.delete(delete, OwnChecks.NONE, null);
  }
}
