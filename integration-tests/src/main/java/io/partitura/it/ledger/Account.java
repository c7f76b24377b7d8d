package io.partitura.it.ledger;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Version;

/** Optimistically locked: every put checks and increments {@code version}. */
@Parent(table = Ledger.class, prefix = "ACC")
public record Account(@Key String accountId, String owner, long balance, @Version long version) {}
