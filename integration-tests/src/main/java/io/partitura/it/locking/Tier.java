package io.partitura.it.locking;

public enum Tier {
  GOLD,
  SILVER
}
