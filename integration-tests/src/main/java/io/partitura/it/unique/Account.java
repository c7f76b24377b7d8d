package io.partitura.it.unique;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Unique;
import io.partitura.annotations.Version;

/** An account written with optimistic locking, whose handle no other account holds. */
@Parent(table = UniqueShop.class, prefix = "ACCT")
public record Account(@Key String accountId, String name, @Unique String handle, @Version long version) {}
