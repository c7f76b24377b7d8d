package io.partitura.benchmarks.model;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** {@link HotWorkspace} unsharded: measurement 7 compares a sharded listing's cost with this one's. */
@Parent(table = Hot.class, prefix = "UWS")
public record ColdWorkspace(@Key String workspaceId, String name) {}
