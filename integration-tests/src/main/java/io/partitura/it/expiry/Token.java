package io.partitura.it.expiry;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.ExpiresAt;
import io.partitura.annotations.Key;
import java.time.Instant;

/** An access token of a sharded tenant: a sharded listing over expiring items. */
@ChildOf(parent = Tenant.class, prefix = "TOKEN")
public record Token(String tenantId, @Key String tokenId, @ExpiresAt Instant expiresAt) {}
