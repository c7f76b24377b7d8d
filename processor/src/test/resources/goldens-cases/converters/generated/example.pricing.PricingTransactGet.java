package example.pricing;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code pricing} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PricingTransactGet extends TableTransactGet<PricingTransactGet, PricingBatchGetResult> {
    /** Used by {@link PricingTable#transactGet()}. */
    public PricingTransactGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Product}. */
    public PricingTransactGet product(String productId) {
        return addGet(ProductKeys.primaryKey(productId), ProductCodec.INSTANCE);
    }

    @Override
    protected PricingBatchGetResult byEntity(List<Object> found) {
        return new PricingBatchGetResult(ReadTransaction.ofType(found, Product.class));
    }
}
