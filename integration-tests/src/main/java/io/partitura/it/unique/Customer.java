package io.partitura.it.unique;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Unique;

/** A customer: one email per customer, and an optional loyalty number no one else holds. */
@Parent(table = UniqueShop.class, prefix = "CUST")
public record Customer(@Key String customerId, String name, @Unique String email, @Unique Integer loyaltyNumber) {}
