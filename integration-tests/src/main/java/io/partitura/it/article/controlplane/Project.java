package io.partitura.it.article.controlplane;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/**
 * The article's project, in its workspace's item collection: {@code EntityRef="WS#acme", Detail="PROJ#2026-0042"}, a
 * time-ordered zero-padded id, so the sort key lists newest first when read descending. {@code status} is the
 * attribute the article's pitfalls section filters on ({@code status = ACTIVE}).
 */
@ChildOf(parent = Workspace.class, prefix = "PROJ", sortKeyTemplate = "PROJ#{projectId}")
public record Project(String workspaceId, @Key String projectId, String status) {}
