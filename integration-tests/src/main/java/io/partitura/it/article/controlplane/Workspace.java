package io.partitura.it.article.controlplane;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** The article's workspace: {@code EntityRef="WS#acme", Detail="META"}. */
@Parent(table = ArticleControlPlane.class, prefix = "WS", partitionKeyTemplate = "WS#{workspaceId}", sortKeyTemplate = "META")
public record Workspace(@Key String workspaceId) {}
