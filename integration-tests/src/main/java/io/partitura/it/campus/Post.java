package io.partitura.it.campus;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** A one-to-many child in the same table: never seen by index queries. */
@ChildOf(parent = Person.class, prefix = "POST")
public record Post(String personId, @Key long postNumber, String text) {}
