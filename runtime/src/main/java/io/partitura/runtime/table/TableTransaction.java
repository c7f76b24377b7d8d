package io.partitura.runtime.table;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidTransactionException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.operation.DeleteItemOperation;
import io.partitura.runtime.operation.OwnChecks;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.runtime.schema.TableDefinition;
import io.partitura.runtime.transaction.WriteTransaction;
import io.partitura.runtime.write.Update;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * What every generated {@code <Table>Transaction} does the same way, over one {@link WriteTransaction}:
 * each typed action hands the request its entity's repository builds for the single write to one of
 * the {@code add...} methods here, which pick the checks that write makes by itself ({@link OwnChecks})
 * from the entity's {@link TableDefinition.Entity}; the token, the request and sending are here too.
 *
 * @param <T> the generated transaction class, which each action returns
 */
public abstract class TableTransaction<T extends TableTransaction<T>> {
  /** The operation name transactions are reported and refused under unless named ({@link #TableTransaction(AbstractTable, String)}). */
  public static final String OPERATION = "transaction";

  /** Longest transaction name accepted: a metric tag, kept short. */
  public static final int MAX_NAME_LENGTH = 100;

  private final TableClient table;
  private final String operation;
  private final WriteTransaction transaction;

  /** @param db the table the transaction writes to; reported as {@value #OPERATION} */
  protected TableTransaction(AbstractTable db) {
    this(db, OPERATION, true);
  }

  /**
   * A named transaction: its request and refusals are reported under {@code name} (the listener's
   * {@code RequestEvent.operation()}, the {@code access.pattern} metric tag), and {@link #describe()}
   * shows it, so that two transactions can be told apart.
   *
   * @param db the table the transaction writes to
   * @param name the access pattern, such as {@code "assignTicket"}: 1 to {@value #MAX_NAME_LENGTH}
   *     characters, not blank
   * @throws InvalidTransactionException when the name is null, blank or longer; nothing is sent
   */
  protected TableTransaction(AbstractTable db, String name) {
    this(db, checkedName(name), false);
  }

  private TableTransaction(AbstractTable db, String operation, boolean unnamed) {
    this.table = Objects.requireNonNull(db, "db").tableClient();
    this.operation = operation;
    this.transaction = new WriteTransaction(table, operation, unnamed ? null : operation);
  }

  private static String checkedName(String name) {
    if (name == null || name.isBlank() || name.length() > MAX_NAME_LENGTH) {
      throw new InvalidTransactionException("transaction(name): a transaction's name is its access pattern in "
          + "metrics and messages, so it must have 1 to " + MAX_NAME_LENGTH + " characters and not be blank; was "
          + (name == null ? "null" : "\"" + name + "\"") + ". Nothing was sent.");
    }
    return name;
  }

  /** The name this transaction's request and refusals are reported under: its name, or {@value #OPERATION}. */
  public final String operation() {
    return operation;
  }

  /** The actions added so far, for actions that add more than one (uniqueness items). */
  protected final WriteTransaction actions() {
    return transaction;
  }

  /** A create: no item may exist at the key (none at all for a versioned entity). */
  protected final T addCreate(PutItemRequest request, ItemCodec<?> codec) {
    transaction.put("create", request, entity(codec).isVersioned() ? OwnChecks.ABSENT_VERSIONED : OwnChecks.ABSENT,
        codec);
    return self();
  }

  /**
   * The create of {@code record}, an entity with {@code @Unique} values, as its repository's create sends it:
   * the item's Put (at version 1 for a versioned entity), only if absent and meeting {@code when}, and the Put of
   * a uniqueness item per non-null value. Built here, since the repository's {@code createRequest} refuses to
   * return the Put alone.
   *
   * @param when the create's {@code when}, or {@code null}
   */
  protected final <R> T addUniqueCreate(R record, Condition when, ItemCodec<R> codec,
      io.partitura.runtime.unique.UniqueValues<R> unique) {
    TableDefinition.Entity entity = entity(codec);
    Objects.requireNonNull(record, entity.variable());
    Map<String, AttributeValue> item = new java.util.LinkedHashMap<>(codec.toItem(record));
    if (entity.isVersioned()) {
      item.put(entity.versionAttribute(), AttributeValue.fromN("1"));
    }
    PutItemRequest put = PutItemOperation.createRequest(table.context(), item);
    // The Put and its uniqueness items join together or not at all (a 101st action refused midway).
    transaction.allOrNone("create " + codec.type().getSimpleName() + " at " + table.describeKey(codec.primaryKey(record)),
        () -> {
          addCreate(when == null ? put : PutItemOperation.withCondition(put, when), codec);
          return unique.addTakes(transaction, table, operation(), record);
        });
    return self();
  }

