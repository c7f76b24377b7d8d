package io.partitura.sample.controlplane;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/**
 * The seed's hot-partition warning, followed: a tenant too big or too busy for one partition. Its own
 * item stays at EntityRef=TEN#<id>, Detail=META; its projects spread over TEN#<id>#00 … TEN#<id>#09.
 */
@Parent(table = ControlPlane.class, prefix = "TEN", shards = 10)
public record Tenant(@Key String tenantId, String name, Plan plan) {}
