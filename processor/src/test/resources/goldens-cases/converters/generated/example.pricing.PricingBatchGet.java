package example.pricing;

import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.RecordsByType;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code pricing} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PricingBatchGet extends TypedBatchGet<PricingBatchGet> {
    public PricingBatchGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Product}. */
    public PricingBatchGet product(String productId) {
        return add(ProductKeys.primaryKey(productId));
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public PricingBatchGetResult execute() {
        RecordsByType found = read(ProductCodec.INSTANCE);
        return new PricingBatchGetResult(found.records(Product.class));
    }
}
