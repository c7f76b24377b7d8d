package io.partitura.it.types;

/** An enum key part, encoded by name. */
public enum Region {
  EU,
  US,
  APAC
}
