package example.locking;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Deposit}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.vaultId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DepositConditions extends EntityConditions {
    public static final DepositConditions INSTANCE = new DepositConditions();

    private DepositConditions() {
        super(LockingTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<DepositConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code vaultId} (attribute {@code vaultId}). */
    public StringCondition vaultId() {
        return new StringCondition("vaultId", value -> Items.string(value));
    }

    /** Conditions on {@code depositId} (attribute {@code depositId}). */
    public StringCondition depositId() {
        return new StringCondition("depositId", value -> Items.string(value));
    }

    /** Conditions on {@code amount} (attribute {@code amount}). */
    public OrderedCondition<Long> amount() {
        return new OrderedCondition<>("amount", value -> Items.number(value));
    }

    /** Conditions on {@code version} (attribute {@code version}). */
    public OrderedCondition<Integer> version() {
        return new OrderedCondition<>("version", value -> Items.number(value));
    }
}
