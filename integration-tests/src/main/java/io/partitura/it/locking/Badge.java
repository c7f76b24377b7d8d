package io.partitura.it.locking;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.util.List;

/**
 * Not versioned, and its constructor refuses a missing name: an item without one cannot be read.
 * Its tags are a list, which a restoring put cannot compare on dynalite.
 */
@Parent(table = Locking.class, prefix = "BADGE")
@GlobalIndex(name = "GSI1", partitionKey = "tier")
public record Badge(@Key String badgeId, String name, Tier tier, List<String> tags) {
  public Badge {
    if (name == null) {
      throw new IllegalArgumentException("a badge needs a name");
    }
  }
}
