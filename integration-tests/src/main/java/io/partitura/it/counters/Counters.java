package io.partitura.it.counters;

import io.partitura.annotations.Table;

/** Entities with {@code @Counter}s, upserted: {@code UpsertTest}. */
@Table(name = "counters")
public interface Counters {}
