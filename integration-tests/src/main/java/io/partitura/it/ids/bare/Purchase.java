package io.partitura.it.ids.bare;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import java.util.UUID;

/** A child with its parent's typed id copied, a typed id of its own, and an index keyed by typed ids. */
@ChildOf(parent = Client.class, prefix = "ORD")
@GlobalIndex(name = "GSI2", partitionKey = "productId", sortKey = "orderId")
public record Purchase(String customerId, @Key long orderId, UUID productId, int quantity) {}
