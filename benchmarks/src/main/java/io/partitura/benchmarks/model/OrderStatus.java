package io.partitura.benchmarks.model;

/** An order's state: measurement 7 lists orders by it, through an index keyed by it. */
public enum OrderStatus {
  PLACED,
  SHIPPED
}
