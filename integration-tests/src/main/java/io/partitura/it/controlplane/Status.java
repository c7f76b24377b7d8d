package io.partitura.it.controlplane;

public enum Status {
  ACTIVE,
  PAUSED,
  ARCHIVED
}
