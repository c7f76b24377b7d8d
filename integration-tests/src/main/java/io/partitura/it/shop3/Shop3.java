package io.partitura.it.shop3;

import io.partitura.annotations.Table;

/** A shop three levels deep: customers, their orders, each order's lines, all in the customer's partition. */
@Table(name = "shop3")
public interface Shop3 {}
