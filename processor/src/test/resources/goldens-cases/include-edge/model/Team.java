package example.league;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = League.class, prefix = "TEAM")
public record Team(@Key String teamId, String city) {}
