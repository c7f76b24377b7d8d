package io.partitura.it.ids;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;

/** A child sorted by a String typed id, and an index keyed and sorted by typed ids. */
@ChildOf(parent = Client.class, prefix = "TICKET")
@GlobalIndex(name = "GSI3", partitionKey = "assignee", sortKey = "ticketId")
public record Ticket(CustomerId customerId, @Key TicketId ticketId, CustomerId assignee, String subject) {}
