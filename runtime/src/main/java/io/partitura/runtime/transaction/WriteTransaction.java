package io.partitura.runtime.transaction;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.RenderedCondition;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.InvalidTransactionException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.ItemSize;
import io.partitura.runtime.operation.ConditionRefusal;
import io.partitura.runtime.operation.OwnChecks;
import io.partitura.runtime.operation.Placeholders;
import io.partitura.runtime.operation.TransactWriteItemsOperation;
import io.partitura.runtime.write.Update;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Writes to one table that succeed or fail together: one {@code TransactWriteItems}. Generated
 * {@code <Table>Transaction} classes add typed actions; each action is the request the single write
 * would send (built by the same operations and {@link Update} code, so its own checks and the
 * caller's {@code when} compose exactly as they do there), turned into its {@code Transact*} form by
 * {@link TransactWriteItemsOperation}, asking for the stored item when its condition fails
 * ({@code ALL_OLD}).
 *
 * <p>What DynamoDB would refuse is refused before anything is sent, with
 * {@link InvalidTransactionException}: a 101st action, a second action on an item already in the
 * transaction, items over 4 MB in all (counted: the whole item of each put, the key and the values
 * set of each update, the key of other actions; so what is refused is surely over), an empty
 * transaction, an update that changes nothing, an idempotency token that is empty or over 36
 * characters. A transaction DynamoDB cancels raises {@link CancelledTransactionException}, with the
 * reason of each action.
 */
public final class WriteTransaction {
  /** DynamoDB's limit on actions per TransactWriteItems. */
  public static final int MAX_ACTIONS = 100;

  /** DynamoDB's limit on the length of a {@code ClientRequestToken}. */
  public static final int MAX_TOKEN_LENGTH = 36;

  private final TableClient table;
  private final String operation;
  private final String shownName;
  private final List<Action> actions = new ArrayList<>();
  private final Map<Map<String, AttributeValue>, Integer> actionByKey = new HashMap<>();
  /** The reads sent while actions were added (a move of uniqueness items reads the values first): shown by describe. */
  private final List<ReadFirst> readsFirst = new ArrayList<>();
  private long bytes;
  private String token;

  /** One action as added: its request, what it is, and how to read a refusal of it. */
  record Action(TransactWriteItem item, String description, Map<String, AttributeValue> key, OwnChecks own,
      ItemCodec<?> codec, String condition, Map<String, String> names, Map<String, AttributeValue> values) {}

  /** A read sent while an action was added, and why: {@link #describe()} shows it before the actions. */
  record ReadFirst(GetItemRequest request, String why) {}

  /**
   * @param operation the name the request is reported and refused under, such as {@code "transaction"}
   */
  public WriteTransaction(TableClient table, String operation) {
    this(table, operation, null);
  }

  /**
   * @param operation the name the request is reported and refused under
   * @param shownName the name {@link #describe()} shows as the access pattern, or {@code null} for none
   *     (an unnamed transaction's description stays as DynamoDB's console shows the request)
   */
  public WriteTransaction(TableClient table, String operation, String shownName) {
    this.table = Objects.requireNonNull(table, "table");
    this.operation = Objects.requireNonNull(operation, "operation");
    this.shownName = shownName;
  }

  /**
   * Adds a put as built for the single write ({@code createRequest}, {@code putRequest}, …).
   *
   * @param verb what the write is, for messages: {@code create}, {@code put}, {@code replace}
   * @param own what the write checks by itself, as the single write passes it
   */
  public WriteTransaction put(String verb, PutItemRequest request, OwnChecks own, ItemCodec<?> codec) {
    return add(TransactWriteItemsOperation.put(request), verb, table.keyOf(request.item()), ItemSize.of(request.item()),
        own, codec, request.conditionExpression(), request.expressionAttributeNames(),
        request.expressionAttributeValues());
  }

  /**
   * Adds a versioned put as built for the single write ({@code putRequest} of a record with a
   * {@code @Version}): its item holds the new version n, and it requires the stored item at n - 1 (none
   * for n = 1), as {@link io.partitura.runtime.operation.PutItemOperation#versionedPutRequest} says.
   */
  public WriteTransaction putVersioned(PutItemRequest request, String versionAttribute, ItemCodec<?> codec) {
    long newVersion = Long.parseLong(request.item().get(versionAttribute).n());
    return put("put", request, OwnChecks.version(versionAttribute, newVersion - 1), codec);
  }

  /**
   * Adds a partial update: the UpdateItem {@code update} would send (its SETs, ADDs, REMOVEs, version
   * increment, existence and version checks, and its {@code when}).
   */
  public WriteTransaction update(Update<?> update) {
    if (update.changesNothing()) {
      throw new InvalidTransactionException(operation + ": update " + update.codec().type().getSimpleName() + " at "
          + table.describeKey(update.key()) + " changes nothing; DynamoDB refuses an update without an "
          + "UpdateExpression. Nothing was sent.");
    }
    UpdateItemRequest request = update.toRequest();
    return add(TransactWriteItemsOperation.update(request), "update", request.key(), update.sizeAtLeast(),
        update.ownChecks(), update.codec(), request.conditionExpression(), request.expressionAttributeNames(),
        request.expressionAttributeValues());
  }

  /** Adds a delete as built for the single write ({@code deleteRequest}). */
  public WriteTransaction delete(DeleteItemRequest request, OwnChecks own, ItemCodec<?> codec) {
    return add(TransactWriteItemsOperation.delete(request), "delete", request.key(), ItemSize.of(request.key()), own,
        codec, request.conditionExpression(), request.expressionAttributeNames(), request.expressionAttributeValues());
  }

  /** Adds a check that the item at {@code key} meets {@code condition}; it writes nothing. */
  public WriteTransaction conditionCheck(Map<String, AttributeValue> key, Condition condition, ItemCodec<?> codec) {
    RenderedCondition rendered = Objects.requireNonNull(condition, "condition").render();
    return conditionCheck("check", key, rendered.expression(), rendered.names(), rendered.values(), OwnChecks.NONE,
        codec);
  }

  /**
   * Adds a check that an item exists at {@code key} ({@code attribute_exists}); a failure is the
   * {@link io.partitura.runtime.exceptions.ItemNotFoundException} a replace of it would raise.
   */
  public WriteTransaction conditionCheckExists(Map<String, AttributeValue> key, ItemCodec<?> codec) {
    return conditionCheck("check exists", key, "attribute_exists(" + Placeholders.PK_NAME + ")",
        Map.of(Placeholders.PK_NAME, table.partitionKeyName()), Map.of(), OwnChecks.PRESENT, codec);
  }

  private WriteTransaction conditionCheck(String verb, Map<String, AttributeValue> key, String expression,
      Map<String, String> names, Map<String, AttributeValue> values, OwnChecks own, ItemCodec<?> codec) {
    return add(TransactWriteItemsOperation.conditionCheck(table.context(), key, expression, names, values), verb, key,
        ItemSize.of(key), own, codec, expression, names, values);
  }

  /**
   * Adds the actions {@code adds} adds, all of them or none: when one is refused (a 101st action, a second one
   * on an item, over 4 MB), those {@code adds} added before it are taken out again, so that a write whose
   * uniqueness items cannot join is never sent without them. The actions added before stay.
   *
   * @param write what {@code adds} adds, for the message: {@code "update Customer at PK=…"}
   * @throws InvalidTransactionException naming the action refused and saying that none of {@code write} joined
   */
  public <R> R allOrNone(String write, java.util.function.Supplier<R> adds) {
    int actionsBefore = actions.size();
    int readsBefore = readsFirst.size();
    long bytesBefore = bytes;
    try {
      return adds.get();
    } catch (RuntimeException refused) {
      while (actions.size() > actionsBefore) {
        actionByKey.remove(actions.remove(actions.size() - 1).key());
      }
      while (readsFirst.size() > readsBefore) {
        readsFirst.remove(readsFirst.size() - 1);
      }
      bytes = bytesBefore;
      if (refused instanceof InvalidTransactionException) {
        throw new InvalidTransactionException(refused.getMessage() + " None of the actions of " + write
            + " joined the transaction (its item's write and its uniqueness items go together); the "
            + actionsBefore + " added before it stay.");
      }
      throw refused;
    }
  }

  /**
   * Records that {@code request} was sent while an action was being added, so that {@link #describe()} shows
   * it: the transaction's actions depend on what it read.
   *
   * @param why what the read is for, shown with it
   */
  public void readFirst(GetItemRequest request, String why) {
    readsFirst.add(new ReadFirst(Objects.requireNonNull(request, "request"), why));
  }

  /** The reads sent while the actions were added ({@link #readFirst}), in order. */
  public int readsFirst() {
    return readsFirst.size();
  }

  /**
   * The {@code ClientRequestToken}: DynamoDB applies a transaction sent again with the same token
   * (within 10 minutes) only once. 1 to 36 characters; {@code null} for none.
   */
  public WriteTransaction idempotencyToken(String token) {
    if (token != null && (token.isEmpty() || token.length() > MAX_TOKEN_LENGTH)) {
      throw new InvalidTransactionException(operation + ": the idempotency token " + quoted(token) + " is "
          + token.length() + " characters; DynamoDB takes 1 to " + MAX_TOKEN_LENGTH + ". Nothing was sent.");
    }
    this.token = token;
    return this;
  }

  /** The number of actions added. */
  public int size() {
    return actions.size();
  }

  /** What each action is, in order: {@code create Order at PK="…", SK="…"}. */
  public List<String> descriptions() {
    return actions.stream().map(Action::description).toList();
  }

  /**
   * The TransactWriteItems {@link #execute} sends, without sending it.
   *
   * @throws InvalidTransactionException when no action was added
   */
  public TransactWriteItemsRequest toRequest() {
    if (actions.isEmpty()) {
      throw new InvalidTransactionException(operation + ": the transaction has no action; DynamoDB refuses an "
          + "empty TransactWriteItems. Nothing was sent.");
    }
    return TransactWriteItemsOperation.request(actions.stream().map(Action::item).toList(), token);
  }

  /**
   * The request rendered; nothing is sent. When actions were added that read the stored item first (moves of
   * uniqueness items), those GetItems, already sent, are shown before the actions, each with what it was for.
   */
  public RequestDescription describe() {
    RequestDescription description = RequestDescription.of(toRequest());
    if (!readsFirst.isEmpty()) {
      description = description.afterReads(readsFirst.stream().map(ReadFirst::request).toList(),
          readsFirst.stream().map(ReadFirst::why).toList());
    }
    return shownName == null ? description : description.withAccessPattern(shownName);
  }

  /**
   * Sends the one TransactWriteItems: every action is applied, or none.
   *
   * @throws CancelledTransactionException when DynamoDB cancelled it; nothing was written, and its
   *     reasons say which action failed and why
   */
  public void execute() {
    table.send(operation, TransactWriteItemsOperation.of(toRequest(), this::cancelled));
  }

  /** The cancellation of this transaction as Partitura's exception, one reason per action. */
  CancelledTransactionException cancelled(
      software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException cancelled) {
    List<software.amazon.awssdk.services.dynamodb.model.CancellationReason> sdkReasons =
        cancelled.hasCancellationReasons() ? cancelled.cancellationReasons() : List.of();
    List<CancelledTransactionException.Reason> reasons = new ArrayList<>();
    for (int i = 0; i < actions.size(); i++) {
      Action action = actions.get(i);
      software.amazon.awssdk.services.dynamodb.model.CancellationReason sdk =
          i < sdkReasons.size() ? sdkReasons.get(i) : null;
      String code = sdk == null || sdk.code() == null ? "Unknown" : sdk.code();
      Map<String, AttributeValue> stored = sdk != null && sdk.hasItem() && !sdk.item().isEmpty() ? sdk.item() : null;
      Object record = ConditionRefusal.storedRecord(table.context(), action.codec(), stored);
      io.partitura.runtime.exceptions.PartituraException refusal = null;
      if (CancelledTransactionException.CONDITIONAL_CHECK_FAILED.equals(code)) {
        refusal = Reasons.refusal(table, operation + " [" + i + "]", action, stored, record,
            cancelled);
      }
      reasons.add(new CancelledTransactionException.Reason(i, action.description(), code,
          sdk == null ? null : sdk.message(), stored, record, refusal));
    }
    return new CancelledTransactionException(operation, Reasons.message(operation, "TransactWriteItems", reasons),
        reasons, cancelled);
  }

  private WriteTransaction add(TransactWriteItem item, String verb, Map<String, AttributeValue> key, long size,
      OwnChecks own, ItemCodec<?> codec, String condition, Map<String, String> names,
      Map<String, AttributeValue> values) {
    String description = verb + " " + (codec == null ? "item" : codec.type().getSimpleName()) + " at "
        + table.describeKey(key);
    if (actions.size() == MAX_ACTIONS) {
      throw new InvalidTransactionException(operation + ": " + description + " would be action " + (MAX_ACTIONS + 1)
          + "; DynamoDB takes at most " + MAX_ACTIONS + " actions per TransactWriteItems. Nothing was sent.");
    }
    Integer earlier = actionByKey.get(key);
    if (earlier != null) {
      throw new InvalidTransactionException(operation + ": " + description + " is on the same item as action ["
          + earlier + "] " + actions.get(earlier).description() + "; DynamoDB refuses two actions on one item in a "
          + "transaction. Nothing was sent.");
    }
    if (bytes + size > ItemSize.MAX_TRANSACTION_BYTES) {
      throw new InvalidTransactionException(operation + ": with " + description + " (" + size + " bytes) the "
          + "transaction's items come to at least " + (bytes + size) + " bytes (whole items of puts, keys and values "
          + "set of updates, keys of other actions, in UTF-8 as DynamoDB counts them), over DynamoDB's limit of " + ItemSize.MAX_TRANSACTION_BYTES
          + " bytes (4 MB) per transaction. Nothing was sent.");
    }
    actionByKey.put(key, actions.size());
    bytes += size;
    actions.add(new Action(item, description, key, own, codec, condition,
        names == null ? Map.of() : names, values == null ? Map.of() : values));
    return this;
  }

  private static String quoted(String text) {
    return "\"" + text + "\"";
  }
}
