package io.partitura.runtime.repository;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.operation.DeleteItemOperation;
import io.partitura.runtime.operation.OwnChecks;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.runtime.schema.TableDefinition;
import io.partitura.runtime.unique.UniqueValues;
import io.partitura.runtime.write.Update;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The repository base of an entity with {@code @Version}: optimistic locking. Each write is conditioned on the
 * version read and returns the record as stored, at its new version; deletes can be conditioned on a version too.
 * With {@code @Unique} values, each write is one consistent GetItem of the values stored, then one
 * TransactWriteItems that also moves their uniqueness items.
 *
 * @param <T> the entity record
 * @param <C> the entity's generated {@code <Record>Conditions}
 */
public abstract class VersionedRepository<T, C> extends EntityRepository<T, C> {
  private final Versioning<T> versioning;
  /** The version's attribute and the largest version it holds: the table definition's, its one owner. */
  private final String versionAttribute;
  private final long maxVersion;

  /** A repository of a versioned entity without {@code @Unique} components. */
  protected VersionedRepository(TableClient table, String name, ItemCodec<T> codec, C conditions,
      Versioning<T> versioning) {
    this(table, name, codec, conditions, versioning, null);
  }

  /** A repository whose writes keep a uniqueness item per {@code @Unique} value ({@code unique} may be null). */
  protected VersionedRepository(TableClient table, String name, ItemCodec<T> codec, C conditions,
      Versioning<T> versioning, UniqueValues<T> unique) {
    super(table, name, codec, conditions, unique);
    this.versioning = Objects.requireNonNull(versioning, "versioning");
    TableDefinition.Entity entity = table.definition() == null ? null : table.definition().entity(codec.type());
    if (entity == null || !entity.isVersioned()) {
      throw new InvalidConfigurationException("table " + table.tableName() + ": " + name + " needs a TableClient "
          + "built with the table's definition (TableClient.builder().definition(...)), where "
          + codec.type().getName() + " is a versioned entity");
    }
    this.versionAttribute = entity.versionAttribute();
    this.maxVersion = entity.maxVersion();
  }

  /**
   * Writes the record as version {@code version + 1}, only if the stored item is at {@code version} (or absent,
   * when it is 0): optimistic locking. One PutItem (the stored version is read with one more GetItem for the
   * message of a refusal); with {@code @Unique} values, one consistent GetItem to learn the values stored, then
   * one TransactWriteItems that also moves the uniqueness items of the values that change. Returns the record as
   * stored.
   *
   * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is
   *     written
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when another item holds one of its
   *     {@code @Unique} values; nothing is written
   */
  public T put(T record) {
    T next = versioning.next(required(record));
    long version = versioning.of(next);
    String operation = operation("put");
    PutItemRequest request = PutItemOperation.versionedPutRequest(table.context(), operation, codec().toItem(next),
        versionAttribute, version);
    if (unique() == null) {
      table.send(operation, PutItemOperation.versioned(request, versionAttribute, version));
    } else {
      unique().putVersioned(table, operation, next, request, versionAttribute);
    }
    return next;
  }

  @Override
  final PutItemRequest putItemRequest(T record) {
    T next = versioning.next(required(record));
    return PutItemOperation.versionedPutRequest(table.context(), operation("put"), codec().toItem(next), versionAttribute,
        versioning.of(next));
  }

  /** Same as {@link #put(Object)}: a versioned write never creates over, or overwrites, another writer's item. */
  public T update(T record) {
    return put(record);
  }

  /**
   * Writes the record at version 1 only if no item exists at its key ({@code attribute_not_exists}). One PutItem;
   * with {@code @Unique} values, one TransactWriteItems: the PutItem and a uniqueness item per non-null value, each
   * only if absent. Returns the record as stored.
   *
   * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when another item holds one of its
   *     {@code @Unique} values; nothing is written
   */
  public T create(T record) {
    T stored = versioning.first(required(record));
    PutItemRequest request = PutItemOperation.createRequest(table.context(), codec().toItem(stored));
    if (unique() == null) {
      table.send(operation("create"), PutItemOperation.createVersioned(request));
    } else {
      unique().create(table, operation("create"), stored, request, OwnChecks.ABSENT_VERSIONED);
    }
    return stored;
  }

  @Override
  final PutItemRequest createItemRequest(T record) {
    return PutItemOperation.createRequest(table.context(), codec().toItem(versioning.first(required(record))));
  }

  /**
   * Deletes the stored record only if it is still at {@code record}'s version (as read, or as returned by
   * {@code put}): optimistic locking. One DeleteItem (with {@code @Unique} values: one consistent GetItem to learn
   * them, then, when there is an item, one TransactWriteItems that also deletes their uniqueness items). Returns
   * whether it was deleted: {@code false} when there was no item.
   *
   * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is
   *     deleted
   */
  public boolean delete(T record) {
    return deleteAt(codec().primaryKey(required(record)), versioning.of(record));
  }

  /** Same as {@link #put(Object, Function)}. */
  public T update(T record, Function<C, Condition> when) {
    return put(record, when);
  }

