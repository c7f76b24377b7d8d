package io.partitura.it.conditions;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Version;

/** Versioned: conditions compose with the version check. */
@Parent(table = Store.class, prefix = "PARCEL")
public record Parcel(@Key String parcelId, String carrier, int weight, @Version long version) {}
