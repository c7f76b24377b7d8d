package io.partitura.it.league;

import io.partitura.annotations.Table;

/** An edge whose inverted index projects some of its components (INCLUDE). */
@Table(name = "league")
public interface League {}
