package io.partitura.it.market;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** A child: {@code createUnder} creates one only under a customer that exists. */
@ChildOf(parent = Customer.class, prefix = "ORDER")
public record Order(String customerId, @Key String orderId, String productId, int quantity) {}
