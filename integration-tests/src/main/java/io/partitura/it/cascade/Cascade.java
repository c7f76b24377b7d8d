package io.partitura.it.cascade;

import io.partitura.annotations.Table;

/** Whole-collection deletes: a sharded parent with two child types and an outgoing edge, and its edge's other side. */
@Table(name = "cascade")
public interface Cascade {}
