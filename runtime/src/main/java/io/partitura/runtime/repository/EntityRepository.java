package io.partitura.runtime.repository;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.exceptions.NoSingleRequestException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.operation.DeleteItemOperation;
import io.partitura.runtime.operation.GetItemOperation;
import io.partitura.runtime.operation.OwnChecks;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.RangeReads;
import io.partitura.runtime.transaction.CreateUnder;
import io.partitura.runtime.unique.UniqueValues;
import io.partitura.runtime.write.Update;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * What every generated {@code <Record>Repository} does the same way, whatever its entity: the writes whose
 * only arguments are the record and a {@code when} condition, and the helpers its typed key methods call in
 * one line. Writes go through the entity's {@link UniqueValues} when it has {@code @Unique} components.
 * {@link UnversionedRepository} and {@link VersionedRepository} add the writes that differ with
 * {@code @Version}.
 *
 * @param <T> the entity record
 * @param <C> the entity's generated {@code <Record>Conditions}, what {@code when} conditions are built with
 */
public abstract class EntityRepository<T, C> {
  /** The table the entity is stored in. */
  protected final TableClient table;
  private final String name;
  private final ItemCodec<T> codec;
  private final C conditions;
  private final UniqueValues<T> unique;
  private final String recordName;

  /**
   * @param name the repository's name, the prefix of its operation names ({@code "projects"} names
   *     {@code "projects.put"}, …): the table class's accessor of this repository
   * @param unique the entity's {@code @Unique} components, or {@code null} when it has none
   */
  EntityRepository(TableClient table, String name, ItemCodec<T> codec, C conditions,
      UniqueValues<T> unique) {
    this.table = Objects.requireNonNull(table, "table");
    this.name = Objects.requireNonNull(name, "name");
    this.codec = Objects.requireNonNull(codec, "codec");
    this.conditions = Objects.requireNonNull(conditions, "conditions");
    this.unique = unique;
    String simpleName = codec.type().getSimpleName();
    this.recordName = Character.toLowerCase(simpleName.charAt(0)) + simpleName.substring(1);
  }

  /**
   * The PutItem {@code put} sends, without sending it; for a versioned entity, conditioned on the version read
   * and writing the next.
   *
   * @throws NoSingleRequestException for an entity with {@code @Unique} values: {@code put} sends a consistent
   *     GetItem, then a TransactWriteItems built from what it read; this PutItem alone would skip the uniqueness
   *     check
   */
  public final PutItemRequest putRequest(T record) {
    refuseWithUnique("putRequest", "put");
    return putItemRequest(record);
  }

  /**
   * The conditional PutItem {@code create} sends, without sending it.
   *
   * @throws NoSingleRequestException for an entity with {@code @Unique} values: {@code create} sends one
   *     TransactWriteItems that also puts their uniqueness items ({@code db.transaction().create(record)
   *     .toRequest()} returns it)
   */
  public final PutItemRequest createRequest(T record) {
    refuseCreateWithUnique();
    return createItemRequest(record);
  }

  /**
   * The conditional PutItem {@code put(record, when)} sends, without sending it.
   *
   * @throws NoSingleRequestException for an entity with {@code @Unique} values, as {@link #putRequest(Object)}
   */
  public final PutItemRequest putRequest(T record, Function<C, Condition> when) {
    refuseWithUnique("putRequest", "put");
    return putItemRequest(record, when);
  }

  /**
   * The conditional PutItem {@code create(record, when)} sends, without sending it.
   *
   * @throws NoSingleRequestException for an entity with {@code @Unique} values, as {@link #createRequest(Object)}
   */
  public final PutItemRequest createRequest(T record, Function<C, Condition> when) {
    refuseCreateWithUnique();
    return createItemRequest(record, when);
  }

  // ---- The single requests each write is built from. With @Unique values they are sent only inside the
  // transaction that moves the uniqueness items; the public request methods above refuse them.

  /** The PutItem of {@code put(record)}. */
  abstract PutItemRequest putItemRequest(T record);

  /** The PutItem of {@code create(record)}. */
  abstract PutItemRequest createItemRequest(T record);

  final PutItemRequest putItemRequest(T record, Function<C, Condition> when) {
    return PutItemOperation.withCondition(putItemRequest(record), condition(when));
  }

  final PutItemRequest createItemRequest(T record, Function<C, Condition> when) {
    return PutItemOperation.withCondition(createItemRequest(record), condition(when));
  }

