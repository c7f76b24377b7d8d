package example.shop;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Customer}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerUpdate extends EntityUpdate<Customer, CustomerConditions, CustomerUpdate> {
    /** Used by {@link CustomerRepository#update}. */
    public CustomerUpdate(Update<Customer> update) {
        super(update, CustomerConditions.INSTANCE);
    }

    /** Sets {@code name} (attribute {@code name}). */
    public CustomerUpdate name(String name) {
        return set("name", () -> Items.string(name));
    }

    /** Sets {@code name} only if the stored item has none ({@code if_not_exists}). */
    public CustomerUpdate nameIfAbsent(String name) {
        return setIfAbsent("name", () -> Items.string(name));
    }
}
