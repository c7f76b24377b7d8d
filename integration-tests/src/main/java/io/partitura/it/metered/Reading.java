package io.partitura.it.metered;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import io.partitura.annotations.LocalIndex;
import java.time.Instant;

/** A reading of a meter, also ordered by when it was taken in a local index. */
@ChildOf(parent = Meter.class, prefix = "READ")
@LocalIndex(name = "LSI1", sortKey = "takenAt")
public record Reading(String meterId, @Key String readingId, Instant takenAt, long value) {}
