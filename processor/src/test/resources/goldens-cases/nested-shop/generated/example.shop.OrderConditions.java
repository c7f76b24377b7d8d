package example.shop;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.item.Items;
import java.time.Instant;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Order}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.customerId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderConditions extends EntityConditions {
    public static final OrderConditions INSTANCE = new OrderConditions();

    private OrderConditions() {
        super(ShopTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<OrderConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code customerId} (attribute {@code customerId}). */
    public StringCondition customerId() {
        return new StringCondition("customerId", value -> Items.string(value));
    }

    /** Conditions on {@code orderId} (attribute {@code orderId}). */
    public StringCondition orderId() {
        return new StringCondition("orderId", value -> Items.string(value));
    }

    /** Conditions on {@code placedAt} (attribute {@code placedAt}). */
    public ValueCondition<Instant> placedAt() {
        return new ValueCondition<>("placedAt", value -> Items.instant(value));
    }
}
