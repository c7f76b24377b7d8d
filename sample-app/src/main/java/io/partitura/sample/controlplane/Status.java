package io.partitura.sample.controlplane;

public enum Status {
  ACTIVE,
  PAUSED,
  ARCHIVED
}
