package io.partitura.runtime;

import io.partitura.runtime.cyclefixture.Leaf;

/** The root package's half of a package cycle, for {@code PackageCyclesTest} to catch: test code only. */
public final class CycleFixtureRoot {
  private CycleFixtureRoot() {}

  public static String leaf() {
    return Leaf.root();
  }
}
