package example.stats;

import io.partitura.annotations.Table;

@Table(name = "stats")
public interface Stats {}
