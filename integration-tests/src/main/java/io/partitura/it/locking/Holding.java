package io.partitura.it.locking;

import io.partitura.annotations.ManyToMany;
import io.partitura.annotations.Version;

/** A versioned edge, created by its verb. */
@ManyToMany(from = Vault.class, to = Seal.class, prefix = "HOLD", index = "GSI3", verb = "hold")
public record Holding(String vaultId, String sealId, @Version long version) {}
