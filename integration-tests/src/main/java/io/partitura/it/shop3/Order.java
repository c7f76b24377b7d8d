package io.partitura.it.shop3;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** A customer's order, {@code ORDER#<orderId>}; its lines sort right after it. */
@ChildOf(parent = Customer.class, prefix = "ORDER")
public record Order(String customerId, @Key String orderId, String status) {}
