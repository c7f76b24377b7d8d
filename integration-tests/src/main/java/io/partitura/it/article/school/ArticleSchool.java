package io.partitura.it.article.school;

import io.partitura.annotations.Table;

/**
 * The many-to-many article's table, key by key as it writes them (seeds/002): generic {@code PK}/{@code SK}, the
 * inverted index {@code GSI1} on {@code GSI1PK}/{@code GSI1SK}; Partitura's default style ({@code #}, escaped values).
 */
@Table(name = "article-school")
public interface ArticleSchool {}
