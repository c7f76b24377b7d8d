package io.partitura.runtime.unique;

import io.partitura.runtime.ItemCodec;
import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.RequestEvent;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.exceptions.UniqueValueTakenException;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.keys.UniqueKeys;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The {@code @Unique} components of one entity, and the writes that keep them unique. Each value
 * taken has a uniqueness item (key format: {@link UniqueKeys}) that names its owner's primary key;
 * every write of the entity puts, moves or deletes those items in the same TransactWriteItems as
 * the item itself, so either all of it is written or none of it.
 *
 * <ul>
 *   <li>{@code create}: the item ({@code attribute_not_exists}) plus one Put per non-null unique
 *       value ({@code attribute_not_exists}). One request.
 *   <li>{@code put}, {@code replace}, a partial update that names a unique attribute, {@code delete}:
 *       first one strongly consistent GetItem of the item, to learn the values it holds now; then one
 *       TransactWriteItems: the item's write, conditioned on each unique attribute still holding the
 *       value read (so a concurrent change cannot orphan or steal a uniqueness item); for each value
 *       that changes, a Delete of the old uniqueness item (only if this item owns it, or it is
 *       missing) and a Put of the new one ({@code attribute_not_exists}). Two requests.
 *   <li>{@code find}: one GetItem of the uniqueness item, one of its owner. Two requests.
 * </ul>
 *
 * A {@code null} value has no uniqueness item. A value taken by another item raises
 * {@link UniqueValueTakenException}; nothing is written.
 *
 * @param <T> the entity's record
 */
public final class UniqueValues<T> {
  /** The attributes of a uniqueness item that hold its owner's primary key. */
  public static final String OWNER_PARTITION_KEY = "ownerPartitionKey";

  public static final String OWNER_SORT_KEY = "ownerSortKey";

  private static final String STORED_NAME = "#unique";
  private static final String STORED_VALUE = ":unique";
  private static final String OWNER_PK_NAME = "#ownerPartitionKey";
  private static final String OWNER_SK_NAME = "#ownerSortKey";
  private static final String OWNER_PK_VALUE = ":ownerPartitionKey";
  private static final String OWNER_SK_VALUE = ":ownerSortKey";

  /**
   * One {@code @Unique} component.
   *
   * @param name the component
   * @param attributeName the attribute it is stored under
   * @param value the value as given (for messages), or null
   * @param encoded the value encoded as a key part ({@code KeyCodec}), or null when the value is null
   */
  public record Component<T>(String name, String attributeName, Function<T, Object> value,
      Function<T, String> encoded) {
    public Component {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(attributeName, "attributeName");
      Objects.requireNonNull(value, "value");
      Objects.requireNonNull(encoded, "encoded");
    }
  }

  private final ItemCodec<T> codec;
  private final List<Component<T>> components;

  public UniqueValues(ItemCodec<T> codec, List<Component<T>> components) {
    this.codec = Objects.requireNonNull(codec, "codec");
    this.components = List.copyOf(components);
  }

  public List<Component<T>> components() {
    return components;
  }

  /** Whether a write of {@code attributes} may change a unique value: it names a unique attribute. */
  public boolean touches(Collection<String> attributes) {
    return components.stream().anyMatch(c -> attributes.contains(c.attributeName()));
  }

  /** The primary key of the uniqueness item of {@code encodedValue} of {@code component}. */
  public Map<String, AttributeValue> uniquenessKey(TableClient table, Component<T> component, String encodedValue) {
    String key = UniqueKeys.key(codec.entityType(), component.name(), encodedValue);
    return PrimaryKeys.of(table.partitionKeyName(), key, table.sortKeyName(), key);
  }

  // ---- The transactions, built without sending anything

  /** What each action of a transaction is, to tell which one a cancellation names. */
  private record Action(Kind kind, Component<?> component, Object value, Map<String, AttributeValue> key,
      String condition) {
    enum Kind { ITEM, TAKE, RELEASE }
  }

