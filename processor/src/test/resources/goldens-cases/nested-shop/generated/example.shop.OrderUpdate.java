package example.shop;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.time.Instant;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Order}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute, and takes the item out of every index whose key it is part of.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderUpdate {
    private final Update<Order> update;

    /**
     * Used by {@link OrderRepository#update}.
     */
    public OrderUpdate(Update<Order> update) {
        this.update = update;
    }

    /**
     * Sets {@code placedAt} (attribute {@code placedAt}).
     */
    public OrderUpdate placedAt(Instant placedAt) {
        this.update.set("placedAt", () -> Items.instant(placedAt));
        return this;
    }

    /**
     * Sets {@code placedAt} only if the stored item has none ({@code if_not_exists}).
     */
    public OrderUpdate placedAtIfAbsent(Instant placedAt) {
        this.update.setIfAbsent("placedAt", () -> Items.instant(placedAt));
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.customerId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public OrderUpdate when(Function<OrderConditions, Condition> when) {
        this.update.when(OrderConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Order apply() {
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
