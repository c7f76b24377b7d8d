package io.partitura.sample.shop;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** The top of the collection: PK=CUST#<customerId>, SK=META; its orders and their lines share the partition. */
@Parent(table = Shop.class, prefix = "CUST")
public record Customer(@Key String customerId, String name) {}
