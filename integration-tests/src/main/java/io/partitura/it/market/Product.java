package io.partitura.it.market;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Version;

/** A stock counter, versioned: a transaction's update keeps the version check and increment. */
@Parent(table = Market.class, prefix = "PROD")
public record Product(@Key String productId, String name, long stock, @Version long version) {}
