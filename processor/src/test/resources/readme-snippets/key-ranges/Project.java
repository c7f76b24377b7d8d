package desk;

import io.partitura.annotations.*;

@ChildOf(parent = Workspace.class, prefix = "PROJ")
public record Project(String workspaceId, @Key String projectId, String name) {}
