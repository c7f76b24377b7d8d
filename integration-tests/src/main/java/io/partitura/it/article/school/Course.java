package io.partitura.it.article.school;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** The article's course: {@code PK="CRS#math204", SK="META"} (its "metadados"). */
@Parent(table = ArticleSchool.class, prefix = "CRS", partitionKeyTemplate = "CRS#{courseId}", sortKeyTemplate = "META")
public record Course(@Key String courseId) {}
