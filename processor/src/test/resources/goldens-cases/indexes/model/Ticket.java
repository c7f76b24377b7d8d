package example.tracker;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.LocalIndex;
import java.time.Instant;

/**
 * One index of each kind: a global index by assignee, a global index by stage sharded 4 ways (few
 * stages, many tickets), and a local index ordering a board's tickets by due date.
 */
@ChildOf(parent = Board.class, prefix = "TICKET")
@GlobalIndex(name = "GSI1", partitionKey = "assignee", sortKey = "dueAt")
@GlobalIndex(name = "GSI2", partitionKey = "stage", sortKey = "dueAt", shards = 4)
@LocalIndex(name = "LSI1", sortKey = "dueAt")
@SuppressWarnings("partitura:INDEX-012")
public record Ticket(String boardId, @Key String ticketId, String title, String assignee, Stage stage,
    Instant dueAt) {}
