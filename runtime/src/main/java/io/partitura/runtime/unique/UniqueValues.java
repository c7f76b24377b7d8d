package io.partitura.runtime.unique;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.exceptions.InvalidTransactionException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.UniqueValueTakenException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.keys.UniqueKeys;
import io.partitura.runtime.operation.DeleteItemOperation;
import io.partitura.runtime.operation.GetItemOperation;
import io.partitura.runtime.operation.OwnChecks;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.runtime.transaction.WriteTransaction;
import io.partitura.runtime.write.UniqueUpdates;
import io.partitura.runtime.write.Update;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The {@code @Unique} components of one entity, and the writes that keep them unique. Each value
 * taken has a uniqueness item (key format: {@link UniqueKeys}) that names its owner's primary key;
 * every write of the entity puts, moves or deletes those items in the same TransactWriteItems as
 * the item itself ({@link WriteTransaction}), so either all of it is written or none of it.
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
 *   <li>A versioned entity's writes are the same, each with its version condition kept, and a refusal
 *       of it raised as the single write would ({@code StaleVersionException}).
 *   <li>{@code find}: one GetItem of the uniqueness item, one of its owner. Two requests.
 * </ul>
 *
 * A {@code null} value has no uniqueness item. A value another item holds raises
 * {@link UniqueValueTakenException}; a refusal of the item's own write raises what the single write
 * would ({@code ItemAlreadyExistsException}, {@code ItemNotFoundException},
 * {@code ConditionFailedException} when the item changed since it was read); anything else (a
 * conflicting transaction) the {@link CancelledTransactionException}. Nothing is written in each case.
 *
 * @param <T> the entity's record
 */
public final class UniqueValues<T> implements UniqueUpdates<T> {
  /** The attributes of a uniqueness item that hold its owner's primary key. */
  public static final String OWNER_PARTITION_KEY = "ownerPartitionKey";

  public static final String OWNER_SORT_KEY = "ownerSortKey";

  /**
   * One {@code @Unique} component.
   *
   * @param name the component
   * @param attributeName the attribute it is stored under
   * @param value the value as given (for messages), or null
   * @param encoded the value encoded as a key part ({@code KeyCodec}), or null when the value is null
   * @param storedEncoded the same encoding, of the value a stored item holds in {@code attributeName}, read from
   *     that attribute alone (null when it has none): an item its record cannot be built from still has it
   */
  public record Component<T>(String name, String attributeName, Function<T, Object> value,
      Function<T, String> encoded, Function<Map<String, AttributeValue>, String> storedEncoded) {
    public Component {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(attributeName, "attributeName");
      Objects.requireNonNull(value, "value");
      Objects.requireNonNull(encoded, "encoded");
      Objects.requireNonNull(storedEncoded, "storedEncoded");
    }
  }

  private final ItemCodec<T> codec;
  private final List<Component<T>> components;
  private final UniqueMoves<T> moves;

  public UniqueValues(ItemCodec<T> codec, List<Component<T>> components) {
    this.codec = Objects.requireNonNull(codec, "codec");
    this.components = List.copyOf(components);
    this.moves = new UniqueMoves<>(this);
  }

  /** The entity's codec. */
  ItemCodec<T> codec() {
    return codec;
  }

  public List<Component<T>> components() {
    return components;
  }

  @Override
  public List<String> attributeNames() {
    return components.stream().map(Component::attributeName).toList();
  }

  /** Whether a write of {@code attributes} may change a unique value: it names a unique attribute. */
  @Override
  public boolean touches(Collection<String> attributes) {
    return components.stream().anyMatch(c -> attributes.contains(c.attributeName()));
  }

  /** The primary key of the uniqueness item of {@code encodedValue} of {@code component}. */
  public Map<String, AttributeValue> uniquenessKey(TableClient table, Component<T> component, String encodedValue) {
    String key = UniqueKeys.key(codec.entityType(), component.name(), encodedValue);
    return PrimaryKeys.of(table.partitionKeyName(), key, table.sortKeyName(), key);
  }

