package io.partitura.it.electro;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Marker;
import io.partitura.annotations.Parent;

/** ElectroDB's {@code workspace} (service ControlPlane, version 1): collection workspaceProjects, gsi1 byPlan. */
@Parent(table = Electro.class, prefix = "WS", type = "workspace",
    partitionKeyTemplate = "$controlplane#workspaceid_{workspaceId}", sortKeyTemplate = "$workspaceprojects#workspace_1")
@GlobalIndex(name = "gsi1pk-gsi1sk-index", indexPartitionKey = "gsi1pk", indexSortKey = "gsi1sk",
    partitionKeyTemplate = "$controlplane#plan_{plan}", sortKeyTemplate = "$workspace_1#workspaceid_{workspaceId}")
@Marker(attribute = "__edb_v__", value = "1")
public record Workspace(@Key String workspaceId, String name, String plan) {}
