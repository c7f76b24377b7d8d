package io.partitura.it.ids;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.util.List;
import java.util.Optional;

/**
 * A parent keyed by a typed id: PK=CUST#&lt;customerId&gt;, as if it were the bare String; typed ids outside keys
 * (an attribute, list elements, an Optional) are stored as their values too.
 */
@Parent(table = Ids.class, prefix = "CUST")
public record Client(@Key CustomerId customerId, String name, CustomerId referredBy, List<ProductId> wishlist,
    Optional<OrderId> lastOrder) {}
