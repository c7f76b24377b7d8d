package example.catalog;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Tenant} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TenantWithChildren {
    private final Tenant tenant;

    private final List<Project> projects;

    TenantWithChildren(Tenant tenant, List<Project> projects) {
        this.tenant = Objects.requireNonNull(tenant, "tenant");
        this.projects = List.copyOf(projects);
    }

    public Tenant tenant() {
        return tenant;
    }

    /**
     * The projects, in ascending sort-key order.
     */
    public List<Project> projects() {
        return projects;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TenantWithChildren that
                        && Objects.equals(tenant, that.tenant)
                        && Objects.equals(projects, that.projects);
    }

    @Override
    public int hashCode() {
        return Objects.hash(tenant, projects);
    }

    @Override
    public String toString() {
        return "TenantWithChildren[" + "tenant=" + tenant + ", projects=" + projects + "]";
    }
}
