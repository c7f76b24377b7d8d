package io.partitura.it.ids.bare;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** A parent keyed by a typed id: PK=CUST#&lt;customerId&gt;, as if it were the bare String. */
@Parent(table = Ids.class, prefix = "CUST")
public record Client(@Key String customerId, String name, String referredBy, List<UUID> wishlist,
    Optional<Long> lastOrder) {}
