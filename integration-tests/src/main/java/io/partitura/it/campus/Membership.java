package io.partitura.it.campus;

import io.partitura.annotations.ManyToMany;

@ManyToMany(from = Person.class, to = Club.class, prefix = "MEMBER", verb = "join")
public record Membership(String personId, String clubId, String role) {}
