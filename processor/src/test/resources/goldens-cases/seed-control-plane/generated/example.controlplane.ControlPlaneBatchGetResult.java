package example.controlplane;

import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The items a {@link ControlPlaneBatchGet} found, grouped by entity, in the order their keys were added.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ControlPlaneBatchGetResult {
    private final List<Workspace> workspaces;

    private final List<Project> projects;

    ControlPlaneBatchGetResult(List<Workspace> workspaces, List<Project> projects) {
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
        return "ControlPlaneBatchGetResult[" + "workspaces=" + workspaces + ", projects=" + projects + "]";
    }
}
