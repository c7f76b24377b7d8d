package io.partitura.runtime.table;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;

/**
 * What every generated {@code <Table>TransactGet} does the same way, over one {@link ReadTransaction}:
 * typed adders hand it keys; it builds, sends and decodes the one TransactGetItems, and the generated
 * class groups the records found by entity.
 *
 * @param <T> the generated class, which each adder returns
 * @param <R> its result: the records found, grouped by entity
 */
public abstract class TableTransactGet<T extends TableTransactGet<T, R>, R> {
  /** The operation name reads are reported and refused under. */
  public static final String OPERATION = "transactGet";

  private final ReadTransaction transaction;

  protected TableTransactGet(TableClient table) {
    this.transaction = new ReadTransaction(table, OPERATION);
  }

  /** Adds the item at {@code key}, to be read as {@code codec}'s record. */
  protected final T addGet(Map<String, AttributeValue> key, ItemCodec<?> codec) {
    transaction.get(key, codec);
    @SuppressWarnings("unchecked")
    T self = (T) this;
    return self;
  }

  /** {@code found}, one record or {@code null} per key in the order added, grouped by entity. */
  protected abstract R byEntity(List<Object> found);

  /** The TransactGetItems {@link #execute()} sends, without sending it. */
  public TransactGetItemsRequest toRequest() {
    return transaction.toRequest();
  }

  /** The TransactGetItems {@link #execute()} sends, rendered; nothing is sent. */
  public RequestDescription describe() {
    return transaction.describe();
  }

  /**
   * Reads every key added: one TransactGetItems. The items found, grouped by entity, in the order
   * their keys were added.
   *
   * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled the
   *     read (a conflicting write transaction, say)
   */
  public R execute() {
    return byEntity(transaction.execute());
  }
}
