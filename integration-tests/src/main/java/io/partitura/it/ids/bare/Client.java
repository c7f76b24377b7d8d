package io.partitura.it.ids.bare;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A parent keyed by a typed id: PK=CUST#&lt;customerId&gt;, as if it were the bare String. */
@Parent(table = Ids.class, prefix = "CUST")
public record Client(@Key String customerId, String name) {}
