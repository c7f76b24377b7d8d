package io.partitura.sample.school;

import io.partitura.annotations.Table;

/** The many-to-many seed's table: generic PK/SK key names, the entity type in the value. */
@Table(name = "school")
public interface School {}