  /**
   * Refuses, before any request, a unique value of {@code record} too long for its uniqueness item's key: the
   * key holds the encoded value after {@code UNIQ#<type>.<component>#}, both as partition and as sort key, so
   * DynamoDB's 1,024-byte sort key limit bounds it (about 1,000 bytes, less the entity and component names).
   *
   * @throws InvalidKeyException naming the entity, component and sizes; nothing was sent
   */
  public void requireKeyable(String operation, T record) {
    for (Component<T> component : components) {
      String encoded = component.encoded().apply(record);
      if (encoded != null) {
        checkedKey(operation, component, encoded);
      }
    }
  }

  /**
   * As {@link #requireKeyable(String, Object)}, for the value {@code value} that an update writes to
   * {@code attribute} (nothing to check unless it is a unique attribute): refused when set, before any request.
   */
  @Override
  public void requireKeyable(String operation, String attribute, AttributeValue value) {
    for (Component<T> component : components) {
      if (value == null || !component.attributeName().equals(attribute)) {
        continue;
      }
      String encoded;
      try {
        encoded = component.storedEncoded().apply(Map.of(attribute, value));
      } catch (RuntimeException notThisComponentsType) {
        // Not a value the component can hold: the update's own read-back refuses it.
        continue;
      }
      if (encoded != null) {
        checkedKey(operation, component, encoded);
      }
    }
  }

  /** The key of the uniqueness item of {@code encoded}, if it fits DynamoDB's sort key limit. */
  private String checkedKey(String operation, Component<T> component, String encoded) {
    String key = UniqueKeys.key(codec.entityType(), component.name(), encoded);
    int bytes = key.getBytes(StandardCharsets.UTF_8).length;
    if (bytes > KeyCodec.MAX_SORT_KEY_BYTES) {
      int prefix = bytes - encoded.getBytes(StandardCharsets.UTF_8).length;
      throw new InvalidKeyException(operation + ": " + codec.entityType() + "." + component.name() + " is too long "
          + "to be kept unique: its uniqueness item's key would be " + bytes + " UTF-8 bytes (the value encoded: "
          + (bytes - prefix) + "), over DynamoDB's " + KeyCodec.MAX_SORT_KEY_BYTES + "-byte sort key limit; a "
          + codec.entityType() + "." + component.name() + " value may take at most " + (KeyCodec.MAX_SORT_KEY_BYTES
          - prefix) + " bytes encoded. Nothing was sent");
    }
    return key;
  }

  /** The entity type whose items these are ({@code _type}). */
  public String entityType() {
    return codec.entityType();
  }

  /**
   * The keys of the uniqueness items that the stored {@code item} (one of this entity's) may hold: one per
   * non-null unique value, computed from the unique attributes alone, so that an item whose other attributes its
   * record refuses still has them. A unique attribute that cannot be read as its component has no key here. What a
   * delete that cannot run a transaction (a whole collection's) checks for, then deletes with it if the item owns it.
   */
  public List<Map<String, AttributeValue>> uniquenessKeysHeldBy(TableClient table, Map<String, AttributeValue> item) {
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    for (Component<T> component : components) {
      try {
        String encoded = component.storedEncoded().apply(item);
        if (encoded != null) {
          keys.add(uniquenessKey(table, component, encoded));
        }
      } catch (RuntimeException unreadable) {
        // A value this component could not have taken (or too long for a key): no uniqueness item to look for.
      }
    }
    return keys;
  }

  /** Whether the uniqueness item {@code uniquenessItem} (as stored) names {@code owner} (a primary key) as its owner. */
  public static boolean ownedBy(TableClient table, Map<String, AttributeValue> uniquenessItem,
      Map<String, AttributeValue> owner) {
    return Objects.equals(uniquenessItem.get(OWNER_PARTITION_KEY), owner.get(table.partitionKeyName()))
        && Objects.equals(uniquenessItem.get(OWNER_SORT_KEY), owner.get(table.sortKeyName()));
  }

