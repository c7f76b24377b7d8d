package io.partitura.it.hot;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.LocalIndex;
import java.time.Instant;

/** Unsharded collection; its stage index is sharded 4 ways and shares GSI2 with BigProject. */
@ChildOf(parent = SmallWorkspace.class, prefix = "UPROJ")
@GlobalIndex(name = "GSI2", partitionKey = "stage", sortKey = "createdAt", shards = 4)
@LocalIndex(name = "LSI1", sortKey = "createdAt")
public record SmallProject(String workspaceId, @Key String projectId, String name, Stage stage, Instant createdAt) {}
