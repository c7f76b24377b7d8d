package example.app;

import io.partitura.annotations.Table;

/** A table whose entities live in other packages than it, and a nested record in yet another. */
@Table(name = "app")
public interface App {}
