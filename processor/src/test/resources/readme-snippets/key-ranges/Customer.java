package desk;

import io.partitura.annotations.*;

@Parent(table = Desk.class, prefix = "CUST")
public record Customer(@Key long customerId, String name) {}
