package io.partitura.it.cascade;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;
import io.partitura.annotations.Version;

/** A tenant's second child type, versioned: a whole-collection delete removes it whatever its version. */
@ChildOf(parent = Tenant.class, prefix = "NOTE")
public record Note(String tenantId, @Key String noteId, String text, @Version long version) {}
