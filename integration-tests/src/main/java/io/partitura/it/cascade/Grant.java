package io.partitura.it.cascade;

import io.partitura.annotations.ManyToMany;

/** An edge stored in the tenant's partition (TEN#t, GRANT#MEM#m); the member sees it through GSI1 only. */
@ManyToMany(from = Tenant.class, to = Member.class, prefix = "GRANT", verb = "grant")
public record Grant(String tenantId, String memberId, String role) {}
