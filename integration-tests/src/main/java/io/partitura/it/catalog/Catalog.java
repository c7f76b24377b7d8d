package io.partitura.it.catalog;

import io.partitura.annotations.Table;

/** Composite index keys and the total order of every listing: ties on purpose, awkward ids. */
@Table(name = "catalog", partitionKey = "EntityRef", sortKey = "Detail")
public interface Catalog {}
