package example.locking;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Vault} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultWithChildren extends ParentWithChildren<Vault> {
    VaultWithChildren(Vault vault, List<Deposit> deposits) {
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
