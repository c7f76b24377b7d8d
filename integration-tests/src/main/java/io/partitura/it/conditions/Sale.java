package io.partitura.it.conditions;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * Unversioned: a component of each kind conditions distinguish (enum, String, numbers, date, instant,
 * boolean, set, list), a counter, and an index keyed by customer and day.
 */
@Parent(table = Store.class, prefix = "SALE")
@GlobalIndex(name = "GSI1", partitionKey = "customer", sortKey = "placedOn")
public record Sale(
    @Key String saleId,
    SaleStatus status,
    String customer,
    LocalDate placedOn,
    long views,
    BigDecimal total,
    Instant paidAt,
    Boolean gift,
    Set<String> labels,
    List<String> notes,
    String coupon) {}
