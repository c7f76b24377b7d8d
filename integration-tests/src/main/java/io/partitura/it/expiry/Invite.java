package io.partitura.it.expiry;

import io.partitura.annotations.Attribute;
import io.partitura.annotations.ExpiresAt;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.time.Instant;

/** A second expiring entity: its component has another name, stored under the table's one TTL attribute. */
@Parent(table = Expiry.class, prefix = "INVITE")
public record Invite(@Key String code, String email, @Attribute("expiresAt") @ExpiresAt Instant validUntil) {}
