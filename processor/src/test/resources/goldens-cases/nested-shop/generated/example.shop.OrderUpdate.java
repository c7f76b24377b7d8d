package example.shop;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import java.time.Instant;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Order}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute, and takes the item out of every index whose key it is part of. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderUpdate extends EntityUpdate<Order, OrderConditions, OrderUpdate> {
    /** Used by {@link OrderRepository#update}. */
    public OrderUpdate(Update<Order> update) {
        super(update, OrderConditions.INSTANCE);
    }

    /** Sets {@code placedAt} (attribute {@code placedAt}). */
    public OrderUpdate placedAt(Instant placedAt) {
        return set("placedAt", () -> Items.instant(placedAt));
    }

    /** Sets {@code placedAt} only if the stored item has none ({@code if_not_exists}). */
    public OrderUpdate placedAtIfAbsent(Instant placedAt) {
        return setIfAbsent("placedAt", () -> Items.instant(placedAt));
    }
}
