package io.partitura.it.locking;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Version;

/** Versioned, and its constructor refuses a missing name. */
@Parent(table = Locking.class, prefix = "SEAL")
public record Seal(@Key String sealId, String name, @Version long version) {
  public Seal {
    if (name == null) {
      throw new IllegalArgumentException("a seal needs a name");
    }
  }
}
