package io.partitura.it.ids.bare;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.util.UUID;

/** A parent keyed by a typed id over a UUID. */
@Parent(table = Ids.class, prefix = "PROD")
public record Product(@Key UUID productId, String title) {}
