package io.partitura.it.indexupdates;

public enum Severity {
  LOW,
  HIGH
}