  // ---- Building the transactions: UniqueMoves

  /**
   * Adds to {@code transaction} the Put of a uniqueness item for each non-null unique value of
   * {@code record}, each only if no item holds the value yet: what a create adds to its item's Put.
   */
  public WriteTransaction addTakes(WriteTransaction transaction, TableClient table, String operation, T record) {
    requireKeyable(operation, record);
    return moves.takes(transaction, table, operation, record);
  }

  private T decode(TableClient table, String operation, Map<String, AttributeValue> item) {
    return table.decode(operation, codec, item);
  }

  // ---- Describing

  /**
   * The guard a move adds to the item's write, with each value read shown as a placeholder
   * ({@code "<email as read>"}): what {@link #describeUpdate} shows, since the values are known only once read.
   * A value read as missing is guarded by {@code attribute_not_exists} instead.
   */
  @Override
  public Condition guardAsRead() {
    List<Condition> held = new ArrayList<>();
    for (Component<T> component : components) {
      held.add(new ValueCondition<AttributeValue>(component.attributeName(), Function.identity())
          .is(AttributeValue.fromS("<" + component.name() + " as read>")));
    }
    return Condition.all(held.toArray(Condition[]::new));
  }

  /**
   * What {@link #update} sends for a partial update that names a unique attribute, shown without sending
   * anything: the consistent GetItem, then the TransactWriteItems: {@code guarded}, the item's UpdateItem with
   * {@link #guardAsRead()}, and for each unique attribute the update names, the Delete of the uniqueness item of
   * the value read and the Put of the one of the value given (both only when the value changes).
   *
   * @param given each unique attribute's value as the update gives it, {@code null} when it removes it
   */
  @Override
  public RequestDescription describeUpdate(TableClient table, UpdateItemRequest guarded,
      Map<String, AttributeValue> given) {
    GetItemRequest read = GetItemOperation.request(table.context(), guarded.key(), true);
    Map<String, Map<String, String>> parts = new LinkedHashMap<>();
    parts.put("GetItem", RequestDescription.of(read).fields());
    Map<String, String> update = new LinkedHashMap<>(RequestDescription.of(guarded).fields());
    update.put("ReturnValuesOnConditionCheckFailure", "ALL_OLD");
    parts.put("then TransactWriteItems [0] Update", update);
    String owner = RequestDescription.render(guarded.key());
    int i = 1;
    for (Component<T> component : components) {
      if (!given.containsKey(component.attributeName())) {
        continue;
      }
      String sample = UniqueKeys.key(codec.entityType(), component.name(), "v");
      String prefix = sample.substring(0, sample.length() - 1);
      Map<String, String> release = new LinkedHashMap<>();
      release.put("Key", "the uniqueness item of the " + component.name() + " read: \"" + prefix + "<"
          + component.name() + " as read>\"");
      release.put("ConditionExpression", "only if it is missing or owned by " + owner);
      release.put("Sent", "only if the item holds a " + component.name() + " and the update changes it");
      parts.put("[" + i++ + "] Delete", release);
      AttributeValue value = given.get(component.attributeName());
      if (value != null) {
        Map<String, String> takeNew = new LinkedHashMap<>();
        takeNew.put("Item", "the uniqueness item of " + component.name() + " " + RequestDescription.render(value)
            + ": \"" + prefix + "<" + component.name() + " given, encoded as a key part>\", owned by " + owner);
        takeNew.put("ConditionExpression", "\"attribute_not_exists(#pk)\": no other item holds the value");
        takeNew.put("Sent", "only if the update changes the " + component.name() + " read");
        parts.put("[" + i++ + "] Put", takeNew);
      }
    }
    return RequestDescription.sequence("GetItem, then TransactWriteItems", table.tableName(), parts, read);
  }

