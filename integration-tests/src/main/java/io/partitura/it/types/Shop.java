package io.partitura.it.types;

import io.partitura.annotations.Table;

/** A table whose keys are typed and composite: numbers, dates, instants, enums. */
@Table(name = "shop")
public interface Shop {}
