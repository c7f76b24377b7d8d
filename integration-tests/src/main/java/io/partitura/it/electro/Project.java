package io.partitura.it.electro;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Marker;
import java.math.BigDecimal;

/**
 * ElectroDB's {@code project} (service ControlPlane, version 1): collection workspaceProjects, gsi1 byStatus, gsi2
 * byPriority. Its priority is a JavaScript number ({@code 2.5}), here a BigDecimal written as ElectroDB writes it.
 */
@ChildOf(parent = Workspace.class, prefix = "PROJ", type = "project",
    sortKeyTemplate = "$workspaceprojects#project_1#projectid_{projectId}")
@GlobalIndex(name = "gsi1pk-gsi1sk-index", indexPartitionKey = "gsi1pk", indexSortKey = "gsi1sk",
    partitionKeyTemplate = "$controlplane#status_{status}",
    sortKeyTemplate = "$project_1#createdat_{createdAt}#projectid_{projectId}")
@GlobalIndex(name = "gsi2pk-gsi2sk-index", indexPartitionKey = "gsi2pk", indexSortKey = "gsi2sk", query = "byPriority",
    partitionKeyTemplate = "$controlplane#workspaceid_{workspaceId}",
    sortKeyTemplate = "$project_1#priority_{priority}#projectid_{projectId}")
@Marker(attribute = "__edb_v__", value = "1")
public record Project(String workspaceId, @Key String projectId, String name, String status, String createdAt,
    BigDecimal priority) {}
