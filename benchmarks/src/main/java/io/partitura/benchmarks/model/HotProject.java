package io.partitura.benchmarks.model;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import java.time.Instant;

/**
 * A child of the sharded {@link HotWorkspace}: its shard is chosen from its own key, its sort key is
 * {@code PROJ#<projectId>}; ids are zero-padded creation numbers, so sort-key order is creation order.
 */
@ChildOf(parent = HotWorkspace.class, prefix = "PROJ")
public record HotProject(
    String workspaceId,
    @Key String projectId,
    String name,
    Status status,
    Instant createdAt,
    int openIssues) {}
