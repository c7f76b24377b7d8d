package example.shop;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Customer}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.customerId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerConditions extends EntityConditions {
    public static final CustomerConditions INSTANCE = new CustomerConditions();

    private CustomerConditions() {
        super(ShopTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<CustomerConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code customerId} (attribute {@code customerId}). */
    public StringCondition customerId() {
        return new StringCondition("customerId", value -> Items.string(value));
    }

    /** Conditions on {@code name} (attribute {@code name}). */
    public StringCondition name() {
        return new StringCondition("name", value -> Items.string(value));
    }
}
