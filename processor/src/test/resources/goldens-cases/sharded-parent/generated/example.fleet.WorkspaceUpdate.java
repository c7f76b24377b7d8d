package example.fleet;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Workspace}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceUpdate extends EntityUpdate<Workspace, WorkspaceConditions, WorkspaceUpdate> {
    /** Used by {@link WorkspaceRepository#update}. */
    public WorkspaceUpdate(Update<Workspace> update) {
        super(update, WorkspaceConditions.INSTANCE);
    }

    /** Sets {@code name} (attribute {@code name}). */
    public WorkspaceUpdate name(String name) {
        return set("name", () -> Items.string(name));
    }

    /** Sets {@code name} only if the stored item has none ({@code if_not_exists}). */
    public WorkspaceUpdate nameIfAbsent(String name) {
        return setIfAbsent("name", () -> Items.string(name));
    }
}
