package io.partitura.it.streams;

import io.partitura.annotations.ManyToMany;

/** An edge: written with the index keys of GSI1, which are no component of it. */
@ManyToMany(from = Reporter.class, to = Desk.class, prefix = "ASSIGN")
public record Assignment(String reporterId, String deskId, String role) {}
