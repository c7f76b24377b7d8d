package example.campus;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = Campus.class, prefix = "PER")
public record Person(@Key String personId, String name) {}
