package desk;

import io.partitura.annotations.*;
import java.time.Instant;

@GlobalIndex(name = "GSI1", partitionKey = "status", sortKey = "openedAt", shards = 4)
@Parent(table = Desk.class, prefix = "TICKET")
public record Ticket(@Key String ticketId, TicketStatus status, Instant openedAt) {}
