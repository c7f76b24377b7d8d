package io.partitura.it.school;

import io.partitura.annotations.Table;

/** The seed's many-to-many model: generic PK/SK key names. */
@Table(name = "school")
public interface School {}
