package io.partitura.it.boards;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = Boards.class, prefix = "BOARD", partitionKeyTemplate = "board_{boardId}", sortKeyTemplate = "$board")
public record Board(@Key String boardId, String name) {}
