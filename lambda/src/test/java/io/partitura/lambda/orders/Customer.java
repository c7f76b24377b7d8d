package io.partitura.lambda.orders;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = Orders.class, prefix = "CUST")
public record Customer(@Key String customerId, String name) {}
