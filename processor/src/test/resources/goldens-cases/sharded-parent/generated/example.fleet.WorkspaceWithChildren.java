package example.fleet;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Workspace} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceWithChildren extends ParentWithChildren<Workspace> {
    WorkspaceWithChildren(Workspace workspace, List<Project> projects) {
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
