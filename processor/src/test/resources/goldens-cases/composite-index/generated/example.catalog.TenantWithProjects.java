package example.catalog;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Tenant} and its projects, read from its item collection in one Query. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TenantWithProjects extends ParentWithChildren<Tenant> {
    public TenantWithProjects(Tenant tenant, List<Project> projects) {
        super(tenant, RecordsByType.of(Project.class, projects));
    }

    public Tenant tenant() {
        return parent;
    }

    /** The projects, in ascending sort-key order. */
    public List<Project> projects() {
        return records(Project.class);
    }
}
