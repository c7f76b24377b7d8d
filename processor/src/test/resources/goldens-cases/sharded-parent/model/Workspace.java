package example.fleet;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A tenant too big for one partition: its projects spread over WS#id#00 … WS#id#09. */
@Parent(table = Fleet.class, prefix = "WS", shards = 10)
public record Workspace(@Key String workspaceId, String name) {}
