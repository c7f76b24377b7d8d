package io.partitura.it.shop3;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** The top of the collection: {@code CUST#<customerId>}, sort key {@code META}. */
@Parent(table = Shop3.class, prefix = "CUST")
public record Customer(@Key String customerId, String name) {}
