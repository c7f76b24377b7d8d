package io.partitura.sample.controlplane;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import java.time.Instant;

/**
 * A project lives in its workspace's item collection: EntityRef=WS#<workspaceId>, Detail=PROJ#<projectId>.
 *
 * <p>The seed's closing question, "all ACTIVE projects across workspaces", is one the base table cannot
 * answer (its partition key is scoped to a workspace), so index GSI2 re-partitions projects by status,
 * newest first by createdAt: GSI2PK=PROJ#ACTIVE#00 … #03, GSI2SK=createdAt. A status has three values,
 * so unsharded it would put every write of a status on one index partition; 4 shards spread them, and
 * {@code byStatus(..)} fans out, one Query per shard per page.
 */
@ChildOf(parent = Workspace.class, prefix = "PROJ")
@GlobalIndex(name = "GSI2", partitionKey = "status", sortKey = "createdAt", shards = 4)
public record Project(String workspaceId, @Key String projectId, String name, Status status, Instant createdAt) {}
