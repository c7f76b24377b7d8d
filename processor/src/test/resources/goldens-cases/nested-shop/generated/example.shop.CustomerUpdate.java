package example.shop;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Customer}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerUpdate {
    private final Update<Customer> update;

    /**
     * Used by {@link CustomerRepository#update}.
     */
    public CustomerUpdate(Update<Customer> update) {
        this.update = update;
    }

    /**
     * Sets {@code name} (attribute {@code name}).
     */
    public CustomerUpdate name(String name) {
        this.update.set("name", () -> Items.string(name));
        return this;
    }

    /**
     * Sets {@code name} only if the stored item has none ({@code if_not_exists}).
     */
    public CustomerUpdate nameIfAbsent(String name) {
        this.update.setIfAbsent("name", () -> Items.string(name));
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.customerId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public CustomerUpdate when(Function<CustomerConditions, Condition> when) {
        this.update.when(CustomerConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Customer apply() {
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
