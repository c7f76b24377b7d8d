package io.partitura.benchmarks.model;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/**
 * A tenant too big for one partition: its projects spread over {@code WS#<id>#00} … {@code #09}
 * (the same declaration as the integration tests' {@code BigWorkspace}).
 */
@Parent(table = Hot.class, prefix = "WS", shards = 10)
public record HotWorkspace(@Key String workspaceId, String name) {}
