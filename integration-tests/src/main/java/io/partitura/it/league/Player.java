package io.partitura.it.league;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = League.class, prefix = "PLR")
public record Player(@Key String playerId, String name) {}
