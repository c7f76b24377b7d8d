package io.partitura.it.cascade;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** An unsharded parent, and the other side of {@link Grant}. */
@Parent(table = Cascade.class, prefix = "MEM")
public record Member(@Key String memberId, String name) {}
