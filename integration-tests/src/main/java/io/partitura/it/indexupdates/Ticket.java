package io.partitura.it.indexupdates;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.LocalIndex;
import java.time.Instant;
import java.time.LocalDate;

/**
 * One index of each kind: GSI1 keyed by two components (status, openedAt), GSI2 by one (assignee,
 * ordered by the item's own sort key), GSI3 by one and sharded (team), and a local index (dueOn).
 */
@ChildOf(parent = Board.class, prefix = "TICKET")
@GlobalIndex(name = "GSI1", partitionKey = "status", sortKey = "openedAt", shards = 2)
@GlobalIndex(name = "GSI2", partitionKey = "assignee")
@GlobalIndex(name = "GSI3", partitionKey = "team", shards = 4)
@LocalIndex(name = "LSI1", sortKey = "dueOn", query = "inBoardByDueOn")
public record Ticket(
    String boardId,
    @Key String ticketId,
    String title,
    Status status,
    Instant openedAt,
    String assignee,
    String team,
    LocalDate dueOn) {}
