package io.partitura.runtime;

import io.partitura.runtime.batch.ItemSize;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
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
 * <p>Besides SET and REMOVE, an attribute can be added to ({@link #add} for counters,
 * {@link #addToSet}), have set elements deleted ({@link #deleteFromSet}), be appended or prepended
 * to ({@link #append}, {@link #prepend}), or be set only when absent ({@link #setIfAbsent}). An
 * attribute takes one operation per update: the last one given replaces earlier ones (DynamoDB
 * refuses two on one attribute). {@link #when} adds a condition on the stored item. An empty set or
 * list changes nothing; an update left with nothing to change is one UpdateItem without an
 * UpdateExpression, which checks the item as any update does and writes nothing.
 *
 * <p>An update never leaves an item its record cannot be built from. The UpdateItem returns the
 * item as it was ({@code ALL_OLD}); the item as written is that plus the update's SETs, minus its
 * REMOVEs, each other operation applied to the value it found as DynamoDB applies it (a missing
 * number counts as 0, a missing set or list as empty; a set left empty is gone), with the version
 * incremented: exactly what DynamoDB computed, since the expression holds nothing else. When the
 * record refuses it (its constructor throws, say), one PutItem puts
 * the old item back, only if the item is still what this update wrote, and
 * {@link ItemMappingException} says the update was refused and whether it was restored.
 *
 * <p>An {@code int} version is never pushed past {@link Integer#MAX_VALUE}: the UpdateItem's
 * condition refuses it, and nothing is written.
 *
 * @param <T> the record type returned after the update
 */
public final class Update<T> {
  /** What every update adds to the version attribute. */
  private static final AttributeValue ONE = AttributeValue.fromN("1");

  private static final AttributeValue EMPTY_LIST = AttributeValue.fromL(List.of());
  private final TableClient table;
  private final String operation;
  private final Map<String, AttributeValue> key;
  private final ItemCodec<T> codec;
  private final String versionAttribute;
  private final Long maxVersion;
  private final Map<String, AttributeValue> sets = new LinkedHashMap<>();
  private final List<String> removes = new ArrayList<>();
  /** Operations beyond SET and REMOVE, by attribute: one operation per attribute and update. */
  private final Map<String, Operation> operations = new LinkedHashMap<>();
  private Long expectedVersion;
  private io.partitura.runtime.condition.Condition condition;
  private io.partitura.runtime.unique.UniqueValues<T> unique;
  /** A condition on values this update's caller read, ANDed to {@link #when}'s: see {@link #guardedBy}. */
  private io.partitura.runtime.condition.Condition guard;

  /** An update of a record without a version. */
  public Update(TableClient table, String operation, Map<String, AttributeValue> key, ItemCodec<T> codec) {
    this(table, operation, key, codec, null, null);
  }

  /**
   * An update of a versioned record.
   *
   * @param versionAttribute the optimistic-locking version attribute, incremented by every update
   * @param maxVersion the largest version the component holds: {@link Integer#MAX_VALUE} for an
   *     {@code int}; an update of an item at that version is refused
   */
  public Update(TableClient table, String operation, Map<String, AttributeValue> key, ItemCodec<T> codec,
      String versionAttribute, long maxVersion) {
    this(table, operation, key, codec, versionAttribute, Long.valueOf(maxVersion));
  }

  /**
   * An update of {@code entity}, one of the entities of {@code table}'s definition: versioned as the definition
   * says ({@link io.partitura.runtime.table.TableDefinition.Entity#versioned}), its one owner.
   */
  public static <T> Update<T> of(TableClient table, String operation, Map<String, AttributeValue> key,
      ItemCodec<T> codec, io.partitura.runtime.table.TableDefinition.Entity entity) {
    return entity.isVersioned()
        ? new Update<>(table, operation, key, codec, entity.versionAttribute(), entity.maxVersion())
        : new Update<>(table, operation, key, codec);
  }

  private Update(TableClient table, String operation, Map<String, AttributeValue> key, ItemCodec<T> codec,
      String versionAttribute, Long maxVersion) {
    this.table = table;
    this.operation = operation;
    this.key = key;
    this.codec = codec;
    this.versionAttribute = versionAttribute;
    // A long version cannot pass its maximum in practice: no condition for it.
    this.maxVersion = maxVersion == null || maxVersion == Long.MAX_VALUE ? null : maxVersion;
  }

  /**
   * Keeps {@code unique}'s values unique: an update that names one of their attributes reads the item
   * first (one consistent GetItem) and is sent as one TransactWriteItems that moves the uniqueness
   * items with it (see {@link io.partitura.runtime.unique.UniqueValues#update}). Other updates stay one
   * UpdateItem.
   */
  public Update<T> keepingUnique(io.partitura.runtime.unique.UniqueValues<T> unique) {
    this.unique = unique;
    return this;
  }

  /** Refuses here, when set, a unique value too long for its uniqueness item's key (see {@link #keepingUnique}). */
  private void requireKeyable(String attribute, AttributeValue value) {
    if (unique != null) {
      unique.requireKeyable(operation, attribute, value);
    }
  }

  /** The name the update is reported under, such as {@code "customers.update"}. */
  String operation() {
    return operation;
  }

  /** The table this updates, whose definition {@link EntityUpdate} reads index key attributes from. */
  TableClient table() {
    return table;
  }

  /** The primary key of the item this updates. */
  public Map<String, AttributeValue> key() {
    return key;
  }

  /** Sets {@code attribute} to {@code value}, or removes it when {@code value} is null. */
  public Update<T> set(String attribute, AttributeValue value) {
    requireKeyable(attribute, value);
    sets.remove(attribute);
    removes.remove(attribute);
    operations.remove(attribute);
    if (value == null || Boolean.TRUE.equals(value.nul())) {
      removes.add(attribute);
    } else {
      sets.put(attribute, value);
    }
    return this;
  }

  /**
   * Sets {@code attribute} to what {@code value} encodes, or removes it when that is null or
   * {@code NUL}. Generated setters encode through this, so that a value DynamoDB cannot store is
   * refused before any request with an {@link io.partitura.runtime.exceptions.InvalidValueException}
   * naming the attribute, as {@code put} does.
   */
  public Update<T> set(String attribute, Supplier<AttributeValue> value) {
    return set(attribute, Items.attribute(attribute, value));
  }

  private record Operation(UpdateOperations.Kind kind, AttributeValue value) {}

  /**
   * Adds {@code delta} (an N) to the number stored at {@code attribute}, atomically: {@code ADD}. A
   * missing attribute counts as 0. Concurrent adds all count: DynamoDB applies each to the value
   * then stored.
   */
  public Update<T> add(String attribute, Supplier<AttributeValue> delta) {
    return operation(attribute, UpdateOperations.Kind.ADD_NUMBER, delta, "add");
  }

  /**
   * Adds the elements of {@code elements} (an SS, NS or BS) to the set stored at {@code attribute}:
   * {@code ADD}. A missing attribute counts as the empty set. No elements: nothing to do.
   */
  public Update<T> addToSet(String attribute, Supplier<AttributeValue> elements) {
    return operation(attribute, UpdateOperations.Kind.ADD_TO_SET, elements, "add");
  }

  /**
   * Takes the elements of {@code elements} out of the set stored at {@code attribute}:
   * {@code DELETE}. DynamoDB removes a set left empty. No elements: nothing to do.
   */
  public Update<T> deleteFromSet(String attribute, Supplier<AttributeValue> elements) {
    return operation(attribute, UpdateOperations.Kind.DELETE_FROM_SET, elements, "delete");
  }

  /** Appends {@code elements} (an L) to the list stored at {@code attribute}, or starts it: {@code list_append}. */
  public Update<T> append(String attribute, Supplier<AttributeValue> elements) {
    return operation(attribute, UpdateOperations.Kind.APPEND, elements, "append");
  }

  /** Puts {@code elements} (an L) before the list stored at {@code attribute}, or starts it: {@code list_append}. */
  public Update<T> prepend(String attribute, Supplier<AttributeValue> elements) {
    return operation(attribute, UpdateOperations.Kind.PREPEND, elements, "prepend");
  }

  /** Sets {@code attribute} to {@code value} only if the item has none: {@code if_not_exists}. */
  public Update<T> setIfAbsent(String attribute, Supplier<AttributeValue> value) {
    return operation(attribute, UpdateOperations.Kind.SET_IF_ABSENT, value, "setIfAbsent");
  }

  private Update<T> operation(String attribute, UpdateOperations.Kind kind, Supplier<AttributeValue> value, String name) {
    AttributeValue encoded = Items.attribute(attribute, value);
    if (encoded != null && encoded.type() == AttributeValue.Type.NUL) {
      throw new io.partitura.runtime.exceptions.InvalidValueException(operation + ": " + name + " on attribute '"
          + attribute + "' was given null; nothing was sent");
    }
    requireKeyable(attribute, encoded);
    sets.remove(attribute);
    removes.remove(attribute);
    operations.remove(attribute);
    // An empty set (encoded as null: DynamoDB refuses empty sets) or list changes nothing.
    boolean empty = encoded == null || encoded.type() == AttributeValue.Type.L && encoded.l().isEmpty();
    if (!empty) {
      operations.put(attribute, new Operation(kind, encoded));
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
   * Applies the update only if the stored item meets {@code condition} as well as the update's own
   * checks (the item exists; its version, when checked). Given again, both must hold (ANDed, as
   * {@code Listing.where} does): a later condition never drops an earlier guard.
   */
  public Update<T> when(io.partitura.runtime.condition.Condition condition) {
    this.condition = this.condition == null ? io.partitura.runtime.condition.Condition.all(condition)
        : this.condition.and(condition);
    return this;
  }

  /**
   * Also requires {@code guard} of the stored item, besides the update's own checks and {@link #when}:
   * {@link io.partitura.runtime.unique.UniqueValues} requires the unique values it read to be still
   * stored. Given again, replaces the earlier one.
   */
  public Update<T> guardedBy(io.partitura.runtime.condition.Condition guard) {
    this.guard = guard;
    return this;
  }

  /**
   * What this update checks by itself besides {@link #when}: the item exists, at the expected
   * version and below the largest one when those apply. A transaction tells its refusals apart by it,
   * as {@link #apply} does.
   */
  public TableClient.OwnChecks ownChecks() {
    return TableClient.OwnChecks.update(versionAttribute, expectedVersion, maxVersion);
  }

  /**
   * Whether this update changes nothing: no SET, ADD, DELETE or REMOVE, and no version to add to. Sent
   * alone it is an UpdateItem without an UpdateExpression (it checks, writes nothing and returns the
   * item); a transaction cannot carry one.
   */
  public boolean changesNothing() {
    return sets.isEmpty() && operations.isEmpty() && removes.isEmpty() && versionAttribute == null;
  }

  /**
   * The least the item weighs once updated, in bytes as DynamoDB counts them: its key, the values
   * it SETs, and the elements it appends, prepends or adds to a set (which the stored value can only
   * grow). What is stored besides, and the results of number ADDs and if_not_exists, are not known
   * before the request and not counted.
   */
  public long sizeAtLeast() {
    Map<String, AttributeValue> known = new LinkedHashMap<>(key);
    known.putAll(sets);
    operations.forEach((attribute, operation) -> {
      switch (operation.kind()) {
        case APPEND, PREPEND, ADD_TO_SET -> known.putIfAbsent(attribute, operation.value());
        default -> { }
      }
    });
    return ItemSize.of(known);
  }

  /** The codec of the record this updates. */
  public ItemCodec<T> codec() {
    return codec;
  }

  /**
   * Sends the UpdateItem and returns the record as stored afterwards.
   *
   * @throws io.partitura.runtime.exceptions.ItemNotFoundException when no item exists at the key
   * @throws io.partitura.runtime.exceptions.StaleVersionException when {@link #expectVersion} was
   *     given and the stored item is at another version
   * @throws io.partitura.runtime.exceptions.VersionOverflowException when an {@code int} version is
   *     already at its largest value; nothing is written
   * @throws io.partitura.runtime.exceptions.ConditionFailedException when the item exists (at the
   *     version expected) but does not meet the {@link #when} condition; nothing is written
   * @throws ItemMappingException when the record refuses the item as updated; the item was put back
   *     as it was (one more PutItem) unless another write changed it in between, as the message says
   *     (an update that moves a unique value is refused before anything is written)
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when it would give a
   *     {@code @Unique} component a value another item holds; nothing is written
   */
  public T apply() {
    if (movesUniqueValues()) {
      return unique.update(table, operation, this, this::written);
    }
    Map<String, AttributeValue> old = condition == null
        ? table.updateItem(operation, toRequest(), versionAttribute, expectedVersion, maxVersion)
        : table.updateItem(operation, toRequest(),
            TableClient.OwnChecks.update(versionAttribute, expectedVersion, maxVersion), codec);
    Map<String, AttributeValue> written = written(old);
    try {
      return table.decode(operation, codec, written);
    } catch (ItemMappingException refused) {
      throw table.restore(operation, old, written, removed(written), versionAttribute, refused);
    }
  }

  /**
   * The item as this update left it: {@code old} with the SETs, without the REMOVEs, each other
   * operation computed as DynamoDB computes it from the value it found, and the version added to.
   */
  private Map<String, AttributeValue> written(Map<String, AttributeValue> old) {
    Map<String, AttributeValue> written = new HashMap<>(old);
    written.putAll(sets);
    removes.forEach(written::remove);
    for (Map.Entry<String, Operation> entry : operations.entrySet()) {
      AttributeValue after = UpdateOperations.apply(entry.getValue().kind(), old.get(entry.getKey()),
          entry.getValue().value());
      if (after == null) {
        written.remove(entry.getKey());
      } else {
        written.put(entry.getKey(), after);
      }
    }
    if (versionAttribute != null) {
      written.put(versionAttribute, UpdateOperations.apply(UpdateOperations.Kind.ADD_NUMBER,
          old.get(versionAttribute), ONE));
    }
    return written;
  }

  /** Every attribute this update changes. */
  private List<String> named() {
    List<String> named = new ArrayList<>(sets.keySet());
    named.addAll(removes);
    named.addAll(operations.keySet());
    return named;
  }

  /** The attributes this update named that {@code written} lacks: removed, or a set deleted empty. */
  private List<String> removed(Map<String, AttributeValue> written) {
    List<String> removed = new ArrayList<>(removes);
    for (String attribute : operations.keySet()) {
      if (!written.containsKey(attribute)) {
        removed.add(attribute);
      }
    }
    return removed;
  }

  /**
   * The UpdateItem {@link #apply} sends, without sending it.
   *
   * @throws io.partitura.runtime.exceptions.ItemTooLargeException when the key and the attributes set
   *     alone are over 400 KB (what is already stored cannot be counted before the request)
   */
  public UpdateItemRequest toRequest() {
    Map<String, AttributeValue> given = new LinkedHashMap<>(sets);
    operations.forEach((attribute, operation) -> given.put(attribute, operation.value()));
    ItemSize.checkUpdate(table, operation, key, given);
    Map<String, String> names = new LinkedHashMap<>();
    Map<String, AttributeValue> values = new LinkedHashMap<>();
    names.put(TableClient.PK_NAME, table.partitionKeyName());
    List<String> setClauses = new ArrayList<>();
    List<String> addClauses = new ArrayList<>();
    List<String> deleteClauses = new ArrayList<>();
    int i = 0;
    for (Map.Entry<String, AttributeValue> set : sets.entrySet()) {
      names.put("#a" + i, set.getKey());
      values.put(":v" + i, set.getValue());
      setClauses.add("#a" + i + " = :v" + i);
      i++;
    }
    for (Map.Entry<String, Operation> entry : operations.entrySet()) {
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
      names.put(TableClient.VERSION_NAME, versionAttribute);
      values.put(":one", ONE);
      addClauses.add(TableClient.VERSION_NAME + " :one");
    }
    List<String> removeClauses = new ArrayList<>();
    for (String attribute : removes) {
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
    String condition = "attribute_exists(" + TableClient.PK_NAME + ")";
    if (expectedVersion != null) {
      values.put(TableClient.VERSION_VALUE, AttributeValue.fromN(Long.toString(expectedVersion)));
      condition += " AND " + TableClient.VERSION_NAME + " = " + TableClient.VERSION_VALUE;
    }
    if (maxVersion != null) {
      values.put(":maxVersion", AttributeValue.fromN(Long.toString(maxVersion)));
      condition += " AND (attribute_not_exists(" + TableClient.VERSION_NAME + ") OR " + TableClient.VERSION_NAME
          + " < :maxVersion)";
    }
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
    io.partitura.runtime.condition.Condition conditions = this.condition == null ? guard
        : guard == null ? this.condition : io.partitura.runtime.condition.Condition.all(this.condition, guard);
    return conditions == null ? request : table.withCondition(request, conditions);
  }

  /**
   * The request rendered; nothing is sent. An update that names a {@code @Unique} attribute is shown as what
   * {@link #apply} sends then: a consistent GetItem, then a TransactWriteItems whose values read are placeholders
   * ({@link io.partitura.runtime.unique.UniqueValues#describeUpdate}).
   */
  public RequestDescription describe() {
    if (!movesUniqueValues()) {
      return RequestDescription.of(toRequest());
    }
    io.partitura.runtime.condition.Condition ownGuard = guard;
    UpdateItemRequest guarded;
    try {
      guard = unique.guardAsRead();
      guarded = toRequest();
    } finally {
      guard = ownGuard;
    }
    Map<String, AttributeValue> given = new LinkedHashMap<>();
    for (io.partitura.runtime.unique.UniqueValues.Component<T> component : unique.components()) {
      String attribute = component.attributeName();
      if (sets.containsKey(attribute)) {
        given.put(attribute, sets.get(attribute));
      } else if (operations.containsKey(attribute)) {
        given.put(attribute, operations.get(attribute).value());
      } else if (removes.contains(attribute)) {
        given.put(attribute, null);
      }
    }
    return unique.describeUpdate(table, guarded, given);
  }

  /**
   * Whether {@link #apply} reads the item first and sends a transaction that moves uniqueness items: the update
   * names a {@code @Unique} attribute. No single request then does what it does.
   */
  boolean movesUniqueValues() {
    return unique != null && unique.touches(named());
  }
}