  /**
   * Refuses request method {@code method} when the entity has {@code @Unique} values: its call {@code call} then
   * reads the stored values and sends a transaction built from them.
   */
  final void refuseWithUnique(String method, String call) {
    if (unique != null) {
      throw new NoSingleRequestException(operation(method), codec.type().getSimpleName() + " has @Unique "
          + "components, so " + operation(call) + " sends a consistent GetItem of the values stored, then a "
          + "TransactWriteItems built from them that also moves their uniqueness items. No single request does "
          + "that, and this one sent alone would skip the uniqueness check. Call " + operation(call)
          + "(...) itself.");
    }
  }

  private void refuseCreateWithUnique() {
    if (unique != null) {
      // A transaction's create of such an entity builds its Put itself (TableTransaction.addUniqueCreate).
      throw new NoSingleRequestException(operation("createRequest"), codec.type().getSimpleName() + " has @Unique "
          + "components, so " + operation("create") + " sends one TransactWriteItems: the item's Put and the Put of "
          + "a uniqueness item per value. The PutItem alone would skip the uniqueness check. "
          + "db.transaction().create(record).toRequest() returns the TransactWriteItems create sends.");
    }
  }

  // ---- For the generated methods: each is one line over these.

  /** {@code "projects.get"}: the name of one of this repository's operations, in requests and errors. */
  protected final String operation(String method) {
    return name + "." + method;
  }

  /** The entity's codec. */
  protected final ItemCodec<T> codec() {
    return codec;
  }

  /** The entity's {@code @Unique} components, or {@code null}. */
  protected final UniqueValues<T> unique() {
    return unique;
  }

  /** The condition {@code when} builds; a null one is refused before any request. */
  protected final Condition condition(Function<C, Condition> when) {
    return Condition.of(conditions, when);
  }

  /** {@code record} as given, refused when null (the exception names the entity: {@code "project"}). */
  protected final T required(T record) {
    return Objects.requireNonNull(record, recordName);
  }

  /** The item at {@code key}, if any: one GetItem ({@code get(key…, consistency)}). */
  protected final Optional<T> getAt(Map<String, AttributeValue> key, ReadConsistency consistency) {
    String operation = operation("get");
    // An item at this key whose type or markers are another entity's (or version's) is not this entity's.
    return Optional.ofNullable(table.send(operation, GetItemOperation.of(getRequestAt(key, consistency))))
        .filter(codec::owns).map(table.decoder(operation, codec));
  }

  /** The GetItem {@code get(key…, consistency)} sends. */
  protected final GetItemRequest getRequestAt(Map<String, AttributeValue> key, ReadConsistency consistency) {
    return GetItemOperation.request(table.context(), key, Objects.requireNonNull(consistency, "consistency").strong());
  }

  /** Deletes the item at {@code key}, whatever it holds; returns whether there was one ({@code delete(key…)}). */
  protected final boolean deleteAt(Map<String, AttributeValue> key) {
    String operation = operation("delete");
    return unique == null ? table.send(operation, DeleteItemOperation.of(deleteRequestAt(key)))
        : unique.delete(table, operation, key, DeleteItemOperation.request(table.context(), key));
  }

  /**
   * The DeleteItem {@code delete(key…)} sends.
   *
   * @throws NoSingleRequestException for an entity with {@code @Unique} values, whose delete reads them first
   */
  protected final DeleteItemRequest deleteRequestAt(Map<String, AttributeValue> key) {
    refuseWithUnique("deleteRequest", "delete");
    return DeleteItemOperation.request(table.context(), key);
  }

  /** Deletes the item at {@code key} only if it meets {@code when} ({@code delete(key…, when)}). */
  protected final boolean deleteAt(Map<String, AttributeValue> key, Function<C, Condition> when) {
    String operation = operation("delete");
    DeleteItemRequest request =
        DeleteItemOperation.withCondition(DeleteItemOperation.request(table.context(), key), condition(when));
    return unique == null ? table.send(operation, DeleteItemOperation.conditional(request, OwnChecks.NONE, codec))
        : unique.delete(table, operation, key, request);
  }

  /**
   * The conditional DeleteItem {@code delete(key…, when)} sends.
   *
   * @throws NoSingleRequestException for an entity with {@code @Unique} values, whose delete reads them first
   */
  protected final DeleteItemRequest deleteRequestAt(Map<String, AttributeValue> key, Function<C, Condition> when) {
    return DeleteItemOperation.withCondition(deleteRequestAt(key), condition(when));
  }

  /** The partial update of the item at {@code key} ({@code update(key…)}), its setters the generated class's. */
  protected Update<T> updateAt(Map<String, AttributeValue> key) {
    return keepingUnique(new Update<>(table, operation("update"), key, codec));
  }

