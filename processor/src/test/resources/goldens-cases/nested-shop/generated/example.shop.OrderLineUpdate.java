package example.shop;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link OrderLine}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderLineUpdate extends EntityUpdate<OrderLine, OrderLineConditions, OrderLineUpdate> {
    /** Used by {@link OrderLineRepository#update}. */
    public OrderLineUpdate(Update<OrderLine> update) {
        super(update, OrderLineConditions.INSTANCE);
    }

    /** Sets {@code sku} (attribute {@code sku}). */
    public OrderLineUpdate sku(String sku) {
        return set("sku", () -> Items.string(sku));
    }

    /** Sets {@code quantity} (attribute {@code quantity}). */
    public OrderLineUpdate quantity(int quantity) {
        return set("quantity", () -> Items.number(quantity));
    }

    /** Sets {@code sku} only if the stored item has none ({@code if_not_exists}). */
    public OrderLineUpdate skuIfAbsent(String sku) {
        return setIfAbsent("sku", () -> Items.string(sku));
    }

    /** Adds {@code delta} to {@code quantity} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
    public OrderLineUpdate quantityAdd(int delta) {
        return add("quantity", () -> Items.number(delta));
    }

    /** Sets {@code quantity} only if the stored item has none ({@code if_not_exists}). */
    public OrderLineUpdate quantityIfAbsent(int quantity) {
        return setIfAbsent("quantity", () -> Items.number(quantity));
    }
}
