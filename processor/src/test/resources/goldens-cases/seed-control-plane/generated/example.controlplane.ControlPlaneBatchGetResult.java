package example.controlplane;

import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** The items a {@link ControlPlaneBatchGet} found, grouped by entity, in the order their keys were added. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ControlPlaneBatchGetResult extends ResultByType {
    ControlPlaneBatchGetResult(List<Workspace> workspaces, List<Project> projects) {
        super(RecordsByType.of(Workspace.class, workspaces)
                .and(Project.class, projects));
    }

    public List<Workspace> workspaces() {
        return records(Workspace.class);
    }

    public List<Project> projects() {
        return records(Project.class);
    }
}
