package io.partitura.sample.shop;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** One line of an order: PK=CUST#<customerId>, SK=ORDER#<orderId>#LINE#<lineNo>. */
@ChildOf(parent = Order.class, prefix = "LINE")
public record OrderLine(String customerId, String orderId, @Key int lineNo, String sku, int quantity, long priceCents) {}
