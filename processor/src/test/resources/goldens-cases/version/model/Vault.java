package example.locking;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Version;

/** Optimistically locked with a {@code long} version: puts, updates and deletes check it. */
@Parent(table = Locking.class, prefix = "VAULT")
public record Vault(@Key String vaultId, String owner, long balance, @Version long version) {}
