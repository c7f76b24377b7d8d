package io.partitura.sample.articleschool;

import io.partitura.annotations.Table;

/**
 * The school of the many-to-many article with the article's exact keys ({@code --layout article}): the same records as
 * {@code io.partitura.sample.school}, their keys written by templates.
 */
@Table(name = "school-article")
public interface ArticleSchool {}
