package io.partitura.it.locking;

import io.partitura.annotations.Table;

/** Optimistic locking on every write, and records that refuse what an item holds. */
@Table(name = "locking")
public interface Locking {}
