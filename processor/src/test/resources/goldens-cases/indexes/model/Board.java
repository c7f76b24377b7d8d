package example.tracker;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = Tracker.class, prefix = "BOARD")
public record Board(@Key String boardId, String title) {}
