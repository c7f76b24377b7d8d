package io.partitura.sample.shop;

import io.partitura.annotations.Table;

/** A web shop three levels deep: customers, their orders and each order's lines, in the customer's partition. */
@Table(name = "shop")
public interface Shop {}
