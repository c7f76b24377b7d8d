package io.partitura.it.conditions;

/** Where a sale is: shipping and cancelling both require PAID. */
public enum SaleStatus {
  PAID, SHIPPED, CANCELLED
}
