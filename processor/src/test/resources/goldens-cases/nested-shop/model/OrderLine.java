package example.shop;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

@ChildOf(parent = Order.class, prefix = "LINE")
public record OrderLine(String customerId, String orderId, @Key int lineNo, String sku, int quantity) {}
