package io.partitura.kcl.shop;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import io.partitura.annotations.Version;

/** A customer's order, versioned. */
@ChildOf(parent = Customer.class, prefix = "ORDER")
public record Order(String customerId, @Key String orderId, Status status, long totalCents, @Version long version) {
  public enum Status { PLACED, SHIPPED }
}
