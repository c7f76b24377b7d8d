package io.partitura.benchmarks.model;

import io.partitura.annotations.Table;

/**
 * Measurement 6's table: a sharded parent and its children (Partitura generates {@code HotTable}).
 * Kept apart from {@link ControlPlane} so that measurements 1 to 5 use exactly the classes they used
 * before.
 */
@Table(name = "partitura-bench-sharded", partitionKey = "PK", sortKey = "SK")
public interface Hot {}
