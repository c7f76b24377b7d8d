package io.partitura.it.campus;

import io.partitura.annotations.Table;

/** Several relationships in one table sharing one overloaded index, plus a keys-only index. */
@Table(name = "campus")
public interface Campus {}
