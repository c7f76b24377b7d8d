package example.locking;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Deposit}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists; it increments {@code version}, and {@link #expectVersion} makes it conditional on the version read. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DepositUpdate extends EntityUpdate<Deposit, DepositConditions, DepositUpdate> {
    /** Used by {@link DepositRepository#update}. */
    public DepositUpdate(Update<Deposit> update) {
        super(update, DepositConditions.INSTANCE);
    }

    /** Sets {@code amount} (attribute {@code amount}). */
    public DepositUpdate amount(long amount) {
        return set("amount", () -> Items.number(amount));
    }

    /** Adds {@code delta} to {@code amount} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
    public DepositUpdate amountAdd(long delta) {
        return add("amount", () -> Items.number(delta));
    }

    /** Sets {@code amount} only if the stored item has none ({@code if_not_exists}). */
    public DepositUpdate amountIfAbsent(long amount) {
        return setIfAbsent("amount", () -> Items.number(amount));
    }

    /** Applies only if the stored item is still at {@code version}; otherwise {@code StaleVersionException}. */
    public DepositUpdate expectVersion(long version) {
        this.update.expectVersion(version);
        return this;
    }
}
