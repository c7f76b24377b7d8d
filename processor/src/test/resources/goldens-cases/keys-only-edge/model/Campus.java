package example.campus;

import io.partitura.annotations.Table;

@Table(name = "campus")
public interface Campus {}
