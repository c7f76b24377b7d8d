package io.partitura.it.cascade;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A sharded collection: the tenant and its grants at TEN#&lt;id&gt;, its invoices and notes at TEN#&lt;id&gt;#00 … #03. */
@Parent(table = Cascade.class, prefix = "TEN", shards = 4)
public record Tenant(@Key String tenantId, String name) {}
