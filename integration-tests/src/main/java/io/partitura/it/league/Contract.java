package io.partitura.it.league;

import io.partitura.annotations.Attribute;
import io.partitura.annotations.ManyToMany;
import io.partitura.annotations.ManyToMany.Projection;
import java.time.LocalDate;
import java.util.Set;

/** Listing a team's contracts reads the position, salary and tags from the index, not the whole contract. */
@ManyToMany(from = Player.class, to = Team.class, prefix = "CONTRACT", projection = Projection.INCLUDE,
    include = {"position", "salary", "tags"})
public record Contract(String playerId, String teamId, String position, @Attribute("salary") long salaryCents,
    Set<String> tags, LocalDate signedOn) {}
