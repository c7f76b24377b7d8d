package io.partitura.it.counters;

import io.partitura.annotations.Counter;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.util.Objects;

/** A record whose constructor refuses a missing label: an upsert that would create it without one is refused. */
@Parent(table = Counters.class, prefix = "BADGE")
public record Badge(@Key String badgeId, String label, @Counter int awarded) {
  public Badge {
    Objects.requireNonNull(label, "label");
  }
}
