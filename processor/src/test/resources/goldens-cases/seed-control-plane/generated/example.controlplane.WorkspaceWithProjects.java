package example.controlplane;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Workspace} and its projects, read from its item collection in one Query. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceWithProjects extends ParentWithChildren<Workspace> {
    public WorkspaceWithProjects(Workspace workspace, List<Project> projects) {
        super(workspace, RecordsByType.of(Project.class, projects));
    }

    public Workspace workspace() {
        return parent;
    }

    /** The projects, in ascending sort-key order. */
    public List<Project> projects() {
        return records(Project.class);
    }
}
