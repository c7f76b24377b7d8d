package example.catalog;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = Catalog.class, prefix = "TEN")
public record Tenant(@Key String tenantId, String name) {}
