package io.partitura.runtime.transaction;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.InvalidTransactionException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.operation.TransactGetItemsOperation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;

/**
 * Reads of one table that see one moment: one {@code TransactGetItems}, which DynamoDB serves
 * serializably with the writes around it (a read in a transaction that a concurrent write
 * transaction touches is cancelled, never torn). Generated {@code <Table>TransactGet} classes add
 * typed keys. Refused before sending ({@link InvalidTransactionException}): a 101st get, a key asked
 * twice, none at all.
 */
public final class ReadTransaction {
  /** DynamoDB's limit on gets per TransactGetItems. */
  public static final int MAX_GETS = 100;

  private final TableClient table;
  private final String operation;
  private final List<Map<String, AttributeValue>> keys = new ArrayList<>();
  private final List<ItemCodec<?>> codecs = new ArrayList<>();
  private final Map<Map<String, AttributeValue>, Integer> indexByKey = new HashMap<>();

  public ReadTransaction(TableClient table, String operation) {
    this.table = Objects.requireNonNull(table, "table");
    this.operation = Objects.requireNonNull(operation, "operation");
  }

  /** Adds the item at {@code key}, to be read as {@code codec}'s record. */
  public ReadTransaction get(Map<String, AttributeValue> key, ItemCodec<?> codec) {
    String description = description(key, codec);
    if (keys.size() == MAX_GETS) {
      throw new InvalidTransactionException(operation + ": " + description + " would be get " + (MAX_GETS + 1)
          + "; DynamoDB takes at most " + MAX_GETS + " gets per TransactGetItems. Nothing was sent.");
    }
    Integer earlier = indexByKey.get(key);
    if (earlier != null) {
      throw new InvalidTransactionException(operation + ": " + description + " is the same item as get [" + earlier
          + "]; DynamoDB refuses a TransactGetItems that names one item twice. Nothing was sent.");
    }
    indexByKey.put(key, keys.size());
    keys.add(key);
    codecs.add(codec);
    return this;
  }

  /** The number of gets added. */
  public int size() {
    return keys.size();
  }

  /**
   * The TransactGetItems {@link #execute} sends, without sending it.
   *
   * @throws InvalidTransactionException when no get was added
   */
  public TransactGetItemsRequest toRequest() {
    if (keys.isEmpty()) {
      throw new InvalidTransactionException(operation + ": the transaction has no get; DynamoDB refuses an empty "
          + "TransactGetItems. Nothing was sent.");
    }
    return TransactGetItemsOperation.request(table.context(), keys);
  }

  /** The request rendered; nothing is sent. */
  public RequestDescription describe() {
    return RequestDescription.of(toRequest());
  }

  /**
   * Sends the one TransactGetItems.
   *
   * @return one record per get, in the order added: {@code null} where there is no item (or it has
   *     expired, see {@link io.partitura.runtime.item.Expiry#isExpired})
   * @throws CancelledTransactionException when DynamoDB cancelled the read (a conflicting write
   *     transaction, say); its reasons say which get and why
   * @throws io.partitura.runtime.exceptions.ItemMappingException when an item cannot be read as its record
   */
  public List<Object> execute() {
    List<Map<String, AttributeValue>> items = table.send(operation, TransactGetItemsOperation.of(toRequest(),
        this::cancelled));
    List<Object> records = new ArrayList<>(keys.size());
    for (int i = 0; i < keys.size(); i++) {
      Map<String, AttributeValue> item = items.get(i);
      records.add(item == null ? null : table.decode(operation, codecs.get(i), item));
    }
    return Collections.unmodifiableList(records);
  }

  /** The records of {@code type} among {@link #execute}'s, in the order asked: for typed results. */
  public static <T> List<T> ofType(List<Object> records, Class<T> type) {
    List<T> typed = new ArrayList<>();
    for (Object record : records) {
      if (type.isInstance(record)) {
        typed.add(type.cast(record));
      }
    }
    return typed;
  }

  private CancelledTransactionException cancelled(
      software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException cancelled) {
    List<software.amazon.awssdk.services.dynamodb.model.CancellationReason> sdkReasons =
        cancelled.hasCancellationReasons() ? cancelled.cancellationReasons() : List.of();
    List<CancelledTransactionException.Reason> reasons = new ArrayList<>();
    for (int i = 0; i < keys.size(); i++) {
      software.amazon.awssdk.services.dynamodb.model.CancellationReason sdk =
          i < sdkReasons.size() ? sdkReasons.get(i) : null;
      reasons.add(new CancelledTransactionException.Reason(i, description(keys.get(i), codecs.get(i)),
          sdk == null || sdk.code() == null ? "Unknown" : sdk.code(), sdk == null ? null : sdk.message(), null, null,
          null));
    }
    return new CancelledTransactionException(operation, Reasons.message(operation, "TransactGetItems", reasons),
        reasons, cancelled);
  }

  private String description(Map<String, AttributeValue> key, ItemCodec<?> codec) {
    return "get " + (codec == null ? "item" : codec.type().getSimpleName()) + " at " + table.describeKey(key);
  }
}
