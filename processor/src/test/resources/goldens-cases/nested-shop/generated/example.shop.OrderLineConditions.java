package example.shop;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link OrderLine}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.customerId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderLineConditions extends EntityConditions {
    public static final OrderLineConditions INSTANCE = new OrderLineConditions();

    private OrderLineConditions() {
        super(ShopTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<OrderLineConditions, Condition> when) {
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

    /** Conditions on {@code lineNo} (attribute {@code lineNo}). */
    public OrderedCondition<Integer> lineNo() {
        return new OrderedCondition<>("lineNo", value -> Items.number(value));
    }

    /** Conditions on {@code sku} (attribute {@code sku}). */
    public StringCondition sku() {
        return new StringCondition("sku", value -> Items.string(value));
    }

    /** Conditions on {@code quantity} (attribute {@code quantity}). */
    public OrderedCondition<Integer> quantity() {
        return new OrderedCondition<>("quantity", value -> Items.number(value));
    }
}
