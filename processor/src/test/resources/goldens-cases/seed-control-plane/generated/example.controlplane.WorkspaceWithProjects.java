package example.controlplane;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Workspace} and its projects, read from its item collection in one Query.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceWithProjects {
    private final Workspace workspace;

    private final List<Project> projects;

    public WorkspaceWithProjects(Workspace workspace, List<Project> projects) {
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
        return other instanceof WorkspaceWithProjects that
                        && Objects.equals(workspace, that.workspace)
                        && Objects.equals(projects, that.projects);
    }

    @Override
    public int hashCode() {
        return Objects.hash(workspace, projects);
    }

    @Override
    public String toString() {
        return "WorkspaceWithProjects[" + "workspace=" + workspace + ", projects=" + projects + "]";
    }
}
