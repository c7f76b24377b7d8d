package io.partitura.it.types;

/** A record nested two levels deep: Everything → Address → Geo. */
public record Geo(double latitude, double longitude) {}
