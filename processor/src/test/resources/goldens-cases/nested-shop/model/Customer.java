package example.shop;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = Shop.class, prefix = "CUST")
public record Customer(@Key String customerId, String name) {}
