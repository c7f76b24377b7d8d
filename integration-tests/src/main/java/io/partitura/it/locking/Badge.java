package io.partitura.it.locking;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** Not versioned, and its constructor refuses a missing name: an item without one cannot be read. */
@Parent(table = Locking.class, prefix = "BADGE")
@GlobalIndex(name = "GSI1", partitionKey = "tier")
public record Badge(@Key String badgeId, String name, Tier tier) {
  public Badge {
    if (name == null) {
      throw new IllegalArgumentException("a badge needs a name");
    }
  }
}
