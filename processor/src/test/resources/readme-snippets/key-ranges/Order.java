package desk;

import io.partitura.annotations.*;
import java.time.LocalDate;

@ChildOf(parent = Customer.class, prefix = "ORD")
public record Order(long customerId, @Key(order = 0) LocalDate day, @Key(order = 1) int sequence) {}
