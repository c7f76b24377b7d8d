package example.locking;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Vault} and its deposits, read from its item collection in one Query. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultWithDeposits extends ParentWithChildren<Vault> {
    public VaultWithDeposits(Vault vault, List<Deposit> deposits) {
        super(vault, RecordsByType.of(Deposit.class, deposits));
    }

    public Vault vault() {
        return parent;
    }

    /** The deposits, in ascending sort-key order. */
    public List<Deposit> deposits() {
        return records(Deposit.class);
    }
}
