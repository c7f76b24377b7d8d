package example.catalog;

import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** The items a {@link CatalogBatchGet} found, grouped by entity, in the order their keys were added. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CatalogBatchGetResult extends ResultByType {
    CatalogBatchGetResult(List<Tenant> tenants, List<Project> projects) {
        super(RecordsByType.of(Tenant.class, tenants)
                .and(Project.class, projects));
    }

    public List<Tenant> tenants() {
        return records(Tenant.class);
    }

    public List<Project> projects() {
        return records(Project.class);
    }
}
