package io.partitura.it.article.halftemplated;

import io.partitura.annotations.Table;

/** An edge whose table sort key has a template and whose index sort key keeps Partitura's format. */
@Table(name = "half-templated")
public interface HalfTemplated {}
