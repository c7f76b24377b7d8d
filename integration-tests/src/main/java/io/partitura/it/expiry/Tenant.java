package io.partitura.it.expiry;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A tenant whose expiring tokens spread over three shards, {@code TENANT#id#0} … {@code #2}. */
@Parent(table = Expiry.class, prefix = "TENANT", shards = 3)
public record Tenant(@Key String tenantId, String name) {}
