package io.partitura.it.market;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = Market.class, prefix = "CUST")
public record Customer(@Key String customerId, String name, boolean blocked) {}
