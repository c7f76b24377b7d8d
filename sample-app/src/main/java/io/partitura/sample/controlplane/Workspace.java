package io.partitura.sample.controlplane;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** A workspace owns many projects: EntityRef=WS#<id>, Detail=META. */
@Parent(table = ControlPlane.class, prefix = "WS")
public record Workspace(@Key String workspaceId, String name, Plan plan) {}
