package io.partitura.sample.controlplane;

public enum Plan {
  FREE,
  TEAM,
  ENTERPRISE
}
