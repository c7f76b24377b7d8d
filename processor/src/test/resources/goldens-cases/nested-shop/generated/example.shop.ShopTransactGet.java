package example.shop;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;

/**
 * Keys to read from table {@code shop} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ShopTransactGet {
    private final ReadTransaction transaction;

    /**
     * Used by {@link ShopTable#transactGet()}.
     */
    public ShopTransactGet(TableClient table) {
        this.transaction = new ReadTransaction(table, "transactGet");
    }

    /**
     * Adds the key of one {@link Customer}.
     */
    public ShopTransactGet customer(String customerId) {
        this.transaction.get(CustomerKeys.primaryKey(customerId), CustomerCodec.INSTANCE);
        return this;
    }

    /**
     * Adds the key of one {@link Order}.
     */
    public ShopTransactGet order(String customerId, String orderId) {
        this.transaction.get(OrderKeys.primaryKey(customerId, orderId), OrderCodec.INSTANCE);
        return this;
    }

    /**
     * Adds the key of one {@link OrderLine}.
     */
    public ShopTransactGet orderLine(String customerId, String orderId, int lineNo) {
        this.transaction.get(OrderLineKeys.primaryKey(customerId, orderId, lineNo), OrderLineCodec.INSTANCE);
        return this;
    }

    /**
     * The TransactGetItems {@link #execute()} sends, without sending it.
     */
    public TransactGetItemsRequest toRequest() {
        return this.transaction.toRequest();
    }

    /**
     * The TransactGetItems {@link #execute()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.transaction.describe();
    }

    /**
     * Reads every key added: one TransactGetItems. The items found, grouped by entity, in the order their keys were added.
     *
     * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled the read (a conflicting write transaction, say)
     */
    public ShopBatchGetResult execute() {
        List<Object> found = this.transaction.execute();
        return new ShopBatchGetResult(ReadTransaction.ofType(found, Customer.class), ReadTransaction.ofType(found, Order.class), ReadTransaction.ofType(found, OrderLine.class));
    }
}
