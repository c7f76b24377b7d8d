package io.partitura.it.article.halftemplated;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = HalfTemplated.class, prefix = "CRS")
public record Course(@Key String courseId) {}
