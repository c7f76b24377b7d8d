package io.partitura.it.streams;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.ExpiresAt;
import io.partitura.annotations.Key;
import java.time.Instant;

/** A child that expires; its revisions make it a nested parent (NestedParents index attributes). */
@ChildOf(parent = Reporter.class, prefix = "DRAFT")
public record Draft(String reporterId, @Key String draftId, String text, @ExpiresAt Instant expiresAt) {}
