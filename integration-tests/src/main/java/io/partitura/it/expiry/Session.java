package io.partitura.it.expiry;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.ExpiresAt;
import io.partitura.annotations.Key;
import java.time.Instant;

/** A login session, gone after {@code expiresAt}; a null expiry never expires. */
@ChildOf(parent = Account.class, prefix = "SESSION")
public record Session(String accountId, @Key String sessionId, String device, @ExpiresAt Instant expiresAt) {}
