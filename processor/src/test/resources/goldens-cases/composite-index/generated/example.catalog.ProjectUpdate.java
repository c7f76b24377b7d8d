package example.catalog;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import java.time.Instant;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Project}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute, and takes the item out of every index whose key it is part of. */
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

    /** Sets {@code status}, {@code createdAt}, {@code region}, {@code priority} together: they make the keys of index {@code LSI1} (status, createdAt), {@code GSI2} (status, createdAt, projectId), {@code GSI3} (region, status, priority, createdAt). An UpdateItem cannot compute an index key from a stored attribute it is not given, so setting one alone would write half a key; to change one, pass the others' current values. An item whose index key has a null component is left out of that index. */
    public ProjectUpdate statusAndCreatedAtAndRegionAndPriority(String status, Instant createdAt,
            String region, int priority) {
        set("status", () -> Items.string(status));
        set("createdAt", () -> Items.instant(createdAt));
        set("region", () -> Items.string(region));
        set("priority", () -> Items.number(priority));
        String partitionKey = this.update.key().get(CatalogTable.PARTITION_KEY).s();
        String sortKey = this.update.key().get(CatalogTable.SORT_KEY).s();
        setIndexKey(ProjectKeys.inTenantByStatusIndexKey(partitionKey, sortKey, status, createdAt), "LSI1");
        setIndexKey(ProjectKeys.byStatusIndexKey(partitionKey, sortKey, status, createdAt, ProjectKeys.projectIdOf(sortKey)), "GSI2");
        setIndexKey(ProjectKeys.byRegionAndStatusIndexKey(partitionKey, sortKey, region, status, priority, createdAt), "GSI3");
        return this;
    }

    /** Sets {@code name} only if the stored item has none ({@code if_not_exists}). */
    public ProjectUpdate nameIfAbsent(String name) {
        return setIfAbsent("name", () -> Items.string(name));
    }
}
