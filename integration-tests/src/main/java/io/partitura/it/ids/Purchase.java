package io.partitura.it.ids;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;

/** A child with its parent's typed id copied, a typed id of its own, and an index keyed by typed ids. */
@ChildOf(parent = Client.class, prefix = "ORD")
@GlobalIndex(name = "GSI2", partitionKey = "productId", sortKey = "orderId")
public record Purchase(CustomerId customerId, @Key OrderId orderId, ProductId productId, int quantity) {}
