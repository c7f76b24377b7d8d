package example.locking;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Vault} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultWithChildren {
    private final Vault vault;

    private final List<Deposit> deposits;

    VaultWithChildren(Vault vault, List<Deposit> deposits) {
        this.vault = Objects.requireNonNull(vault, "vault");
        this.deposits = List.copyOf(deposits);
    }

    public Vault vault() {
        return vault;
    }

    /**
     * The deposits, in ascending sort-key order.
     */
    public List<Deposit> deposits() {
        return deposits;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof VaultWithChildren that
                        && Objects.equals(vault, that.vault)
                        && Objects.equals(deposits, that.deposits);
    }

    @Override
    public int hashCode() {
        return Objects.hash(vault, deposits);
    }

    @Override
    public String toString() {
        return "VaultWithChildren[" + "vault=" + vault + ", deposits=" + deposits + "]";
    }
}
