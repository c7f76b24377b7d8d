package example.locking;

import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The items a {@link LockingBatchGet} found, grouped by entity, in the order their keys were added.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LockingBatchGetResult {
    private final List<Vault> vaults;

    private final List<Deposit> deposits;

    LockingBatchGetResult(List<Vault> vaults, List<Deposit> deposits) {
        this.vaults = List.copyOf(vaults);
        this.deposits = List.copyOf(deposits);
    }

    public List<Vault> vaults() {
        return vaults;
    }

    public List<Deposit> deposits() {
        return deposits;
    }

    @Override
    public String toString() {
        return "LockingBatchGetResult[" + "vaults=" + vaults + ", deposits=" + deposits + "]";
    }
}
