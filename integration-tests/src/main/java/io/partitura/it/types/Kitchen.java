package io.partitura.it.types;

import io.partitura.annotations.Table;

/** A table whose one entity holds a component of every attribute type Partitura stores. */
@Table(name = "kitchen")
public interface Kitchen {}
