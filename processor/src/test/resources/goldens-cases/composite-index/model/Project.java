package example.catalog;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.LocalIndex;
import java.time.Instant;

/**
 * Composite index keys: a global index on one component ordered by two, a sharded global index on
 * two components, a local index on two.
 */
@ChildOf(parent = Tenant.class, prefix = "PRJ")
@GlobalIndex(name = "GSI2", partitionKey = {"status"}, sortKey = {"createdAt", "projectId"})
@GlobalIndex(name = "GSI3", partitionKey = {"region", "status"}, sortKey = {"priority", "createdAt"},
    shards = 3)
@LocalIndex(name = "LSI1", sortKey = {"status", "createdAt"}, query = "inTenantByStatus")
public record Project(String tenantId, @Key String projectId, String name, String status, Instant createdAt,
    String region, int priority) {}