  /**
   * The put of {@code record}, an entity with {@code @Unique} values, as its repository's put sends it: one
   * consistent GetItem now (sent before the transaction; {@link #describe()} shows it), then the item's Put,
   * guarded by the unique values read and meeting {@code when}, with the Delete of each old value's uniqueness
   * item and the Put of each new one ({@link io.partitura.runtime.unique.UniqueValues#addPut}). A versioned one is
   * put at the record's version + 1, only over the version it was read at (none for version 1), as
   * {@code VersionedRepository.put} writes it.
   *
   * @param when the put's {@code when}, or {@code null}
   * @throws io.partitura.runtime.exceptions.VersionOverflowException when the record is at its version
   *     component's largest value; nothing is sent
   */
  protected final <R> T addUniquePut(R record, Condition when, ItemCodec<R> codec,
      io.partitura.runtime.unique.UniqueValues<R> unique) {
    TableDefinition.Entity entity = entity(codec);
    Objects.requireNonNull(record, entity.variable());
    Map<String, AttributeValue> item = new java.util.LinkedHashMap<>(codec.toItem(record));
    if (!entity.isVersioned()) {
      PutItemRequest put = PutItemOperation.putRequest(table.context(), item);
      unique.addPut(transaction, table, operation(), record,
          when == null ? put : PutItemOperation.withCondition(put, when));
      return self();
    }
    // The record's version as the repository reads it: 0 when it has none (never written).
    AttributeValue stored = item.get(entity.versionAttribute());
    long version = stored == null || stored.n() == null ? 0 : Long.parseLong(stored.n());
    if (version >= entity.maxVersion()) {
      throw new io.partitura.runtime.exceptions.VersionOverflowException(operation(),
          table.describeKey(codec.primaryKey(record)), entity.maxVersion());
    }
    item.put(entity.versionAttribute(), AttributeValue.fromN(Long.toString(version + 1)));
    PutItemRequest put = PutItemOperation.versionedPutRequest(table.context(), operation(), item,
        entity.versionAttribute(), version + 1);
    unique.addPutVersioned(transaction, table, operation(), record,
        when == null ? put : PutItemOperation.withCondition(put, when), entity.versionAttribute());
    return self();
  }

  /**
   * As {@link #addUniquePut}, for a replace: only if the item exists (none read: {@code ItemNotFoundException},
   * and nothing joins the transaction).
   */
  protected final <R> T addUniqueReplace(R record, Condition when, ItemCodec<R> codec,
      io.partitura.runtime.unique.UniqueValues<R> unique) {
    Objects.requireNonNull(record, entity(codec).variable());
    PutItemRequest replace = PutItemOperation.replaceRequest(table.context(), codec.toItem(record));
    unique.addReplace(transaction, table, operation(), record,
        when == null ? replace : PutItemOperation.withCondition(replace, when));
    return self();
  }

  /**
   * The delete of the item at {@code key}, an entity with {@code @Unique} values: one consistent GetItem now, then
   * its Delete, guarded by the unique values read and meeting {@code when}, with the Delete of each of its
   * uniqueness items; with no item read, a ConditionCheck that there is still none
   * ({@link io.partitura.runtime.unique.UniqueValues#addDelete}).
   *
   * @param when the delete's {@code when}, or {@code null}
   */
  protected final <R> T addUniqueDelete(Map<String, AttributeValue> key, Condition when, ItemCodec<R> codec,
      io.partitura.runtime.unique.UniqueValues<R> unique) {
    entity(codec);
    DeleteItemRequest delete = DeleteItemOperation.request(table.context(), key);
    unique.addDelete(transaction, table, operation(), key,
        when == null ? delete : DeleteItemOperation.withCondition(delete, when));
    return self();
  }

