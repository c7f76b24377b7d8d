package io.partitura.it.ids;

/** A typed id over a primitive long. */
public record OrderId(long value) {}
