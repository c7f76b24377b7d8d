package io.partitura.it.locking;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Version;

/** Optimistically locked with an {@code int} version, which a write must never push past Integer.MAX_VALUE. */
@Parent(table = Locking.class, prefix = "TALLY")
public record Tally(@Key String tallyId, String label, @Version int version) {}
