package io.partitura.it.metered;

import io.partitura.annotations.Table;

/** A provisioned table: its capacity goes to the table and to every global index. */
@Table(name = "metered", billingMode = Table.BillingMode.PROVISIONED, readCapacityUnits = 3, writeCapacityUnits = 2)
public interface Metered {}
