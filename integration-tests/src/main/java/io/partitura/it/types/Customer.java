package io.partitura.it.types;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A parent keyed by a long: PK=CUST#&lt;19 zero-padded digits&gt;, SK=META. */
@Parent(table = Shop.class, prefix = "CUST")
public record Customer(@Key long customerNo, String name) {}
