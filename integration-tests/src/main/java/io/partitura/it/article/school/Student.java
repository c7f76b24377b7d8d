package io.partitura.it.article.school;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** The article's student: {@code PK="STU#a91"}; the article names no sort key for the profile, so {@code META}. */
@Parent(table = ArticleSchool.class, prefix = "STU", partitionKeyTemplate = "STU#{studentId}", sortKeyTemplate = "META")
public record Student(@Key String studentId) {}
