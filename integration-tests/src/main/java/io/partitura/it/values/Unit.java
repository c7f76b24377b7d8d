package io.partitura.it.values;

/** A unit of measurement; stored by name. */
public enum Unit {
  GRAM,
  METRE,
  SECOND
}
