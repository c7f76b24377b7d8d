package io.partitura.it.indexupdates;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;

/**
 * Two indexes sharing a component (GSI1: severity, openedAt; GSI2: service, openedAt), so an update
 * must be given all three; and one ordered by a key component (GSI3: service, incidentId), which an
 * update reads from the item's key.
 */
@ChildOf(parent = Board.class, prefix = "INC")
@GlobalIndex(name = "GSI1", partitionKey = "severity", sortKey = "openedAt", shards = 2)
@GlobalIndex(name = "GSI2", partitionKey = "service", sortKey = "openedAt")
@GlobalIndex(name = "GSI3", partitionKey = "service", sortKey = "incidentId", query = "byServiceAndId")
public record Incident(
    String boardId, @Key String incidentId, String summary, Severity severity, String service, java.time.Instant openedAt) {}
