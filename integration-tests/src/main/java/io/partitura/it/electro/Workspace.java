package io.partitura.it.electro;

import io.partitura.annotations.Key;
import io.partitura.annotations.Marker;
import io.partitura.annotations.Parent;

@Parent(table = Electro.class, prefix = "WS", type = "workspace",
    partitionKeyTemplate = "$controlplane#workspaceid_{workspaceId}", sortKeyTemplate = "$workspaceprojects#workspace_1")
@Marker(attribute = "__edb_v__", value = "1")
public record Workspace(@Key String workspaceId, String name, String plan) {}
