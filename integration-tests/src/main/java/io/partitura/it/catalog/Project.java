package io.partitura.it.catalog;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.LocalIndex;
import java.time.Instant;

/**
 * Composite index keys: "ACTIVE projects created since Monday" (GSI4), a two-component partition key
 * over shards with an int then an instant to range (GSI5), and a local index by status then creation.
 */
@ChildOf(parent = Tenant.class, prefix = "PRJ")
@GlobalIndex(name = "GSI4", partitionKey = {"status"}, sortKey = {"createdAt", "projectId"})
@GlobalIndex(name = "GSI5", partitionKey = {"region", "status"}, sortKey = {"priority", "createdAt"}, shards = 3)
@LocalIndex(name = "LSI2", sortKey = {"status", "createdAt"}, query = "inTenantByStatus")
public record Project(String tenantId, @Key String projectId, String name, String status, Instant createdAt,
    String region, int priority) {}
