package example.fleet;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Workspace} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceWithChildren {
    private final Workspace workspace;

    private final List<Project> projects;

    WorkspaceWithChildren(Workspace workspace, List<Project> projects) {
        this.workspace = Objects.requireNonNull(workspace, "workspace");
        this.projects = List.copyOf(projects);
    }

    public Workspace workspace() {
        return workspace;
    }

    /**
     * The projects, in ascending sort-key order.
     */
    public List<Project> projects() {
        return projects;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof WorkspaceWithChildren that
                        && Objects.equals(workspace, that.workspace)
                        && Objects.equals(projects, that.projects);
    }

    @Override
    public int hashCode() {
        return Objects.hash(workspace, projects);
    }

    @Override
    public String toString() {
        return "WorkspaceWithChildren[" + "workspace=" + workspace + ", projects=" + projects + "]";
    }
}
