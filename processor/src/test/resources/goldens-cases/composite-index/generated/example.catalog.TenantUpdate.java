package example.catalog;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Tenant}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TenantUpdate extends EntityUpdate<Tenant, TenantConditions, TenantUpdate> {
    /** Used by {@link TenantRepository#update}. */
    public TenantUpdate(Update<Tenant> update) {
        super(update, TenantConditions.INSTANCE);
    }

    /** Sets {@code name} (attribute {@code name}). */
    public TenantUpdate name(String name) {
        return set("name", () -> Items.string(name));
    }

    /** Sets {@code name} only if the stored item has none ({@code if_not_exists}). */
    public TenantUpdate nameIfAbsent(String name) {
        return setIfAbsent("name", () -> Items.string(name));
    }
}
