package example.pricing;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Product}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProductUpdate extends EntityUpdate<Product, ProductConditions, ProductUpdate> {
    private static final MoneyConverter MONEY_CONVERTER = new MoneyConverter();

    /** Used by {@link ProductRepository#update}. */
    public ProductUpdate(Update<Product> update) {
        super(update, ProductConditions.INSTANCE);
    }

    /** Sets {@code name} (attribute {@code name}). */
    public ProductUpdate name(String name) {
        return set("name", () -> Items.string(name));
    }

    /** Sets {@code price} (attribute {@code price}). */
    public ProductUpdate price(Money price) {
        return set("price", () -> price == null ? null : MONEY_CONVERTER.transformFrom(price));
    }

    /** Sets {@code listPrice} (attribute {@code listPrice}). */
    public ProductUpdate listPrice(Money listPrice) {
        return set("listPrice", () -> listPrice == null ? null : MONEY_CONVERTER.transformFrom(listPrice));
    }

    /** Sets {@code name} only if the stored item has none ({@code if_not_exists}). */
    public ProductUpdate nameIfAbsent(String name) {
        return setIfAbsent("name", () -> Items.string(name));
    }

    /** Sets {@code price} only if the stored item has none ({@code if_not_exists}). */
    public ProductUpdate priceIfAbsent(Money price) {
        return setIfAbsent("price", () -> price == null ? null : MONEY_CONVERTER.transformFrom(price));
    }

    /** Sets {@code listPrice} only if the stored item has none ({@code if_not_exists}). */
    public ProductUpdate listPriceIfAbsent(Money listPrice) {
        return setIfAbsent("listPrice", () -> listPrice == null ? null : MONEY_CONVERTER.transformFrom(listPrice));
    }
}