  /** A transaction and what its actions are, in order. */
  private record Plan(TransactWriteItemsRequest request, List<Action> actions) {}

  /** The TransactWriteItems {@code create} sends: the conditional put and one Put per non-null value. */
  public TransactWriteItemsRequest createTransaction(TableClient table, T record, PutItemRequest itemPut) {
    return createPlan(table, record, itemPut).request();
  }

  /**
   * The TransactWriteItems {@code put} or {@code replace} sends when {@code stored} (as read; null when
   * there is none) is the item at the key: the put, conditioned on the unique attributes still holding
   * what {@code stored} holds (on there being no item, when there was none), and the uniqueness items
   * of the values that change.
   */
  public TransactWriteItemsRequest putTransaction(TableClient table, T record, Map<String, AttributeValue> stored,
      PutItemRequest itemPut) {
    return putPlan(table, record, stored, itemPut).request();
  }

  /**
   * The TransactWriteItems a partial update sends when {@code stored} is the item read and
   * {@code written} the item as the update leaves it.
   */
  public TransactWriteItemsRequest updateTransaction(TableClient table, Map<String, AttributeValue> stored,
      Map<String, AttributeValue> written, UpdateItemRequest itemUpdate) {
    return updatePlan(table, stored, written, itemUpdate).request();
  }

  /** The TransactWriteItems {@code delete} sends when {@code stored} is the item read. */
  public TransactWriteItemsRequest deleteTransaction(TableClient table, Map<String, AttributeValue> stored,
      DeleteItemRequest itemDelete) {
    return deletePlan(table, stored, itemDelete).request();
  }

  private Plan createPlan(TableClient table, T record, PutItemRequest itemPut) {
    Builder plan = new Builder(table);
    plan.put(itemPut, null, false);
    for (Component<T> component : components) {
      String encoded = component.encoded().apply(record);
      if (encoded != null) {
        plan.take(component, component.value().apply(record), encoded, itemPut.item());
      }
    }
    return plan.build();
  }

  private Plan putPlan(TableClient table, T record, Map<String, AttributeValue> stored, PutItemRequest itemPut) {
    Builder plan = new Builder(table);
    plan.put(itemPut, stored, true);
    moves(plan, stored == null ? null : decode(table, stored), record, itemPut.item());
    return plan.build();
  }

  private Plan updatePlan(TableClient table, Map<String, AttributeValue> stored, Map<String, AttributeValue> written,
      UpdateItemRequest itemUpdate) {
    Builder plan = new Builder(table);
    plan.update(itemUpdate, stored);
    moves(plan, decode(table, stored), decode(table, written), written);
    return plan.build();
  }

  private Plan deletePlan(TableClient table, Map<String, AttributeValue> stored, DeleteItemRequest itemDelete) {
    Builder plan = new Builder(table);
    plan.delete(itemDelete, stored);
    moves(plan, decode(table, stored), null, stored);
    return plan.build();
  }

  /** Releases the values {@code before} holds and {@code after} does not, and takes the new ones. */
  private void moves(Builder plan, T before, T after, Map<String, AttributeValue> owner) {
    for (Component<T> component : components) {
      String old = before == null ? null : component.encoded().apply(before);
      String now = after == null ? null : component.encoded().apply(after);
      if (Objects.equals(old, now)) {
        continue;
      }
      if (old != null) {
        plan.release(component, old, owner);
      }
      if (now != null) {
        plan.take(component, component.value().apply(after), now, owner);
      }
    }
  }

  private T decode(TableClient table, Map<String, AttributeValue> item) {
    return table.decode("unique values of " + codec.entityType(), codec, item);
  }

  private final class Builder {
    private final TableClient table;
    private final List<TransactWriteItem> items = new ArrayList<>();
    private final List<Action> actions = new ArrayList<>();

