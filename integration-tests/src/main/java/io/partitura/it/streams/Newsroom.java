package io.partitura.it.streams;

import io.partitura.annotations.Table;

/** A table whose stream is decoded into typed events: every kind of entity, and Partitura's own items. */
@Table(name = "newsroom", stream = Table.StreamView.NEW_AND_OLD_IMAGES)
public interface Newsroom {}
