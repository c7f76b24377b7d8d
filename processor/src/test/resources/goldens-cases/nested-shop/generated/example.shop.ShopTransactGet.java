package example.shop;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code shop} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ShopTransactGet extends TableTransactGet<ShopTransactGet, ShopBatchGetResult> {
    /** Used by {@link ShopTable#transactGet()}. */
    public ShopTransactGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Customer}. */
    public ShopTransactGet customer(String customerId) {
        return addGet(CustomerKeys.primaryKey(customerId), CustomerCodec.INSTANCE);
    }

    /** Adds the key of one {@link Order}. */
    public ShopTransactGet order(String customerId, String orderId) {
        return addGet(OrderKeys.primaryKey(customerId, orderId), OrderCodec.INSTANCE);
    }

    /** Adds the key of one {@link OrderLine}. */
    public ShopTransactGet orderLine(String customerId, String orderId, int lineNo) {
        return addGet(OrderLineKeys.primaryKey(customerId, orderId, lineNo), OrderLineCodec.INSTANCE);
    }

    @Override
    protected ShopBatchGetResult byEntity(List<Object> found) {
        return new ShopBatchGetResult(ReadTransaction.ofType(found, Customer.class), ReadTransaction.ofType(found, Order.class), ReadTransaction.ofType(found, OrderLine.class));
    }
}
