package io.partitura.it.ids;

import io.partitura.annotations.Table;

/** Typed ids in every key position; {@code bare} holds the same schema with the bare types, to compare stored items. */
@Table(name = "ids")
public interface Ids {}
