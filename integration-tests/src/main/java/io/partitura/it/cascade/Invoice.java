package io.partitura.it.cascade;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** A tenant's first child type; {@code memo} lets a test make a collection larger than one 1 MB Query page. */
@ChildOf(parent = Tenant.class, prefix = "INV")
public record Invoice(String tenantId, @Key String invoiceId, long cents, String memo) {}