  /**
   * {@link #put(Object)} (optimistic locking) only if the stored item also meets {@code when}. One PutItem (with
   * {@code @Unique} values, as {@link #put(Object)}). Returns the record as stored.
   *
   * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is
   *     written
   * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet
   *     {@code when}; nothing is written
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when another item holds one of its
   *     {@code @Unique} values; nothing is written
   */
  public T put(T record, Function<C, Condition> when) {
    T next = versioning.next(required(record));
    long version = versioning.of(next);
    String operation = operation("put");
    PutItemRequest request = PutItemOperation.withCondition(PutItemOperation.versionedPutRequest(table.context(),
        operation, codec().toItem(next), versionAttribute, version), condition(when));
    if (unique() == null) {
      table.send(operation,
          PutItemOperation.conditional(request, OwnChecks.version(versionAttribute, version - 1), codec()));
    } else {
      unique().putVersioned(table, operation, next, request, versionAttribute);
    }
    return next;
  }

  /**
   * {@link #create(Object)} only if {@code when} also holds: it is evaluated on the missing item, so only
   * conditions that hold for absent attributes can pass. One PutItem (with {@code @Unique} values, one
   * TransactWriteItems). Returns the record as stored.
   *
   * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
   * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet
   *     {@code when}; nothing is written
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when another item holds one of its
   *     {@code @Unique} values; nothing is written
   */
  public T create(T record, Function<C, Condition> when) {
    T stored = versioning.first(required(record));
    PutItemRequest request = PutItemOperation.withCondition(
        PutItemOperation.createRequest(table.context(), codec().toItem(stored)), condition(when));
    if (unique() == null) {
      table.send(operation("create"), PutItemOperation.conditional(request, OwnChecks.ABSENT_VERSIONED, codec()));
    } else {
      unique().create(table, operation("create"), stored, request, OwnChecks.ABSENT_VERSIONED);
    }
    return stored;
  }

  /**
   * {@link #delete(Object)} (only the version read) only if the stored item also meets {@code when}. One
   * DeleteItem (with {@code @Unique} values, as {@link #delete(Object)}). Returns whether it was deleted:
   * {@code false} when there was no item.
   *
   * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is
   *     deleted
   * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet
   *     {@code when}; nothing is written
   */
  public boolean delete(T record, Function<C, Condition> when) {
    OwnChecks own = OwnChecks.versionOrAbsent(versionAttribute, versioning.of(required(record)));
    String operation = operation("delete");
    return unique() == null
        ? table.send(operation, DeleteItemOperation.conditional(versionedDeleteRequest(record, when), own, codec()))
        : unique().delete(table, operation, codec().primaryKey(record), versionedDeleteRequest(record, when), own);
  }

  /**
   * The conditional DeleteItem {@link #delete(Object, Function)} sends, without sending it.
   *
   * @throws io.partitura.runtime.exceptions.NoSingleRequestException for an entity with {@code @Unique} values,
   *     whose delete reads them first
   */
  public DeleteItemRequest deleteRequest(T record, Function<C, Condition> when) {
    refuseWithUnique("deleteRequest", "delete");
    return versionedDeleteRequest(record, when);
  }

  private DeleteItemRequest versionedDeleteRequest(T record, Function<C, Condition> when) {
    return DeleteItemOperation.withCondition(DeleteItemOperation.versionedRequest(table.context(),
        codec().primaryKey(required(record)), versionAttribute, versioning.of(record)), condition(when));
  }

  /**
   * Deletes the item at {@code key} only if it is at version {@code expectedVersion}, or absent
   * ({@code delete(key…, expectedVersion)}).
   */
  protected final boolean deleteAt(Map<String, AttributeValue> key, long expectedVersion) {
    String operation = operation("delete");
    return unique() == null
        ? table.send(operation,
            DeleteItemOperation.versioned(deleteRequestAt(key, expectedVersion), versionAttribute, expectedVersion))
        : unique().delete(table, operation, key,
            DeleteItemOperation.versionedRequest(table.context(), key, versionAttribute, expectedVersion),
            OwnChecks.versionOrAbsent(versionAttribute, expectedVersion));
  }

  /**
   * The conditional DeleteItem {@code delete(key…, expectedVersion)} sends.
   *
   * @throws io.partitura.runtime.exceptions.NoSingleRequestException for an entity with {@code @Unique} values,
   *     whose delete reads them first
   */
  protected final DeleteItemRequest deleteRequestAt(Map<String, AttributeValue> key, long expectedVersion) {
    refuseWithUnique("deleteRequest", "delete");
    return DeleteItemOperation.versionedRequest(table.context(), key, versionAttribute, expectedVersion);
  }

  @Override
  protected final Update<T> updateAt(Map<String, AttributeValue> key) {
    return keepingUnique(new Update<>(table, operation("update"), key, codec(), versionAttribute, maxVersion));
  }

  @Override
  final OwnChecks createChecks() {
    return OwnChecks.ABSENT_VERSIONED;
  }
}