  // ---- Sending

  /**
   * Creates {@code record} and takes its unique values: one TransactWriteItems.
   *
   * @param own the create's own check ({@code ABSENT})
   * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when an item exists at its key
   * @throws UniqueValueTakenException when another item holds one of its unique values
   */
  public void create(TableClient table, String operation, T record, PutItemRequest itemPut, OwnChecks own) {
    requireKeyable(operation, record);
    WriteTransaction transaction = new WriteTransaction(table, operation).put("create", itemPut, own, codec);
    send(addTakes(transaction, table, operation, record));
  }

  /**
   * Puts {@code record}, creating or replacing the item, moving the uniqueness items of the values
   * that change: one consistent GetItem, then one TransactWriteItems.
   *
   * @throws UniqueValueTakenException when another item holds one of its unique values
   * @throws io.partitura.runtime.exceptions.ConditionFailedException when the item changed between
   *     the read and the write, or does not meet the request's own condition
   */
  public void put(TableClient table, String operation, T record, PutItemRequest itemPut) {
    requireKeyable(operation, record);
    Map<String, AttributeValue> stored = read(table, operation, codec.primaryKey(record));
    sendPut(table, operation, record, itemPut, stored, OwnChecks.NONE);
  }

  /**
   * As {@link #put}, but only if the item exists: with none, nothing is sent after the read.
   *
   * @throws ItemNotFoundException when no item exists at the key
   */
  public void replace(TableClient table, String operation, T record, PutItemRequest itemPut) {
    requireKeyable(operation, record);
    Map<String, AttributeValue> key = codec.primaryKey(record);
    Map<String, AttributeValue> stored = read(table, operation, key);
    if (stored == null) {
      throw new ItemNotFoundException(operation, table.describeKey(key), null);
    }
    sendPut(table, operation, record, itemPut, stored, OwnChecks.PRESENT);
  }

  /**
   * Puts the versioned {@code record} (its version already the new one) with {@code itemPut}, a
   * request of {@link PutItemOperation#versionedPutRequest} (and maybe a {@code when}), moving the
   * uniqueness items of the values that change: one consistent GetItem, then one TransactWriteItems
   * whose Put keeps the version condition and adds the guard on the values read.
   *
   * @throws io.partitura.runtime.exceptions.StaleVersionException when the stored item is not at the
   *     version the record was read at; nothing is written
   * @throws UniqueValueTakenException when another item holds one of its unique values
   */
  public void putVersioned(TableClient table, String operation, T record, PutItemRequest itemPut,
      String versionAttribute) {
    requireKeyable(operation, record);
    Map<String, AttributeValue> stored = read(table, operation, codec.primaryKey(record));
    WriteTransaction transaction = new WriteTransaction(table, operation);
    addPutVersionedOf(transaction, table, operation, record, itemPut, versionAttribute, stored);
    send(transaction);
  }

  /** The versioned put of {@code record} over {@code stored}, guarded by the values read, and the moves. */
  private void addPutVersionedOf(WriteTransaction transaction, TableClient table, String operation, T record,
      PutItemRequest itemPut, String versionAttribute, Map<String, AttributeValue> stored) {
    // No existence requirement: the version condition says whether an item must exist (version > 1) or not.
    transaction.putVersioned(PutItemOperation.withCondition(itemPut, moves.stillAsRead(table, stored, false)),
        versionAttribute, codec);
    moves.moves(transaction, table, operation, stored == null ? null : decode(table, operation, stored), record,
        codec.primaryKey(record));
  }

  private void sendPut(TableClient table, String operation, T record, PutItemRequest itemPut,
      Map<String, AttributeValue> stored, OwnChecks own) {
    WriteTransaction transaction = new WriteTransaction(table, operation);
    addPutOf(transaction, table, operation, record, itemPut, stored, own);
    send(transaction);
  }

