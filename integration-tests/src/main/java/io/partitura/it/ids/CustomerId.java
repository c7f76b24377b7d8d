package io.partitura.it.ids;

/** A typed id over a String. */
public record CustomerId(String value) {}
