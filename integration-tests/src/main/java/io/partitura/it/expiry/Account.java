package io.partitura.it.expiry;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** An account that never expires; its sessions do. */
@Parent(table = Expiry.class, prefix = "ACCT")
public record Account(@Key String accountId, String name) {}