  /** The put (or replace, {@code own} PRESENT) of {@code record} over {@code stored}, and the moves: the actions. */
  private void addPutOf(WriteTransaction transaction, TableClient table, String operation, T record,
      PutItemRequest itemPut, Map<String, AttributeValue> stored, OwnChecks own) {
    transaction.put(own == OwnChecks.PRESENT ? "replace" : "put",
        PutItemOperation.withCondition(itemPut, moves.stillAsRead(table, stored, own != OwnChecks.PRESENT)), own,
        codec);
    moves.moves(transaction, table, operation, stored == null ? null : decode(table, operation, stored), record,
        codec.primaryKey(record));
  }

  /**
   * Applies a partial update that names a unique attribute: one consistent GetItem, then one
   * TransactWriteItems with the update's expression and checks (and {@code when}), guarded by the
   * unique values read. Returns the record as {@code written} computes it from the item read; a
   * record that refuses it is refused before the transaction is sent. Attributes the update does not
   * name are returned as read: a write to them between the read and the transaction is not in the
   * record returned.
   *
   * @throws ItemNotFoundException when no item exists at the key; nothing is sent after the read
   */
  @Override
  public T update(TableClient table, String operation, Update<T> update,
      UnaryOperator<Map<String, AttributeValue>> written) {
    Map<String, AttributeValue> stored = read(table, operation, update.key());
    WriteTransaction transaction = new WriteTransaction(table, operation);
    T record = addUpdateOf(transaction, table, operation, update, written, stored);
    send(transaction);
    return record;
  }

  /** The update over {@code stored} (none: refused), guarded by the values read, and the moves: the actions. */
  private T addUpdateOf(WriteTransaction transaction, TableClient table, String operation, Update<T> update,
      UnaryOperator<Map<String, AttributeValue>> written, Map<String, AttributeValue> stored) {
    if (stored == null) {
      throw new ItemNotFoundException(operation, table.describeKey(update.key()), null);
    }
    T record = decode(table, operation, written.apply(stored));
    transaction.update(update.guardedBy(moves.stillAsRead(table, stored, false)));
    moves.moves(transaction, table, operation, decode(table, operation, stored), record, update.key());
    return record;
  }

  /**
   * Deletes the item at {@code key} and releases its unique values: one consistent GetItem, then
   * (when there is an item) one TransactWriteItems. Returns whether there was an item.
   */
  public boolean delete(TableClient table, String operation, Map<String, AttributeValue> key,
      DeleteItemRequest itemDelete) {
    return delete(table, operation, key, itemDelete, OwnChecks.NONE);
  }

  /**
   * As {@link #delete(TableClient, String, Map, DeleteItemRequest)}, for a delete that checks
   * something by itself: a versioned one ({@link DeleteItemOperation#versionedRequest},
   * {@link OwnChecks#versionOrAbsent}), whose refusal raises what the single delete would.
   */
  public boolean delete(TableClient table, String operation, Map<String, AttributeValue> key,
      DeleteItemRequest itemDelete, OwnChecks own) {
    Map<String, AttributeValue> stored = read(table, operation, key);
    if (stored == null) {
      return false;
    }
    WriteTransaction transaction = new WriteTransaction(table, operation);
    addDeleteOf(transaction, table, operation, key, itemDelete, own, stored);
    send(transaction);
    return true;
  }

  /** The delete of {@code stored}, guarded by the values read, and the release of its values: the actions. */
  private void addDeleteOf(WriteTransaction transaction, TableClient table, String operation,
      Map<String, AttributeValue> key, DeleteItemRequest itemDelete, OwnChecks own, Map<String, AttributeValue> stored) {
    transaction.delete(DeleteItemOperation.withCondition(itemDelete, moves.stillAsRead(table, stored, true)), own, codec);
    moves.moves(transaction, table, operation, decode(table, operation, stored), null, key);
  }

  // ---- Joining a table's transaction (db.transaction()): the same actions, after the same read

