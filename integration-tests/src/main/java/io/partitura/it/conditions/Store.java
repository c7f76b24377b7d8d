package io.partitura.it.conditions;

import io.partitura.annotations.Table;

/** Writes with typed conditions, counters, set and list operations. */
@Table(name = "store")
public interface Store {}
