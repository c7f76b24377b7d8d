package io.partitura.it.article.controlplane;

import io.partitura.annotations.Table;

/**
 * The one-to-many article's table, key by key as it writes them (seeds/000): the partition key {@code EntityRef}, the
 * sort key {@code Detail}; Partitura's default style ({@code #}, escaped values).
 */
@Table(name = "article-control-plane", partitionKey = "EntityRef", sortKey = "Detail")
public interface ArticleControlPlane {}
