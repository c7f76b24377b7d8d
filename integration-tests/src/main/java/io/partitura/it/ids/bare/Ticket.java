package io.partitura.it.ids.bare;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;

/** A child sorted by a String, and an index keyed and sorted by Strings. */
@ChildOf(parent = Client.class, prefix = "TICKET")
@GlobalIndex(name = "GSI3", partitionKey = "assignee", sortKey = "ticketId")
public record Ticket(String customerId, @Key String ticketId, String assignee, String subject) {}
