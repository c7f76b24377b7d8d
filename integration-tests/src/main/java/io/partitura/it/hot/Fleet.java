package io.partitura.it.hot;

import io.partitura.annotations.Table;

/** Hot partitions and cross-partition questions: sharded item collections and re-partitioning indexes. */
@Table(name = "fleet", partitionKey = "EntityRef", sortKey = "Detail")
public interface Fleet {}
