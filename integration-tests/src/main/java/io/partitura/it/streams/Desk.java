package io.partitura.it.streams;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A sharded parent: its stories spread over DESK#id#0 and #1. */
@Parent(table = Newsroom.class, prefix = "DESK", shards = 2)
public record Desk(@Key String deskId, String name) {}
