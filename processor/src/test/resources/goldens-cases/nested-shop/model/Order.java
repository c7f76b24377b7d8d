package example.shop;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import java.time.Instant;

/** Three levels: a customer's orders and each order's lines, in the customer's partition. */
@ChildOf(parent = Customer.class, prefix = "ORDER")
public record Order(String customerId, @Key String orderId, Instant placedAt) {}
