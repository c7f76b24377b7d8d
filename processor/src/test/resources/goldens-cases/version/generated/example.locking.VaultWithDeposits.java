package example.locking;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Vault} and its deposits, read from its item collection in one Query.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultWithDeposits {
    private final Vault vault;

    private final List<Deposit> deposits;

    public VaultWithDeposits(Vault vault, List<Deposit> deposits) {
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
        return other instanceof VaultWithDeposits that
                        && Objects.equals(vault, that.vault)
                        && Objects.equals(deposits, that.deposits);
    }

    @Override
    public int hashCode() {
        return Objects.hash(vault, deposits);
    }

    @Override
    public String toString() {
        return "VaultWithDeposits[" + "vault=" + vault + ", deposits=" + deposits + "]";
    }
}
