package io.partitura.it.catalog;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.LocalIndex;
import java.time.Instant;

/**
 * Indexed by one component each, the form that compiled before composite keys: listings whose sort
 * keys tie (many articles share {@code createdAt}, one {@code shelf} holds articles of several
 * tenants), unsharded and sharded.
 */
@ChildOf(parent = Tenant.class, prefix = "ART")
@GlobalIndex(name = "GSI1", partitionKey = "state", sortKey = "createdAt")
@GlobalIndex(name = "GSI2", partitionKey = "state", sortKey = "createdAt", shards = 4, query = "byStateSharded")
@GlobalIndex(name = "GSI3", partitionKey = "shelf")
@LocalIndex(name = "LSI1", sortKey = "createdAt")
public record Article(String tenantId, @Key String articleId, String state, Instant createdAt, String shelf) {}
