package io.partitura.it.shop3;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** One line of an order: {@code ORDER#<orderId>#LINE#<lineNo>}, in the customer's partition. */
@ChildOf(parent = Order.class, prefix = "LINE")
public record OrderLine(String customerId, String orderId, @Key int lineNo, String sku, int quantity) {}
