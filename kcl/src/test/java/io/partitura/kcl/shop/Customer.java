package io.partitura.kcl.shop;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Unique;

/** A customer with a unique email: each write also writes a uniqueness item, which is no record. */
@Parent(table = Shop.class, prefix = "CUST")
public record Customer(@Key String customerId, String name, @Unique String email) {}
