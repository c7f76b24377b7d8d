package io.partitura.sample.controlplane;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import java.time.Instant;

/** A project lives in its workspace's item collection: EntityRef=WS#<workspaceId>, Detail=PROJ#<projectId>. */
@ChildOf(parent = Workspace.class, prefix = "PROJ")
public record Project(String workspaceId, @Key String projectId, String name, Status status, Instant createdAt) {}
