package example.fleet;

import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The items a {@link FleetBatchGet} found, grouped by entity, in the order their keys were added.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class FleetBatchGetResult {
    private final List<Workspace> workspaces;

    private final List<Project> projects;

    FleetBatchGetResult(List<Workspace> workspaces, List<Project> projects) {
        this.workspaces = List.copyOf(workspaces);
        this.projects = List.copyOf(projects);
    }

    public List<Workspace> workspaces() {
        return workspaces;
    }

    public List<Project> projects() {
        return projects;
    }

    @Override
    public String toString() {
        return "FleetBatchGetResult[" + "workspaces=" + workspaces + ", projects=" + projects + "]";
    }
}