  /**
   * Adds to the table's {@code transaction} what {@link #put} sends: reads the item now (one consistent GetItem,
   * sent before the transaction and shown by its {@code describe()}), then adds the item's Put, guarded by the
   * unique values read, and the moves of the values that change. All of them or none
   * ({@link WriteTransaction#allOrNone}).
   *
   * @throws InvalidTransactionException when the actions would not fit the transaction (over 100, or a second
   *     action on an item, such as a value released and taken in the same transaction); none of them joined
   */
  public void addPut(WriteTransaction transaction, TableClient table, String operation, T record,
      PutItemRequest itemPut) {
    requireKeyable(operation, record);
    Map<String, AttributeValue> key = codec.primaryKey(record);
    String write = write("put", table, key);
    transaction.allOrNone(write, () -> {
      Map<String, AttributeValue> stored = readFirst(transaction, table, operation, write, key);
      addPutOf(transaction, table, operation, record, itemPut, stored, OwnChecks.NONE);
      return null;
    });
  }

  /**
   * As {@link #addPut}, for {@link #putVersioned}: {@code record} at its new version, {@code itemPut} a request of
   * {@link PutItemOperation#versionedPutRequest}; the Put keeps the version condition.
   */
  public void addPutVersioned(WriteTransaction transaction, TableClient table, String operation, T record,
      PutItemRequest itemPut, String versionAttribute) {
    requireKeyable(operation, record);
    Map<String, AttributeValue> key = codec.primaryKey(record);
    String write = write("put", table, key);
    transaction.allOrNone(write, () -> {
      Map<String, AttributeValue> stored = readFirst(transaction, table, operation, write, key);
      addPutVersionedOf(transaction, table, operation, record, itemPut, versionAttribute, stored);
      return null;
    });
  }

  /**
   * As {@link #addPut}, for {@link #replace}: only if the item exists.
   *
   * @throws ItemNotFoundException when the read finds no item; nothing joined the transaction
   */
  public void addReplace(WriteTransaction transaction, TableClient table, String operation, T record,
      PutItemRequest itemPut) {
    requireKeyable(operation, record);
    Map<String, AttributeValue> key = codec.primaryKey(record);
    String write = write("replace", table, key);
    transaction.allOrNone(write, () -> {
      Map<String, AttributeValue> stored = readFirst(transaction, table, operation, write, key);
      if (stored == null) {
        throw new ItemNotFoundException(operation, table.describeKey(key), null);
      }
      addPutOf(transaction, table, operation, record, itemPut, stored, OwnChecks.PRESENT);
      return null;
    });
  }

  /**
   * Adds to the table's {@code transaction} what {@link #update} sends for {@code update}, which names a unique
   * attribute: reads the item now (one consistent GetItem, shown by {@code describe()}), then adds the UpdateItem,
   * guarded by the unique values read (a value changed between the read and the transaction cancels it), and the
   * moves of the values it changes. All of them or none. Returns the record as {@code written} computes it from
   * the item read.
   *
   * @throws ItemNotFoundException when the read finds no item; nothing joined the transaction
   * @throws InvalidTransactionException as {@link #addPut}
   */
  public T addUpdate(WriteTransaction transaction, TableClient table, String operation, Update<T> update,
      UnaryOperator<Map<String, AttributeValue>> written) {
    String write = write("update", table, update.key());
    return transaction.allOrNone(write, () -> addUpdateOf(transaction, table, operation, update, written,
        readFirst(transaction, table, operation, write, update.key())));
  }

