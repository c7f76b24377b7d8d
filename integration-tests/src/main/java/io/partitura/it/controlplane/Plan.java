package io.partitura.it.controlplane;

public enum Plan {
  FREE,
  TEAM,
  ENTERPRISE
}
