package example.locking;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Vault}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.vaultId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultConditions extends EntityConditions {
    public static final VaultConditions INSTANCE = new VaultConditions();

    private VaultConditions() {
        super(LockingTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<VaultConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code vaultId} (attribute {@code vaultId}). */
    public StringCondition vaultId() {
        return new StringCondition("vaultId", value -> Items.string(value));
    }

    /** Conditions on {@code owner} (attribute {@code owner}). */
    public StringCondition owner() {
        return new StringCondition("owner", value -> Items.string(value));
    }

    /** Conditions on {@code balance} (attribute {@code balance}). */
    public OrderedCondition<Long> balance() {
        return new OrderedCondition<>("balance", value -> Items.number(value));
    }

    /** Conditions on {@code version} (attribute {@code version}). */
    public OrderedCondition<Long> version() {
        return new OrderedCondition<>("version", value -> Items.number(value));
    }
}
