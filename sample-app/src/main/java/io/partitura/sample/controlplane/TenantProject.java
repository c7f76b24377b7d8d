package io.partitura.sample.controlplane;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import java.time.Instant;

/**
 * A project of a big tenant: EntityRef=TEN#<tenantId>#<shard>, Detail=TPROJ#<projectId>; the shard is
 * chosen from the project's own key, so a get by id stays one GetItem, and listings fan out.
 */
@ChildOf(parent = Tenant.class, prefix = "TPROJ")
public record TenantProject(String tenantId, @Key String projectId, String name, Status status, Instant createdAt) {}
