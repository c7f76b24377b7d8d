package io.partitura.it.indexupdates;

public enum Status {
  OPEN,
  CLOSED
}