  /**
   * Adds to the table's {@code transaction} what {@link #delete} sends: reads the item now (one consistent GetItem,
   * shown by {@code describe()}), then adds its Delete, guarded by the unique values read, and the Deletes of its
   * uniqueness items. No item read: a ConditionCheck that there is still none, so that an item created between the
   * read and the transaction cancels it rather than outliving the delete. All of them or none.
   *
   * @throws InvalidTransactionException as {@link #addPut}
   */
  public void addDelete(WriteTransaction transaction, TableClient table, String operation,
      Map<String, AttributeValue> key, DeleteItemRequest itemDelete) {
    String write = write("delete", table, key);
    transaction.allOrNone(write, () -> {
      Map<String, AttributeValue> stored = readFirst(transaction, table, operation, write, key);
      if (stored == null) {
        transaction.conditionCheck(key, moves.stillAsRead(table, null, false), codec);
      } else {
        addDeleteOf(transaction, table, operation, key, itemDelete, OwnChecks.NONE, stored);
      }
      return null;
    });
  }

  private String write(String verb, TableClient table, Map<String, AttributeValue> key) {
    return verb + " " + codec.type().getSimpleName() + " at " + table.describeKey(key);
  }

  /**
   * The consistent GetItem of the item at {@code key}, sent now and recorded in {@code transaction}; {@code write}
   * is the write it is read for, as {@link #write} describes it.
   */
  private Map<String, AttributeValue> readFirst(WriteTransaction transaction, TableClient table, String operation,
      String write, Map<String, AttributeValue> key) {
    GetItemRequest request = GetItemOperation.request(table.context(), key, true);
    Map<String, AttributeValue> stored = table.send(operation, GetItemOperation.of(request));
    transaction.readFirst(request, "already, when " + write + " was added: the unique values "
        + "stored, which its action requires unchanged and whose uniqueness items it moves");
    return stored;
  }

  /**
   * The item whose {@code component} holds {@code encodedValue}: one GetItem of the uniqueness item,
   * then one of the item it names. Empty when the value is free, or (read eventually consistent,
   * during a move) when the item read no longer holds the value.
   */
  public Optional<T> find(TableClient table, String operation, String component, String encodedValue,
      ReadConsistency consistency) {
    Component<T> unique = components.stream().filter(c -> c.name().equals(component)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException(component + " is not a @Unique component"));
    if (UniqueKeys.key(codec.entityType(), component, encodedValue).getBytes(StandardCharsets.UTF_8).length
        > KeyCodec.MAX_SORT_KEY_BYTES) {
      // Too long to have been taken (requireKeyable): DynamoDB would refuse the read's key.
      return Optional.empty();
    }
    Map<String, AttributeValue> entry = table.send(operation, GetItemOperation.of(GetItemOperation.request(
        table.context(), uniquenessKey(table, unique, encodedValue), consistency.strong())));
    if (entry == null || entry.get(OWNER_PARTITION_KEY) == null || entry.get(OWNER_SORT_KEY) == null) {
      return Optional.empty();
    }
    Map<String, AttributeValue> item = table.send(operation, GetItemOperation.of(GetItemOperation.request(
        table.context(), PrimaryKeys.of(table.partitionKeyName(), entry.get(OWNER_PARTITION_KEY), table.sortKeyName(),
            entry.get(OWNER_SORT_KEY)), consistency.strong())));
    if (item == null || !codec.entityType().equals(Items.getString(item, table.typeAttributeName()))) {
      return Optional.empty();
    }
    T record = decode(table, operation, item);
    return encodedValue.equals(unique.encoded().apply(record)) ? Optional.of(record) : Optional.empty();
  }

  private static Map<String, AttributeValue> read(TableClient table, String operation,
      Map<String, AttributeValue> key) {
    return table.send(operation, GetItemOperation.of(GetItemOperation.request(table.context(), key, true)));
  }

  /**
   * Executes {@code transaction}. A cancellation caused by a failed condition raises what that
   * action's write alone would (the first such action, in order); any other cancellation is rethrown.
   */
  private static void send(WriteTransaction transaction) {
    try {
      transaction.execute();
    } catch (CancelledTransactionException cancelled) {
      for (CancelledTransactionException.Reason reason : cancelled.reasons()) {
        if (reason.conditionFailed() && reason.refusal() != null) {
          throw reason.refusal();
        }
      }
      throw cancelled;
    }
  }
}
