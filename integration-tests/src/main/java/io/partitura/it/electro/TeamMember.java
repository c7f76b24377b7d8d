package io.partitura.it.electro;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import io.partitura.annotations.Marker;

@ChildOf(parent = Workspace.class, prefix = "TM", type = "teamMember",
    sortKeyTemplate = "$workspaceprojects#teammember_1#team_{team}#userid_{userId}")
@Marker(attribute = "__edb_v__", value = "1")
public record TeamMember(String workspaceId, @Key String team, @Key String userId, String role) {}
