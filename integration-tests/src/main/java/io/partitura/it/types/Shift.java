package io.partitura.it.types;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.time.Instant;

/** A parent with a composite partition key of an enum and an instant: PK=SHIFT#&lt;region&gt;#&lt;startsAt&gt;. */
@Parent(table = Shop.class, prefix = "SHIFT")
public record Shift(@Key Region region, @Key Instant startsAt, String manager) {}
