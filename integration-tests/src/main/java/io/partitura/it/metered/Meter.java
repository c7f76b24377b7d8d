package io.partitura.it.metered;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A meter, listed by site from a global index. */
@Parent(table = Metered.class, prefix = "METER")
@GlobalIndex(name = "GSI1", partitionKey = "site")
public record Meter(@Key String meterId, String site) {}