  /**
   * An upsert of the item at {@code key} ({@link Update#upsert}): {@code keyItem} is what every item of this key
   * holds whatever its other components, {@code counters} the attributes created at 0.
   */
  protected final Update<T> upsertAt(Map<String, AttributeValue> key, Map<String, AttributeValue> keyItem,
      List<String> counters) {
    return Update.upsert(table, operation("upsert"), key, codec, keyItem, counters);
  }

  final Update<T> keepingUnique(Update<T> update) {
    return unique == null ? update : update.keepingUnique(unique);
  }

  /** The item whose {@code @Unique} {@code component} holds {@code encodedValue} ({@code findBy…}). */
  protected final Optional<T> findByUnique(String method, String component, String encodedValue,
      ReadConsistency consistency) {
    return unique.find(table, operation(method), component, encodedValue, consistency);
  }

  /**
   * Creates {@code record} only if its parent (the item at {@code parentKey}) exists: one TransactWriteItems
   * ({@code createUnder}).
   */
  protected final void createUnderAt(T record, Map<String, AttributeValue> parentKey, ItemCodec<?> parentCodec) {
    CreateUnder.execute(table, operation("createUnder"), createItemRequest(record), createChecks(), codec, parentKey,
        parentCodec);
  }

  /** The TransactWriteItems {@code createUnder} sends. */
  protected final TransactWriteItemsRequest createUnderRequestAt(T record, Map<String, AttributeValue> parentKey,
      ItemCodec<?> parentCodec) {
    return CreateUnder.transaction(table, operation("createUnder"), createItemRequest(record), createChecks(), codec,
        parentKey, parentCodec).toRequest();
  }

  /** What a create checks by itself, for the runtime to tell its refusal from a {@code when}'s. */
  abstract OwnChecks createChecks();

  /** A listing of this entity's items, one Query per page ({@code method} names it). */
  protected final Listing<T, C> listing(String method, KeyCondition condition, Set<String> keyComponents) {
    String operation = operation(method);
    return Listing.of(table, operation, condition, table.decoder(operation, codec), conditions, keyComponents);
  }

  /**
   * A listing over {@code shards} partitions, the condition of shard {@code i} {@code shard.apply(i)}: one Query
   * per shard per page, in parallel, merged in key order.
   */
  protected final Listing<T, C> shardedListing(String method, int shards, IntFunction<KeyCondition> shard,
      Set<String> keyComponents) {
    List<KeyCondition> conditions = new ArrayList<>(shards);
    for (int i = 0; i < shards; i++) {
      conditions.add(shard.apply(i));
    }
    String operation = operation(method);
    return Listing.sharded(table, operation, conditions, table.decoder(operation, codec), this.conditions,
        keyComponents);
  }

  /**
   * Reads an item collection and splits it by the type attribute into the owner (this entity) and the records of
   * each of {@code members}; not {@link LoadedCollection#found() found} without the owner. One request's pages are
   * read in turn; several (a sharded collection: the owner's partition and each shard's) in parallel, then merged in
   * sort-key order.
   */
  protected final LoadedCollection<T> loadCollection(String method, List<QueryRequest> requests,
      ItemCodec<?>... members) {
    String operation = operation(method);
    List<Map<String, AttributeValue>> items = requests.size() == 1 ? RangeReads.all(table, operation, requests.get(0))
        : RangeReads.sortedBySortKey(table, RangeReads.allInParallel(table, operation, requests));
    Map<String, List<Object>> lists = LoadedCollection.listsFor(members);
    T owner = null;
    for (Map<String, AttributeValue> item : items) {
      String type = Items.getString(item, table.typeAttributeName());
      if (codec.entityType().equals(type) && codec.owns(item)) {
        owner = table.decode(operation, codec, item);
        continue;
      }
      for (ItemCodec<?> member : members) {
        if (member.entityType().equals(type) && member.owns(item)) {
          lists.get(type).add(table.decode(operation, member, item));
          break;
        }
      }
    }
    return new LoadedCollection<>(owner, lists);
  }

  /** The condition on the base table: {@code partitionKey}, sort keys beginning with {@code sortKeyPrefix}. */
  protected final KeyCondition onTable(String partitionKey, String sortKeyPrefix) {
    return KeyCondition.onTable(table, partitionKey, sortKeyPrefix);
  }

  /** The Query of {@code condition}, read as {@code consistency} says. */
  protected final QueryRequest queryRequest(KeyCondition condition, ReadConsistency consistency) {
    return condition.toRequest(table.tableName()).consistentRead(consistency.strong()).build();
  }

  /** The Query of {@code condition} on an index (eventually consistent: DynamoDB refuses consistent reads there). */
  protected final QueryRequest queryRequest(KeyCondition condition) {
    return condition.toRequest(table.tableName()).build();
  }
}
