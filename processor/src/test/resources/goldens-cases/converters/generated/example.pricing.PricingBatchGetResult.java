package example.pricing;

import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The items a {@link PricingBatchGet} found, grouped by entity, in the order their keys were added.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PricingBatchGetResult {
    private final List<Product> products;

    PricingBatchGetResult(List<Product> products) {
        this.products = List.copyOf(products);
    }

    public List<Product> products() {
        return products;
    }

    @Override
    public String toString() {
        return "PricingBatchGetResult[" + "products=" + products + "]";
    }
}
