package io.partitura.it.ids;

import java.util.UUID;

/** A typed id over a UUID. */
public record ProductId(UUID value) {}