    Builder(TableClient table) {
      this.table = table;
    }

    /** The item's condition: its own, and each unique attribute still as {@code stored} holds it. */
    private Conditioned guarded(String own, Map<String, String> ownNames, Map<String, AttributeValue> ownValues,
        Map<String, AttributeValue> stored, boolean guard) {
      Map<String, String> names = new LinkedHashMap<>(ownNames == null ? Map.of() : ownNames);
      Map<String, AttributeValue> values = new LinkedHashMap<>(ownValues == null ? Map.of() : ownValues);
      List<String> clauses = new ArrayList<>();
      // The guard of a stored item begins with attribute_exists: a replace's or update's own check, once is enough.
      if (own != null && !(guard && stored != null && own.equals("attribute_exists(" + TableClient.PK_NAME + ")"))) {
        clauses.add(own);
      }
      if (guard) {
        names.put(TableClient.PK_NAME, table.partitionKeyName());
        if (stored == null) {
          clauses.add("attribute_not_exists(" + TableClient.PK_NAME + ")");
        } else {
          List<String> held = new ArrayList<>();
          held.add("attribute_exists(" + TableClient.PK_NAME + ")");
          for (int i = 0; i < components.size(); i++) {
            String attribute = components.get(i).attributeName();
            names.put(STORED_NAME + i, attribute);
            AttributeValue value = stored.get(attribute);
            if (value == null) {
              held.add("attribute_not_exists(" + STORED_NAME + i + ")");
            } else {
              values.put(STORED_VALUE + i, value);
              held.add(STORED_NAME + i + " = " + STORED_VALUE + i);
            }
          }
          clauses.add(String.join(" AND ", held));
        }
      }
      String expression = clauses.size() == 1 ? clauses.get(0)
          : String.join(" AND ", clauses.stream().map(c -> "(" + c + ")").toList());
      return new Conditioned(expression, names, values);
    }

    /** The item's put; {@code guard}: conditioned on the unique values read (a create's own condition suffices). */
    void put(PutItemRequest request, Map<String, AttributeValue> stored, boolean guard) {
      Conditioned condition = guarded(request.conditionExpression(), request.expressionAttributeNames(),
          request.expressionAttributeValues(), stored, guard);
      items.add(TransactWriteItem.builder().put(Put.builder()
          .tableName(request.tableName())
          .item(request.item())
          .conditionExpression(condition.expression())
          .expressionAttributeNames(condition.names())
          .expressionAttributeValues(condition.values())
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
          .build()).build());
      actions.add(new Action(Action.Kind.ITEM, null, null, table.keyOf(request.item()), condition.rendered()));
    }

    void update(UpdateItemRequest request, Map<String, AttributeValue> stored) {
      Conditioned condition = guarded(request.conditionExpression(), request.expressionAttributeNames(),
          request.expressionAttributeValues(), stored, true);
      items.add(TransactWriteItem.builder().update(Update.builder()
          .tableName(request.tableName())
          .key(request.key())
          .updateExpression(request.updateExpression())
          .conditionExpression(condition.expression())
          .expressionAttributeNames(condition.names())
          .expressionAttributeValues(condition.values())
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
          .build()).build());
      actions.add(new Action(Action.Kind.ITEM, null, null, request.key(), condition.rendered()));
    }

    void delete(DeleteItemRequest request, Map<String, AttributeValue> stored) {
      Conditioned condition = guarded(request.conditionExpression(), request.expressionAttributeNames(),
          request.expressionAttributeValues(), stored, true);
      items.add(TransactWriteItem.builder().delete(Delete.builder()
          .tableName(request.tableName())
          .key(request.key())
          .conditionExpression(condition.expression())
          .expressionAttributeNames(condition.names())
          .expressionAttributeValues(condition.values())
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
          .build()).build());
      actions.add(new Action(Action.Kind.ITEM, null, null, request.key(), condition.rendered()));
    }

