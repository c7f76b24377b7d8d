package example.catalog;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Tenant} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TenantWithChildren extends ParentWithChildren<Tenant> {
    TenantWithChildren(Tenant tenant, List<Project> projects) {
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
