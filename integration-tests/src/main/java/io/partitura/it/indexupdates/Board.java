package io.partitura.it.indexupdates;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** Owns tickets and incidents. */
@Parent(table = Tracker.class, prefix = "BOARD")
public record Board(@Key String boardId, String title) {}
