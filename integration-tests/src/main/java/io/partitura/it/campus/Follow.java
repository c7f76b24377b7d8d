package io.partitura.it.campus;

import io.partitura.annotations.ManyToMany;
import java.time.Instant;

/** A person follows people: a self-referencing edge sharing GSI1 with memberships. */
@ManyToMany(from = Person.class, to = Person.class, prefix = "FOLLOWS", fromKeys = "followerId", toKeys = "followeeId")
public record Follow(String followerId, String followeeId, Instant since) {}
