package io.partitura.it.ids;

/** A typed id over a String that sorts a collection: its listings also take {@code KeyRange.startingWith}. */
public record TicketId(String value) {}
