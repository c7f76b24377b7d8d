package example.pricing;

import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** The items a {@link PricingBatchGet} found, grouped by entity, in the order their keys were added. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PricingBatchGetResult extends ResultByType {
    PricingBatchGetResult(List<Product> products) {
        super(RecordsByType.of(Product.class, products));
    }

    public List<Product> products() {
        return records(Product.class);
    }
}
