package example.pricing;

import io.partitura.runtime.condition.AttributeCondition;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Product}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.productId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProductConditions extends EntityConditions {
    public static final ProductConditions INSTANCE = new ProductConditions();

    private ProductConditions() {
        super(PricingTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<ProductConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code productId} (attribute {@code productId}). */
    public StringCondition productId() {
        return new StringCondition("productId", value -> Items.string(value));
    }

    /** Conditions on {@code name} (attribute {@code name}). */
    public StringCondition name() {
        return new StringCondition("name", value -> Items.string(value));
    }

    /** Whether the stored item has {@code price} (attribute {@code price}); its value is not compared. */
    public AttributeCondition price() {
        return new AttributeCondition("price");
    }

    /** Whether the stored item has {@code listPrice} (attribute {@code listPrice}); its value is not compared. */
    public AttributeCondition listPrice() {
        return new AttributeCondition("listPrice");
    }
}
