package example.pricing;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Product}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProductUpdate {
    private static final MoneyConverter MONEY_CONVERTER = new MoneyConverter();

    private final Update<Product> update;

    /**
     * Used by {@link ProductRepository#update}.
     */
    public ProductUpdate(Update<Product> update) {
        this.update = update;
    }

    /**
     * Sets {@code name} (attribute {@code name}).
     */
    public ProductUpdate name(String name) {
        this.update.set("name", () -> Items.string(name));
        return this;
    }

    /**
     * Sets {@code price} (attribute {@code price}).
     */
    public ProductUpdate price(Money price) {
        this.update.set("price", () -> price == null ? null : MONEY_CONVERTER.transformFrom(price));
        return this;
    }

    /**
     * Sets {@code listPrice} (attribute {@code listPrice}).
     */
    public ProductUpdate listPrice(Money listPrice) {
        this.update.set("listPrice", () -> listPrice == null ? null : MONEY_CONVERTER.transformFrom(listPrice));
        return this;
    }

    /**
     * Sets {@code name} only if the stored item has none ({@code if_not_exists}).
     */
    public ProductUpdate nameIfAbsent(String name) {
        this.update.setIfAbsent("name", () -> Items.string(name));
        return this;
    }

    /**
     * Sets {@code price} only if the stored item has none ({@code if_not_exists}).
     */
    public ProductUpdate priceIfAbsent(Money price) {
        this.update.setIfAbsent("price", () -> price == null ? null : MONEY_CONVERTER.transformFrom(price));
        return this;
    }

    /**
     * Sets {@code listPrice} only if the stored item has none ({@code if_not_exists}).
     */
    public ProductUpdate listPriceIfAbsent(Money listPrice) {
        this.update.setIfAbsent("listPrice", () -> listPrice == null ? null : MONEY_CONVERTER.transformFrom(listPrice));
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.productId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public ProductUpdate when(Function<ProductConditions, Condition> when) {
        this.update.when(ProductConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Product apply() {
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
