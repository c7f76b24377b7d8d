package io.partitura.sample.articleschool;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** PK=STU#<studentId>, SK=META, as the default layout writes it. */
@Parent(table = ArticleSchool.class, prefix = "STU", partitionKeyTemplate = "STU#{studentId}", sortKeyTemplate = "META")
public record Student(@Key String studentId, String name) {}
