package io.partitura.benchmarks.model;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import java.time.Instant;

/** {@link HotProject} in one partition, {@code UWS#<id>}: the unsharded side of measurement 7. */
@ChildOf(parent = ColdWorkspace.class, prefix = "UPROJ")
public record ColdProject(
    String workspaceId,
    @Key String projectId,
    String name,
    Status status,
    Instant createdAt,
    int openIssues) {}
