package example.locking;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Vault}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists; it increments {@code version}, and {@link #expectVersion} makes it conditional on the version read. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultUpdate {
    private final Update<Vault> update;

    /**
     * Used by {@link VaultRepository#update}.
     */
    public VaultUpdate(Update<Vault> update) {
        this.update = update;
    }

    /**
     * Sets {@code owner} (attribute {@code owner}).
     */
    public VaultUpdate owner(String owner) {
        this.update.set("owner", () -> Items.string(owner));
        return this;
    }

    /**
     * Sets {@code balance} (attribute {@code balance}).
     */
    public VaultUpdate balance(long balance) {
        this.update.set("balance", () -> Items.number(balance));
        return this;
    }

    /**
     * Sets {@code owner} only if the stored item has none ({@code if_not_exists}).
     */
    public VaultUpdate ownerIfAbsent(String owner) {
        this.update.setIfAbsent("owner", () -> Items.string(owner));
        return this;
    }

    /**
     * Adds {@code delta} to {@code balance} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored.
     */
    public VaultUpdate balanceAdd(long delta) {
        this.update.add("balance", () -> Items.number(delta));
        return this;
    }

    /**
     * Sets {@code balance} only if the stored item has none ({@code if_not_exists}).
     */
    public VaultUpdate balanceIfAbsent(long balance) {
        this.update.setIfAbsent("balance", () -> Items.number(balance));
        return this;
    }

    /**
     * Applies only if the stored item is still at {@code version}; otherwise {@code StaleVersionException}.
     */
    public VaultUpdate expectVersion(long version) {
        this.update.expectVersion(version);
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.vaultId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public VaultUpdate when(Function<VaultConditions, Condition> when) {
        this.update.when(VaultConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Vault apply() {
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
