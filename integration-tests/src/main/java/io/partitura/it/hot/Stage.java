package io.partitura.it.hot;

public enum Stage {
  ACTIVE,
  PAUSED,
  ARCHIVED
}
