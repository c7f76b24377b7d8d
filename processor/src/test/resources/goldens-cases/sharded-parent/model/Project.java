package example.fleet;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import java.time.Instant;

@ChildOf(parent = Workspace.class, prefix = "PROJ")
public record Project(String workspaceId, @Key String projectId, String name, Instant createdAt) {}
