package example.locking;

import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** The items a {@link LockingBatchGet} found, grouped by entity, in the order their keys were added. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LockingBatchGetResult extends ResultByType {
    LockingBatchGetResult(List<Vault> vaults, List<Deposit> deposits) {
        super(RecordsByType.of(Vault.class, vaults)
                .and(Deposit.class, deposits));
    }

    public List<Vault> vaults() {
        return records(Vault.class);
    }

    public List<Deposit> deposits() {
        return records(Deposit.class);
    }
}
