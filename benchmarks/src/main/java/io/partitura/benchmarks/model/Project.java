package io.partitura.benchmarks.model;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import java.time.Instant;

/**
 * A project lives in its workspace's item collection: {@code PK=WS#<workspaceId>},
 * {@code SK=PROJ#<projectId>}. It also stores {@code workspaceId} as a plain attribute, which is
 * what the naive "foreign key + Scan" alternative of the request-count measurement filters on.
 */
@ChildOf(parent = Workspace.class, prefix = "PROJ")
public record Project(
    String workspaceId,
    @Key String projectId,
    String name,
    Status status,
    Instant createdAt,
    int openIssues) {}
