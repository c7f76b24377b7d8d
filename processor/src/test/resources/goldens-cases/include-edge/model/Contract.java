package example.league;

import io.partitura.annotations.Attribute;
import io.partitura.annotations.ManyToMany;
import io.partitura.annotations.ManyToMany.Projection;
import java.time.LocalDate;
import java.util.Set;

/**
 * An INCLUDE index: listing a team's contracts returns refs carrying the projected components, typed (a primitive
 * boxed, a renamed component by its stored attribute), from the same Query.
 */
@ManyToMany(from = Player.class, to = Team.class, prefix = "CONTRACT", index = "GSI3", projection = Projection.INCLUDE,
    include = {"position", "salary", "tags"})
public record Contract(String playerId, String teamId, String position, @Attribute("salary") long salaryCents,
    Set<String> tags, LocalDate signedOn) {}
