package io.partitura.runtime.write;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.operation.OwnChecks;
import io.partitura.runtime.operation.UpdateChanges;
import io.partitura.runtime.operation.UpdateItemOperation;
import io.partitura.runtime.schema.TableDefinition;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored item: sets (or removes) named attributes without rewriting the
 * item, only if the item exists; one UpdateItem ({@link UpdateItemOperation}). Generated
 * {@code <Record>Update} classes wrap it with one typed setter per component, and keep index key
 * attributes that depend on a changed component in step.
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
 * incremented: exactly what DynamoDB computed, since the expression holds nothing else
 * ({@link UpdateChanges#written}). When the record refuses it (its constructor throws, say), one
 * PutItem puts the old item back, only if the item is still what this update wrote, and
 * {@link ItemMappingException} says the update was refused and whether it was restored
 * ({@link Restore}).
 *
 * <p>An {@code int} version is never pushed past {@link Integer#MAX_VALUE}: the UpdateItem's
 * condition refuses it, and nothing is written.
 *
 * @param <T> the record type returned after the update
 */
public final class Update<T> {
  private final TableClient table;
  private final String operation;
  private final Map<String, AttributeValue> key;
  private final ItemCodec<T> codec;
  private final String versionAttribute;
  private final Long maxVersion;
  private final UpdateChanges changes = new UpdateChanges();
  private Long expectedVersion;
  private Condition condition;
  private UniqueUpdates<T> unique;
  /** A condition on values this update's caller read, ANDed to {@link #when}'s: see {@link #guardedBy}. */
  private Condition guard;
  /** False for an upsert ({@link #upsert}): no check that the item exists; the UpdateItem creates it. */
  private boolean mustExist = true;

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
   * says ({@link TableDefinition.Entity#versioned}), its one owner.
   */
  public static <T> Update<T> of(TableClient table, String operation, Map<String, AttributeValue> key,
      ItemCodec<T> codec, TableDefinition.Entity entity) {
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
   * An upsert of the item at {@code key}: an UpdateItem without the check that the item exists, so that DynamoDB
   * creates it when it is missing. It always SETs {@code keyItem} (what every item of this key holds whatever its
   * other components: its type, its key components' attributes, the index keys its key alone decides, exactly as
   * put writes them; the table's own key attributes in it are the UpdateItem's key and are left out), and sets each
   * of {@code counters} to 0 if absent ({@code if_not_exists}) unless the upsert names it itself (an ADD counts a
   * missing number as 0 anyway). The item it creates therefore reads back as a record whose other components are
   * absent. Before sending, {@link #apply} reads the item it would create that way; one the record refuses is
   * refused then, with {@link InvalidValueException}, and nothing is sent.
   */
  public static <T> Update<T> upsert(TableClient table, String operation, Map<String, AttributeValue> key,
      ItemCodec<T> codec, Map<String, AttributeValue> keyItem, java.util.List<String> counters) {
    Update<T> upsert = new Update<>(table, operation, key, codec, null, null);
    upsert.mustExist = false;
    // In name order: the request reads the same whatever map the caller built.
    new java.util.TreeMap<>(keyItem).forEach((attribute, value) -> {
      if (!key.containsKey(attribute)) {
        upsert.changes.set(attribute, value);
      }
    });
    counters.forEach(counter -> upsert.changes.act(counter, UpdateChanges.Kind.SET_IF_ABSENT, ZERO));
    return upsert;
  }

  private static final AttributeValue ZERO = AttributeValue.fromN("0");

  /**
   * Keeps {@code unique}'s values unique: an update that names one of their attributes reads the item
   * first (one consistent GetItem) and is sent as one TransactWriteItems that moves the uniqueness
   * items with it (see {@link UniqueUpdates#update}). Other updates stay one UpdateItem.
   */
  public Update<T> keepingUnique(UniqueUpdates<T> unique) {
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
  public String operation() {
    return operation;
  }

  /** The table this updates, whose definition {@link EntityUpdate} reads index key attributes from. */
  public TableClient table() {
    return table;
  }

  /** The primary key of the item this updates. */
  public Map<String, AttributeValue> key() {
    return key;
  }

  /** Sets {@code attribute} to {@code value}, or removes it when {@code value} is null. */
  public Update<T> set(String attribute, AttributeValue value) {
    requireKeyable(attribute, value);
    changes.set(attribute, value);
    return this;
  }

  /**
   * Sets {@code attribute} to what {@code value} encodes, or removes it when that is null or
   * {@code NUL}. Generated setters encode through this, so that a value DynamoDB cannot store is
   * refused before any request with an {@link InvalidValueException} naming the attribute, as
   * {@code put} does.
   */
  public Update<T> set(String attribute, Supplier<AttributeValue> value) {
    return set(attribute, Items.attribute(attribute, value));
  }

  /**
   * Adds {@code delta} (an N) to the number stored at {@code attribute}, atomically: {@code ADD}. A
   * missing attribute counts as 0. Concurrent adds all count: DynamoDB applies each to the value
   * then stored.
   */
  public Update<T> add(String attribute, Supplier<AttributeValue> delta) {
    return act(attribute, UpdateChanges.Kind.ADD_NUMBER, delta, "add");
  }

  /**
   * Adds the elements of {@code elements} (an SS, NS or BS) to the set stored at {@code attribute}:
   * {@code ADD}. A missing attribute counts as the empty set. No elements: nothing to do.
   */
  public Update<T> addToSet(String attribute, Supplier<AttributeValue> elements) {
    return act(attribute, UpdateChanges.Kind.ADD_TO_SET, elements, "add");
  }

  /**
   * Takes the elements of {@code elements} out of the set stored at {@code attribute}:
   * {@code DELETE}. DynamoDB removes a set left empty. No elements: nothing to do.
   */
  public Update<T> deleteFromSet(String attribute, Supplier<AttributeValue> elements) {
    return act(attribute, UpdateChanges.Kind.DELETE_FROM_SET, elements, "delete");
  }

  /** Appends {@code elements} (an L) to the list stored at {@code attribute}, or starts it: {@code list_append}. */
  public Update<T> append(String attribute, Supplier<AttributeValue> elements) {
    return act(attribute, UpdateChanges.Kind.APPEND, elements, "append");
  }

  /** Puts {@code elements} (an L) before the list stored at {@code attribute}, or starts it: {@code list_append}. */
  public Update<T> prepend(String attribute, Supplier<AttributeValue> elements) {
    return act(attribute, UpdateChanges.Kind.PREPEND, elements, "prepend");
  }

  /** Sets {@code attribute} to {@code value} only if the item has none: {@code if_not_exists}. */
  public Update<T> setIfAbsent(String attribute, Supplier<AttributeValue> value) {
    return act(attribute, UpdateChanges.Kind.SET_IF_ABSENT, value, "setIfAbsent");
  }

  private Update<T> act(String attribute, UpdateChanges.Kind kind, Supplier<AttributeValue> value, String name) {
    AttributeValue encoded = Items.attribute(attribute, value);
    if (encoded != null && encoded.type() == AttributeValue.Type.NUL) {
      throw new InvalidValueException(operation + ": " + name + " on attribute '" + attribute
          + "' was given null; nothing was sent");
    }
    requireKeyable(attribute, encoded);
    changes.act(attribute, kind, encoded);
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
  public Update<T> when(Condition condition) {
    this.condition = this.condition == null ? Condition.all(condition) : this.condition.and(condition);
    return this;
  }

  /**
   * Also requires {@code guard} of the stored item, besides the update's own checks and {@link #when}:
   * {@link UniqueUpdates} requires the unique values it read to be still stored. Given again, replaces the
   * earlier one.
   */
  public Update<T> guardedBy(Condition guard) {
    this.guard = guard;
    return this;
  }

  /**
   * What this update checks by itself besides {@link #when}: the item exists, at the expected
   * version and below the largest one when those apply. A transaction tells its refusals apart by it,
   * as {@link #apply} does.
   */
  public OwnChecks ownChecks() {
    return mustExist ? OwnChecks.update(versionAttribute, expectedVersion, maxVersion) : OwnChecks.NONE;
  }

  /**
   * Whether this update changes nothing: no SET, ADD, DELETE or REMOVE, and no version to add to. Sent
   * alone it is an UpdateItem without an UpdateExpression (it checks, writes nothing and returns the
   * item); a transaction cannot carry one.
   */
  public boolean changesNothing() {
    return changes.isEmpty() && versionAttribute == null;
  }

  /** The least the item weighs once updated, in bytes as DynamoDB counts them ({@link UpdateChanges#sizeAtLeast}). */
  public long sizeAtLeast() {
    return changes.sizeAtLeast(key);
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
    if (!mustExist) {
      requireReadableWhenCreated();
    }
    UpdateItemRequest request = toRequest();
    Map<String, AttributeValue> old = table.send(operation, condition == null
        ? UpdateItemOperation.update(request, versionAttribute, expectedVersion, maxVersion)
        : UpdateItemOperation.conditional(request, ownChecks(), codec));
    Map<String, AttributeValue> written = written(old);
    try {
      return table.decode(operation, codec, written);
    } catch (ItemMappingException refused) {
      throw Restore.after(table, operation, old, written, changes.removed(written), versionAttribute, refused);
    }
  }

  /**
   * For an upsert: the item it creates when none is stored must be one the record can be built from (a record's
   * constructor may refuse a component left absent); else {@link InvalidValueException}, before any request.
   */
  private void requireReadableWhenCreated() {
    Map<String, AttributeValue> created = new LinkedHashMap<>(key);
    created.putAll(written(Map.of()));
    try {
      codec.fromItem(created);
    } catch (RuntimeException refused) {
      throw new InvalidValueException(operation + ": the item this upsert creates when none is stored, "
          + RequestDescription.render(created) + ", cannot be read as a " + codec.type().getSimpleName() + " ("
          + refused.getMessage() + "); set what the record requires, with a setter, or inside ifAbsent(…) to keep a "
          + "stored value. Nothing was sent.", refused);
    }
  }

  /**
   * The item as this update leaves {@code old}, the item as it was ({@link UpdateChanges#written}): what a
   * transaction that carries this update computes the record written from.
   */
  public Map<String, AttributeValue> written(Map<String, AttributeValue> old) {
    return changes.written(old, versionAttribute);
  }

  /**
   * The UpdateItem {@link #apply} sends, without sending it.
   *
   * @throws io.partitura.runtime.exceptions.ItemTooLargeException when the key and the attributes set
   *     alone are over 400 KB (what is already stored cannot be counted before the request)
   */
  public UpdateItemRequest toRequest() {
    Condition conditions = condition == null ? guard : guard == null ? condition : Condition.all(condition, guard);
    return UpdateItemOperation.request(table.context(), operation, key, changes, versionAttribute, expectedVersion,
        maxVersion, conditions, mustExist);
  }

  /**
   * The request rendered; nothing is sent. An update that names a {@code @Unique} attribute is shown as what
   * {@link #apply} sends then: a consistent GetItem, then a TransactWriteItems whose values read are placeholders
   * ({@link UniqueUpdates#describeUpdate}).
   */
  public RequestDescription describe() {
    if (!movesUniqueValues()) {
      return RequestDescription.of(toRequest());
    }
    Condition ownGuard = guard;
    UpdateItemRequest guarded;
    try {
      guard = unique.guardAsRead();
      guarded = toRequest();
    } finally {
      guard = ownGuard;
    }
    Map<String, AttributeValue> given = new LinkedHashMap<>();
    for (String attribute : unique.attributeNames()) {
      if (changes.names(attribute)) {
        given.put(attribute, changes.given(attribute));
      }
    }
    return unique.describeUpdate(table, guarded, given);
  }

  /**
   * Whether {@link #apply} reads the item first and sends a transaction that moves uniqueness items: the update
   * names a {@code @Unique} attribute. No single request then does what it does.
   */
  public boolean movesUniqueValues() {
    return unique != null && unique.touches(changes.named());
  }
}
