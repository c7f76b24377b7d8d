package example.locking;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Deposit}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists; it increments {@code version}, and {@link #expectVersion} makes it conditional on the version read. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DepositUpdate {
    private final Update<Deposit> update;

    /**
     * Used by {@link DepositRepository#update}.
     */
    public DepositUpdate(Update<Deposit> update) {
        this.update = update;
    }

    /**
     * Sets {@code amount} (attribute {@code amount}).
     */
    public DepositUpdate amount(long amount) {
        this.update.set("amount", () -> Items.number(amount));
        return this;
    }

    /**
     * Adds {@code delta} to {@code amount} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored.
     */
    public DepositUpdate amountAdd(long delta) {
        this.update.add("amount", () -> Items.number(delta));
        return this;
    }

    /**
     * Sets {@code amount} only if the stored item has none ({@code if_not_exists}).
     */
    public DepositUpdate amountIfAbsent(long amount) {
        this.update.setIfAbsent("amount", () -> Items.number(amount));
        return this;
    }

    /**
     * Applies only if the stored item is still at {@code version}; otherwise {@code StaleVersionException}.
     */
    public DepositUpdate expectVersion(long version) {
        this.update.expectVersion(version);
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.vaultId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public DepositUpdate when(Function<DepositConditions, Condition> when) {
        this.update.when(DepositConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Deposit apply() {
        return this.update.apply();
    }

    /**
     * The UpdateItem {@link #apply()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.update.describe();
    }

    /**
     * The UpdateItem {@link #apply()} sends, without sending it.
     */
    public UpdateItemRequest toRequest() {
        return this.update.toRequest();
    }
}
