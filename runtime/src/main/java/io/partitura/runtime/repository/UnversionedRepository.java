package io.partitura.runtime.repository;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.operation.OwnChecks;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.runtime.unique.UniqueValues;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The repository base of an entity without {@code @Version}: its writes return nothing, and each is one PutItem
 * (with {@code @Unique} values: one consistent GetItem of the values stored, then one TransactWriteItems that
 * also moves their uniqueness items).
 *
 * @param <T> the entity record
 * @param <C> the entity's generated {@code <Record>Conditions}
 */
public abstract class UnversionedRepository<T, C> extends EntityRepository<T, C> {
  /** A repository of an entity without {@code @Unique} components. */
  protected UnversionedRepository(TableClient table, String name, ItemCodec<T> codec, C conditions) {
    this(table, name, codec, conditions, null);
  }

  /** A repository whose writes keep a uniqueness item per {@code @Unique} value ({@code unique} may be null). */
  protected UnversionedRepository(TableClient table, String name, ItemCodec<T> codec, C conditions,
      UniqueValues<T> unique) {
    super(table, name, codec, conditions, unique);
  }

  /**
   * Writes the record, replacing any item at its key. One PutItem; with {@code @Unique} values, one consistent
   * GetItem to learn the values stored, then one TransactWriteItems: the PutItem, only if those values are still
   * stored, and the moves of the uniqueness items of the values that change.
   *
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when another item holds one of its
   *     {@code @Unique} values; nothing is written
   */
  public void put(T record) {
    if (unique() == null) {
      table.putItem(operation("put"), putRequest(record));
    } else {
      unique().put(table, operation("put"), record, putItemRequest(record));
    }
  }

  @Override
  final PutItemRequest putItemRequest(T record) {
    return PutItemOperation.putRequest(table.context(), codec().toItem(required(record)));
  }

  /**
   * Replaces the stored record only if it exists ({@code attribute_exists}). One PutItem (with {@code @Unique}
   * values: a consistent GetItem, then one TransactWriteItems, as {@link #put}).
   *
   * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when another item holds one of its
   *     {@code @Unique} values; nothing is written
   */
  public void update(T record) {
    PutItemRequest request = PutItemOperation.replaceRequest(table.context(), codec().toItem(required(record)));
    if (unique() == null) {
      table.send(operation("update"), PutItemOperation.replace(request));
    } else {
      unique().replace(table, operation("update"), record, request);
    }
  }

  /**
   * Writes the record only if no item exists at its key ({@code attribute_not_exists}). One PutItem; with
   * {@code @Unique} values, one TransactWriteItems: the PutItem and a uniqueness item per non-null value, each
   * only if absent.
   *
   * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when another item holds one of its
   *     {@code @Unique} values; nothing is written
   */
  public void create(T record) {
    if (unique() == null) {
      table.putItem(operation("create"), createItemRequest(record));
    } else {
      unique().create(table, operation("create"), record, createItemRequest(record), OwnChecks.ABSENT);
    }
  }

  @Override
  final PutItemRequest createItemRequest(T record) {
    return PutItemOperation.createRequest(table.context(), codec().toItem(required(record)));
  }

  /**
   * {@link #update(Object)} only if the stored item also meets {@code when}. One PutItem (with {@code @Unique}
   * values, as {@link #update(Object)}).
   *
   * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
   * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet
   *     {@code when}; nothing is written
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when another item holds one of its
   *     {@code @Unique} values; nothing is written
   */
  public void update(T record, Function<C, Condition> when) {
    if (unique() == null) {
      table.send(operation("update"),
          PutItemOperation.conditional(replaceItemRequest(record, when), OwnChecks.PRESENT, codec()));
    } else {
      unique().replace(table, operation("update"), record, replaceItemRequest(record, when));
    }
  }

  /**
   * The conditional PutItem {@link #update(Object, Function)} sends, without sending it.
   *
   * @throws io.partitura.runtime.exceptions.NoSingleRequestException for an entity with {@code @Unique} values:
   *     the update sends a consistent GetItem, then a TransactWriteItems built from what it read
   */
  public PutItemRequest updateRequest(T record, Function<C, Condition> when) {
    refuseWithUnique("updateRequest", "update");
    return replaceItemRequest(record, when);
  }

  private PutItemRequest replaceItemRequest(T record, Function<C, Condition> when) {
    return PutItemOperation.withCondition(
        PutItemOperation.replaceRequest(table.context(), codec().toItem(required(record))), condition(when));
  }

  /**
   * {@link #put(Object)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition
   * on a missing item). One PutItem (with {@code @Unique} values, as {@link #put(Object)}).
   *
   * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet
   *     {@code when}; nothing is written
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when another item holds one of its
   *     {@code @Unique} values; nothing is written
   */
  public void put(T record, Function<C, Condition> when) {
    if (unique() == null) {
      table.send(operation("put"), PutItemOperation.conditional(putItemRequest(record, when), OwnChecks.NONE, codec()));
    } else {
      unique().put(table, operation("put"), record, putItemRequest(record, when));
    }
  }

  /**
   * {@link #create(Object)} only if {@code when} also holds: it is evaluated on the missing item, so only
   * conditions that hold for absent attributes can pass. One PutItem (with {@code @Unique} values, one
   * TransactWriteItems).
   *
   * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
   * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet
   *     {@code when}; nothing is written
   * @throws io.partitura.runtime.exceptions.UniqueValueTakenException when another item holds one of its
   *     {@code @Unique} values; nothing is written
   */
  public void create(T record, Function<C, Condition> when) {
    if (unique() == null) {
      table.send(operation("create"),
          PutItemOperation.conditional(createItemRequest(record, when), OwnChecks.ABSENT, codec()));
    } else {
      unique().create(table, operation("create"), record, createItemRequest(record, when), OwnChecks.ABSENT);
    }
  }

  @Override
  final OwnChecks createChecks() {
    return OwnChecks.ABSENT;
  }
}