    /** Puts the uniqueness item of {@code encoded}, owned by {@code owner}'s key, only if none exists. */
    void take(Component<T> component, Object value, String encoded, Map<String, AttributeValue> owner) {
      Map<String, AttributeValue> key = uniquenessKey(table, component, encoded);
      Map<String, AttributeValue> item = new LinkedHashMap<>(key);
      item.put(OWNER_PARTITION_KEY, owner.get(table.partitionKeyName()));
      item.put(OWNER_SORT_KEY, owner.get(table.sortKeyName()));
      String condition = "attribute_not_exists(" + TableClient.PK_NAME + ")";
      items.add(TransactWriteItem.builder().put(Put.builder()
          .tableName(table.tableName())
          .item(item)
          .conditionExpression(condition)
          .expressionAttributeNames(Map.of(TableClient.PK_NAME, table.partitionKeyName()))
          .build()).build());
      actions.add(new Action(Action.Kind.TAKE, component, value, key, condition));
    }

    /**
     * Deletes the uniqueness item of {@code encoded} if {@code owner} owns it. A missing one passes:
     * nothing is left to release (values stored before {@code @Unique} was added have none).
     */
    void release(Component<T> component, String encoded, Map<String, AttributeValue> owner) {
      Map<String, AttributeValue> key = uniquenessKey(table, component, encoded);
      Map<String, String> names = new LinkedHashMap<>();
      names.put(TableClient.PK_NAME, table.partitionKeyName());
      names.put(OWNER_PK_NAME, OWNER_PARTITION_KEY);
      names.put(OWNER_SK_NAME, OWNER_SORT_KEY);
      Map<String, AttributeValue> values = new LinkedHashMap<>();
      values.put(OWNER_PK_VALUE, owner.get(table.partitionKeyName()));
      values.put(OWNER_SK_VALUE, owner.get(table.sortKeyName()));
      Conditioned condition = new Conditioned("attribute_not_exists(" + TableClient.PK_NAME + ") OR ("
          + OWNER_PK_NAME + " = " + OWNER_PK_VALUE + " AND " + OWNER_SK_NAME + " = " + OWNER_SK_VALUE + ")",
          names, values);
      items.add(TransactWriteItem.builder().delete(Delete.builder()
          .tableName(table.tableName())
          .key(key)
          .conditionExpression(condition.expression())
          .expressionAttributeNames(condition.names())
          .expressionAttributeValues(condition.values())
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
          .build()).build());
      actions.add(new Action(Action.Kind.RELEASE, component, null, key, condition.rendered()));
    }

    Plan build() {
      return new Plan(TransactWriteItemsRequest.builder()
          .transactItems(items)
          .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
          .build(), List.copyOf(actions));
    }
  }

  /** A condition expression with its placeholders; empty maps become null (DynamoDB refuses empty ones). */
  private record Conditioned(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
    Conditioned {
      names = names == null || names.isEmpty() ? null : names;
      values = values == null || values.isEmpty() ? null : values;
    }

    /** The expression with each placeholder replaced by the name or value it stands for. */
    String rendered() {
      String text = expression;
      List<Map.Entry<String, String>> replacements = new ArrayList<>();
      if (names != null) {
        names.forEach((k, v) -> replacements.add(Map.entry(k, v)));
      }
      if (values != null) {
        values.forEach((k, v) -> replacements.add(Map.entry(k, RequestDescription.render(v))));
      }
      // Longest first, so that #unique1 is not replaced inside #unique10.
      replacements.sort(Comparator.comparingInt((Map.Entry<String, String> e) -> e.getKey().length()).reversed());
      for (Map.Entry<String, String> replacement : replacements) {
        text = text.replace(replacement.getKey(), replacement.getValue());
      }
      return text;
    }
  }

  // ---- Sending

