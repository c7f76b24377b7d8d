package io.partitura.it.ids;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A parent keyed by a typed id over a UUID. */
@Parent(table = Ids.class, prefix = "PROD")
public record Product(@Key ProductId productId, String title) {}
