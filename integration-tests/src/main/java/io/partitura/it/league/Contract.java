package io.partitura.it.league;

import io.partitura.annotations.Attribute;
import io.partitura.annotations.ManyToMany;
import io.partitura.annotations.ManyToMany.Projection;
import java.time.LocalDate;
import java.util.Optional;
import java.util.Set;

/**
 * Listing a team's contracts reads the included components from the index, not the whole contract: a string, a
 * renamed primitive, a set, an optional, an enum and a nested record.
 */
@ManyToMany(from = Player.class, to = Team.class, prefix = "CONTRACT", projection = Projection.INCLUDE,
    include = {"position", "salary", "tags", "agent", "foot", "terms"})
public record Contract(String playerId, String teamId, String position, @Attribute("salary") long salaryCents,
    Set<String> tags, Optional<String> agent, Foot foot, Terms terms, LocalDate signedOn) {

  /** The foot a player prefers. */
  public enum Foot { LEFT, RIGHT }

  /** A nested record, stored as a map. */
  public record Terms(int years, boolean extensionOption) {}
}
