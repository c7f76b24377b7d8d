package io.partitura.sample.articleschool;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** PK=CRS#<courseId>, SK=META; also written into GSI1 at GSI1PK=CRS#<courseId>, GSI1SK=META, next to its edges. */
@Parent(table = ArticleSchool.class, prefix = "CRS", partitionKeyTemplate = "CRS#{courseId}", sortKeyTemplate = "META")
public record Course(@Key String courseId, String title) {}