  /**
   * Creates {@code record} and takes its unique values: one TransactWriteItems.
   *
   * @throws ItemAlreadyExistsException when an item exists at its key
   * @throws UniqueValueTakenException when another item holds one of its unique values
   */
  public void create(TableClient table, String operation, T record, PutItemRequest itemPut, boolean conditioned) {
    send(table, operation, createPlan(table, record, itemPut), conditioned ? Own.CREATE_WHEN : Own.CREATE);
  }

  /**
   * Puts {@code record}, creating or replacing the item, moving the uniqueness items of the values
   * that change: one consistent GetItem, then one TransactWriteItems.
   *
   * @throws UniqueValueTakenException when another item holds one of its unique values
   * @throws ConditionFailedException when the item changed between the read and the write, or does
   *     not meet the request's own condition
   */
  public void put(TableClient table, String operation, T record, PutItemRequest itemPut) {
    Map<String, AttributeValue> stored = read(table, operation, codec.primaryKey(record));
    send(table, operation, putPlan(table, record, stored, itemPut), Own.GUARDED);
  }

  /**
   * As {@link #put}, but only if the item exists: with none, nothing is sent after the read.
   *
   * @throws ItemNotFoundException when no item exists at the key
   */
  public void replace(TableClient table, String operation, T record, PutItemRequest itemPut) {
    Map<String, AttributeValue> key = codec.primaryKey(record);
    Map<String, AttributeValue> stored = read(table, operation, key);
    if (stored == null) {
      throw new ItemNotFoundException(operation, table.describeKey(key), null);
    }
    send(table, operation, putPlan(table, record, stored, itemPut), Own.GUARDED);
  }

  /**
   * Applies a partial update that names a unique attribute: one consistent GetItem, then one
   * TransactWriteItems with the UpdateItem's expression and conditions. Returns the record as
   * {@code written} computes it from the item read; a record that refuses it is refused before the
   * transaction is sent. Attributes the update does not name are returned as read: a write to them
   * between the read and the transaction is not in the record returned.
   *
   * @throws ItemNotFoundException when no item exists at the key; nothing is sent after the read
   */
  public T update(TableClient table, String operation, Map<String, AttributeValue> key, UpdateItemRequest itemUpdate,
      UnaryOperator<Map<String, AttributeValue>> written) {
    Map<String, AttributeValue> stored = read(table, operation, key);
    if (stored == null) {
      throw new ItemNotFoundException(operation, table.describeKey(key), null);
    }
    Map<String, AttributeValue> after = written.apply(stored);
    T record = table.decode(operation, codec, after);
    send(table, operation, updatePlan(table, stored, after, itemUpdate), Own.GUARDED);
    return record;
  }

  /**
   * Deletes the item at {@code key} and releases its unique values: one consistent GetItem, then
   * (when there is an item) one TransactWriteItems. Returns whether there was an item.
   */
  public boolean delete(TableClient table, String operation, Map<String, AttributeValue> key,
      DeleteItemRequest itemDelete) {
    Map<String, AttributeValue> stored = read(table, operation, key);
    if (stored == null) {
      return false;
    }
    send(table, operation, deletePlan(table, stored, itemDelete), Own.GUARDED);
    return true;
  }

  /**
   * The item whose {@code component} holds {@code encodedValue}: one GetItem of the uniqueness item,
   * then one of the item it names. Empty when the value is free, or (read eventually consistent,
   * during a move) when the item read no longer holds the value.
   */
  public Optional<T> find(TableClient table, String operation, String component, String encodedValue,
      boolean consistentRead) {
    Component<T> unique = components.stream().filter(c -> c.name().equals(component)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException(component + " is not a @Unique component"));
    Map<String, AttributeValue> entry = table.getItem(operation,
        table.getItemRequest(uniquenessKey(table, unique, encodedValue), consistentRead));
    if (entry == null || entry.get(OWNER_PARTITION_KEY) == null || entry.get(OWNER_SORT_KEY) == null) {
      return Optional.empty();
    }
    Map<String, AttributeValue> item = table.getItem(operation, table.getItemRequest(
        PrimaryKeys.of(table.partitionKeyName(), entry.get(OWNER_PARTITION_KEY), table.sortKeyName(),
            entry.get(OWNER_SORT_KEY)), consistentRead));
    if (item == null || !codec.entityType().equals(Items.getString(item, table.typeAttributeName()))) {
      return Optional.empty();
    }
    T record = table.decode(operation, codec, item);
    return encodedValue.equals(unique.encoded().apply(record)) ? Optional.of(record) : Optional.empty();
  }

