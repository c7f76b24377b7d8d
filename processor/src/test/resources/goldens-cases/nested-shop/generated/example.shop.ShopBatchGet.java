package example.shop;

import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.RecordsByType;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code shop} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ShopBatchGet extends TypedBatchGet<ShopBatchGet> {
    public ShopBatchGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Customer}. */
    public ShopBatchGet customer(String customerId) {
        return add(CustomerKeys.primaryKey(customerId));
    }

    /** Adds the key of one {@link Order}. */
    public ShopBatchGet order(String customerId, String orderId) {
        return add(OrderKeys.primaryKey(customerId, orderId));
    }

    /** Adds the key of one {@link OrderLine}. */
    public ShopBatchGet orderLine(String customerId, String orderId, int lineNo) {
        return add(OrderLineKeys.primaryKey(customerId, orderId, lineNo));
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public ShopBatchGetResult execute() {
        RecordsByType found = read(CustomerCodec.INSTANCE, OrderCodec.INSTANCE, OrderLineCodec.INSTANCE);
        return new ShopBatchGetResult(found.records(Customer.class), found.records(Order.class), found.records(OrderLine.class));
    }
}
