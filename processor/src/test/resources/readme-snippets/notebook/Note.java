package shop;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = Notebook.class, prefix = "NOTE")
public record Note(@Key String noteId, String text) {}
