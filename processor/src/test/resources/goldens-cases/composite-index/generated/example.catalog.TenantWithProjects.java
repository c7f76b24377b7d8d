package example.catalog;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Tenant} and its projects, read from its item collection in one Query.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TenantWithProjects {
    private final Tenant tenant;

    private final List<Project> projects;

    public TenantWithProjects(Tenant tenant, List<Project> projects) {
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
        return other instanceof TenantWithProjects that
                        && Objects.equals(tenant, that.tenant)
                        && Objects.equals(projects, that.projects);
    }

    @Override
    public int hashCode() {
        return Objects.hash(tenant, projects);
    }

    @Override
    public String toString() {
        return "TenantWithProjects[" + "tenant=" + tenant + ", projects=" + projects + "]";
    }
}
