package io.partitura.benchmarks.model;

/** A project's state. */
public enum Status {
  ACTIVE,
  PAUSED,
  ARCHIVED
}
