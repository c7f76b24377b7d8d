package example.locking;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import io.partitura.annotations.Version;

/** A versioned child, locked with an {@code int} version. */
@ChildOf(parent = Vault.class, prefix = "DEP")
public record Deposit(String vaultId, @Key String depositId, long amount, @Version int version) {}
