package example.controlplane;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import java.time.Instant;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Project}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectUpdate extends EntityUpdate<Project, ProjectConditions, ProjectUpdate> {
    /** Used by {@link ProjectRepository#update}. */
    public ProjectUpdate(Update<Project> update) {
        super(update, ProjectConditions.INSTANCE);
    }

    /** Sets {@code name} (attribute {@code name}). */
    public ProjectUpdate name(String name) {
        return set("name", () -> Items.string(name));
    }

    /** Sets {@code status} (attribute {@code status}). */
    public ProjectUpdate status(Status status) {
        return set("status", () -> Items.enumName(status));
    }

    /** Sets {@code createdAt} (attribute {@code createdAt}). */
    public ProjectUpdate createdAt(Instant createdAt) {
        return set("createdAt", () -> Items.instant(createdAt));
    }

    /** Sets {@code name} only if the stored item has none ({@code if_not_exists}). */
    public ProjectUpdate nameIfAbsent(String name) {
        return setIfAbsent("name", () -> Items.string(name));
    }

    /** Sets {@code status} only if the stored item has none ({@code if_not_exists}). */
    public ProjectUpdate statusIfAbsent(Status status) {
        return setIfAbsent("status", () -> Items.enumName(status));
    }

    /** Sets {@code createdAt} only if the stored item has none ({@code if_not_exists}). */
    public ProjectUpdate createdAtIfAbsent(Instant createdAt) {
        return setIfAbsent("createdAt", () -> Items.instant(createdAt));
    }
}
