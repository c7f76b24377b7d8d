package example.league;

import io.partitura.annotations.Table;

@Table(name = "league")
public interface League {}
