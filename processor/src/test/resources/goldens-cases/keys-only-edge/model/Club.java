package example.campus;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = Campus.class, prefix = "CLUB")
public record Club(@Key String clubId, String title) {}