  /**
   * A partial update of the item at {@code key}, for the generated typed update to wrap: its setters fill it, then
   * {@link #addUpdate(Update)} adds it. It checks and increments the version as the table definition's entity says
   * (its attribute and largest version are the definition's). Generated code wraps it in a statement, not through a
   * constructor reference: javac compiles that for less (issue 22).
   */
  protected final <R> Update<R> newUpdate(Map<String, AttributeValue> key, ItemCodec<R> codec) {
    return Update.of(table, operation, key, codec, entity(codec));
  }

  /** As {@link #newUpdate(Map, ItemCodec)}, of an entity with {@code @Unique} values: add it with {@link #addUniqueUpdate}. */
  protected final <R> Update<R> newUpdate(Map<String, AttributeValue> key, ItemCodec<R> codec,
      io.partitura.runtime.unique.UniqueValues<R> unique) {
    return newUpdate(key, codec).keepingUnique(unique);
  }

  /** Adds {@code update}, filled by its typed wrapper, as the UpdateItem it would send. */
  protected final T addUpdate(Update<?> update) {
    transaction.update(update);
    return self();
  }

  /**
   * Adds {@code update} of an entity with {@code @Unique} values, filled by its typed wrapper. One that names no
   * unique attribute is the plain UpdateItem {@link #addUpdate} adds. One that names one reads the item now (one
   * consistent GetItem; {@link #describe()} shows it) and adds the UpdateItem guarded by the unique values read,
   * with the Delete of the old value's uniqueness item and the Put of the new one
   * ({@link io.partitura.runtime.unique.UniqueValues#addUpdate}).
   */
  protected final <R> T addUniqueUpdate(Update<R> update, io.partitura.runtime.unique.UniqueValues<R> unique) {
    if (update.movesUniqueValues()) {
      unique.addUpdate(transaction, table, operation, update, update::written);
    } else {
      transaction.update(update);
    }
    return self();
  }

  /** A put: unchecked, or for a versioned entity only over the version the record was read at. */
  protected final T addPut(PutItemRequest request, ItemCodec<?> codec) {
    TableDefinition.Entity entity = entity(codec);
    if (entity.isVersioned()) {
      transaction.putVersioned(request, entity.versionAttribute(), codec);
    } else {
      transaction.put("put", request, OwnChecks.NONE, codec);
    }
    return self();
  }

  /** A replace of {@code record}'s stored item, only if it exists. */
  protected final <R> T addReplace(R record, ItemCodec<R> codec) {
    Objects.requireNonNull(record, entity(codec).variable());
    return addReplace(PutItemOperation.replaceRequest(table.context(), codec.toItem(record)), codec);
  }

  /** A replace as built for the single write ({@code updateRequest}): only if the item exists. */
  protected final T addReplace(PutItemRequest request, ItemCodec<?> codec) {
    transaction.put("replace", request, OwnChecks.PRESENT, codec);
    return self();
  }

  /** A delete as built for the single write ({@code deleteRequest}): a missing item is no failure. */
  protected final T addDelete(DeleteItemRequest request, ItemCodec<?> codec) {
    transaction.delete(request, OwnChecks.NONE, codec);
    return self();
  }

  /** A check that the item at {@code key} meets {@code condition}; it writes nothing. */
  protected final T addCheck(Map<String, AttributeValue> key, Condition condition, ItemCodec<?> codec) {
    transaction.conditionCheck(key, condition, codec);
    return self();
  }

  /**
   * The ClientRequestToken (1 to 36 characters): DynamoDB applies a transaction sent again with the
   * same token within 10 minutes only once.
   */
  public T idempotencyToken(String token) {
    transaction.idempotencyToken(token);
    return self();
  }

  /** The TransactWriteItems {@link #execute()} sends, without sending it. */
  public TransactWriteItemsRequest toRequest() {
    return transaction.toRequest();
  }

  /** The TransactWriteItems {@link #execute()} sends, rendered; nothing is sent. */
  public RequestDescription describe() {
    return transaction.describe();
  }

  /**
   * Sends the one TransactWriteItems: every action is applied, or none.
   *
   * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled it;
   *     nothing is written
   */
  public void execute() {
    transaction.execute();
  }

  private TableDefinition.Entity entity(ItemCodec<?> codec) {
    TableDefinition.Entity entity = table.definition().entity(codec.type());
    if (entity == null) {
      throw new IllegalArgumentException(operation + ": " + codec.type().getName() + " is not an entity of table "
          + table.definition().tableName());
    }
    return entity;
  }

  @SuppressWarnings("unchecked")
  private T self() {
    return (T) this;
  }
}
