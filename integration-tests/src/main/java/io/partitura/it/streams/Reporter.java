package io.partitura.it.streams;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Unique;
import io.partitura.annotations.Version;

/** Versioned, with a unique email: each write also writes a uniqueness item, which is no record. */
@Parent(table = Newsroom.class, prefix = "REPORTER")
public record Reporter(@Key String reporterId, String name, @Unique String email, @Version long version) {}
