package io.partitura.it.types;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * A child with a composite sort key whose parts are declared out of order: {@code order} puts the
 * day first, then the sequence, so SK=ORD#&lt;day&gt;#&lt;sequence&gt; and orders list by (day, sequence).
 */
@ChildOf(parent = Customer.class, prefix = "ORD")
public record Order(long customerNo, @Key(order = 1) int sequence, @Key(order = 0) LocalDate day, BigDecimal total) {}
