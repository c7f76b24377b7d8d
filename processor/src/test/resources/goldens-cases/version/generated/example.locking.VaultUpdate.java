package example.locking;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Vault}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists; it increments {@code version}, and {@link #expectVersion} makes it conditional on the version read. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultUpdate extends EntityUpdate<Vault, VaultConditions, VaultUpdate> {
    /** Used by {@link VaultRepository#update}. */
    public VaultUpdate(Update<Vault> update) {
        super(update, VaultConditions.INSTANCE);
    }

    /** Sets {@code owner} (attribute {@code owner}). */
    public VaultUpdate owner(String owner) {
        return set("owner", () -> Items.string(owner));
    }

    /** Sets {@code balance} (attribute {@code balance}). */
    public VaultUpdate balance(long balance) {
        return set("balance", () -> Items.number(balance));
    }

    /** Sets {@code owner} only if the stored item has none ({@code if_not_exists}). */
    public VaultUpdate ownerIfAbsent(String owner) {
        return setIfAbsent("owner", () -> Items.string(owner));
    }

    /** Adds {@code delta} to {@code balance} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
    public VaultUpdate balanceAdd(long delta) {
        return add("balance", () -> Items.number(delta));
    }

    /** Sets {@code balance} only if the stored item has none ({@code if_not_exists}). */
    public VaultUpdate balanceIfAbsent(long balance) {
        return setIfAbsent("balance", () -> Items.number(balance));
    }

    /** Applies only if the stored item is still at {@code version}; otherwise {@code StaleVersionException}. */
    public VaultUpdate expectVersion(long version) {
        this.update.expectVersion(version);
        return this;
    }
}
