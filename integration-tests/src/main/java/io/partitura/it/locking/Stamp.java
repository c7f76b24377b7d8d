package io.partitura.it.locking;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;

/**
 * A badge's child whose constructor refuses a missing text, met by the badge's listing and by a
 * sharded index listing.
 */
@ChildOf(parent = Badge.class, prefix = "STAMP")
@GlobalIndex(name = "GSI2", partitionKey = "tier", shards = 2)
public record Stamp(String badgeId, @Key String stampId, String text, Tier tier) {
  public Stamp {
    if (text == null) {
      throw new IllegalArgumentException("a stamp needs a text");
    }
  }
}
