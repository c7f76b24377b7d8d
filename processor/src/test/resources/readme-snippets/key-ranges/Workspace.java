package desk;

import io.partitura.annotations.*;

@Parent(table = Desk.class, prefix = "WS")
public record Workspace(@Key String workspaceId, String name) {}
