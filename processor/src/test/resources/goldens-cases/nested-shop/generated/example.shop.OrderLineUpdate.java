package example.shop;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link OrderLine}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderLineUpdate {
    private final Update<OrderLine> update;

    /**
     * Used by {@link OrderLineRepository#update}.
     */
    public OrderLineUpdate(Update<OrderLine> update) {
        this.update = update;
    }

    /**
     * Sets {@code sku} (attribute {@code sku}).
     */
    public OrderLineUpdate sku(String sku) {
        this.update.set("sku", () -> Items.string(sku));
        return this;
    }

    /**
     * Sets {@code quantity} (attribute {@code quantity}).
     */
    public OrderLineUpdate quantity(int quantity) {
        this.update.set("quantity", () -> Items.number(quantity));
        return this;
    }

    /**
     * Sets {@code sku} only if the stored item has none ({@code if_not_exists}).
     */
    public OrderLineUpdate skuIfAbsent(String sku) {
        this.update.setIfAbsent("sku", () -> Items.string(sku));
        return this;
    }

    /**
     * Adds {@code delta} to {@code quantity} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored.
     */
    public OrderLineUpdate quantityAdd(int delta) {
        this.update.add("quantity", () -> Items.number(delta));
        return this;
    }

    /**
     * Sets {@code quantity} only if the stored item has none ({@code if_not_exists}).
     */
    public OrderLineUpdate quantityIfAbsent(int quantity) {
        this.update.setIfAbsent("quantity", () -> Items.number(quantity));
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.customerId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public OrderLineUpdate when(Function<OrderLineConditions, Condition> when) {
        this.update.when(OrderLineConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public OrderLine apply() {
        return this.update.apply();
    }

    /**
     * The UpdateItem {@link #apply()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.update.describe();
    }

    /**
     * The UpdateItem {@link #apply()} sends, without sending it.
     */
    public UpdateItemRequest toRequest() {
        return this.update.toRequest();
    }
}
