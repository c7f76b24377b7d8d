package io.partitura.it.hot;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.LocalIndex;
import java.time.Instant;

/** Sharded by its workspace; re-partitioned by stage (unsharded: the processor warns about it). */
@ChildOf(parent = BigWorkspace.class, prefix = "PROJ")
@GlobalIndex(name = "GSI2", partitionKey = "stage", sortKey = "createdAt")
@LocalIndex(name = "LSI1", sortKey = "createdAt")
public record BigProject(String workspaceId, @Key String projectId, String name, Stage stage, Instant createdAt) {}
