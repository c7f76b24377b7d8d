package example.catalog;

import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The items a {@link CatalogBatchGet} found, grouped by entity, in the order their keys were added.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CatalogBatchGetResult {
    private final List<Tenant> tenants;

    private final List<Project> projects;

    CatalogBatchGetResult(List<Tenant> tenants, List<Project> projects) {
        this.tenants = List.copyOf(tenants);
        this.projects = List.copyOf(projects);
    }

    public List<Tenant> tenants() {
        return tenants;
    }

    public List<Project> projects() {
        return projects;
    }

    @Override
    public String toString() {
        return "CatalogBatchGetResult[" + "tenants=" + tenants + ", projects=" + projects + "]";
    }
}
