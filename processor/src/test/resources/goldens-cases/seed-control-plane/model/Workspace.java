package example.controlplane;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = ControlPlane.class, prefix = "WS")
public record Workspace(@Key String workspaceId, String name, Plan plan) {}
