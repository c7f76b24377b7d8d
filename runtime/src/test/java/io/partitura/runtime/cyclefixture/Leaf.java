package io.partitura.runtime.cyclefixture;

import io.partitura.runtime.CycleFixtureRoot;

/** Half of a package cycle through the root package, for {@code PackageCyclesTest} to catch: test code only. */
public final class Leaf {
  private Leaf() {}

  public static String root() {
    return CycleFixtureRoot.class.getSimpleName();
  }
}
