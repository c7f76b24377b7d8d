package io.partitura.benchmarks.model;

/** A workspace's billing plan. */
public enum Plan {
  FREE,
  TEAM,
  ENTERPRISE
}