  private static Map<String, AttributeValue> read(TableClient table, String operation,
      Map<String, AttributeValue> key) {
    return table.getItem(operation, table.getItemRequest(key, true));
  }

  /** How a failed condition on the item's own action reads. */
  private enum Own { CREATE, CREATE_WHEN, GUARDED }

  private void send(TableClient table, String operation, Plan plan, Own own) {
    TransactWriteItemsRequest request = plan.request();
    long start = System.nanoTime();
    try {
      table.dynamoDbClient().transactWriteItems(request);
    } catch (TransactionCanceledException e) {
      report(table, operation, start, request, e);
      throw cancelled(table, operation, plan, own, e);
    } catch (SdkException e) {
      report(table, operation, start, request, e);
      throw new RequestFailedException(operation, operation + ": TransactWriteItems on table " + table.tableName()
          + " for " + table.describeKey(plan.actions().get(0).key()) + " failed; it is all or nothing, so the item"
          + " and its uniqueness items were written together or not at all: " + e.getMessage(), e);
    }
    report(table, operation, start, request, null);
  }

  private static void report(TableClient table, String operation, long start, TransactWriteItemsRequest request,
      Throwable failure) {
    table.report(new RequestEvent(operation, "TransactWriteItems", table.tableName(), null,
        failure == null ? request.transactItems().size() : 0, null, Duration.ofNanos(System.nanoTime() - start),
        failure));
  }

  /** The exception for the first action DynamoDB names as the reason the transaction was cancelled. */
  private RuntimeException cancelled(TableClient table, String operation, Plan plan, Own own,
      TransactionCanceledException e) {
    List<CancellationReason> reasons = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
    List<String> codes = new ArrayList<>();
    for (int i = 0; i < reasons.size() && i < plan.actions().size(); i++) {
      CancellationReason reason = reasons.get(i);
      codes.add(reason.code());
      if (!"ConditionalCheckFailed".equals(reason.code())) {
        continue;
      }
      Action action = plan.actions().get(i);
      Map<String, AttributeValue> item = reason.hasItem() ? reason.item() : null;
      switch (action.kind()) {
        case TAKE -> {
          return new UniqueValueTakenException(operation, codec.entityType(), action.component().name(),
              String.valueOf(action.value()), e);
        }
        case RELEASE -> {
          return new ConditionFailedException(operation, table.describeKey(action.key()), action.condition(), item,
              null, item == null ? null : RequestDescription.render(item), e);
        }
        case ITEM -> {
          if (own == Own.CREATE || own == Own.CREATE_WHEN && item != null) {
            return new ItemAlreadyExistsException(operation, table.describeKey(action.key()), e);
          }
          Object record = null;
          if (item != null) {
            try {
              record = codec.fromItem(item);
            } catch (RuntimeException unreadable) {
              record = null;
            }
          }
          return new ConditionFailedException(operation, table.describeKey(action.key()), action.condition(), item,
              record, item == null ? null : RequestDescription.render(item), e);
        }
      }
    }
    return new RequestFailedException(operation, operation + ": TransactWriteItems on table " + table.tableName()
        + " for " + table.describeKey(plan.actions().get(0).key()) + " was cancelled (reasons " + codes
        + "); nothing was written, neither the item nor its uniqueness items. " + e.getMessage(), e);
  }
}
