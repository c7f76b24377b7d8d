package io.partitura.it.boards;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import io.partitura.annotations.LocalIndex;

/** Cards of a board by priority, padded to 3 digits, in a local index keyed by a template. */
@ChildOf(parent = Board.class, prefix = "CARD", sortKeyTemplate = "$card#cardid_{cardId}")
@LocalIndex(name = "lsi1", indexSortKey = "lsi1sk", sortKeyTemplate = "$card#priority_{priority:3}#cardid_{cardId}")
public record Card(String boardId, @Key String cardId, int priority, String title) {}
