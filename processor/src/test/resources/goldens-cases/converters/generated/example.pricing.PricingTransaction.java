package example.pricing;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code pricing} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PricingTransaction extends TableTransaction<PricingTransaction> {
    private final PricingTable db;

    /** Used by {@link PricingTable#transaction()}. */
    public PricingTransaction(PricingTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link PricingTable#transaction(String)}. */
    public PricingTransaction(PricingTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link ProductRepository#create(Product)} as an action of this transaction. */
    public PricingTransaction create(Product product) {
        return addCreate(this.db.products().createRequest(product), ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#put(Product)} as an action of this transaction. */
    public PricingTransaction put(Product product) {
        return addPut(this.db.products().putRequest(product), ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#update(Product)} as an action of this transaction: replaces the stored item only if it exists. */
    public PricingTransaction replace(Product product) {
        return addReplace(product, ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#create(Product, Function)} as an action of this transaction. */
    public PricingTransaction create(Product product,
            Function<ProductRepository.Conditions, Condition> when) {
        return addCreate(this.db.products().createRequest(product, when), ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#put(Product, Function)} as an action of this transaction. */
    public PricingTransaction put(Product product,
            Function<ProductRepository.Conditions, Condition> when) {
        return addPut(this.db.products().putRequest(product, when), ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#update(Product, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public PricingTransaction replace(Product product,
            Function<ProductRepository.Conditions, Condition> when) {
        return addReplace(this.db.products().updateRequest(product, when), ProductRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Product} as an action: {@code changes} sets components (and {@code when}) as on {@link ProductRepository#update}; only if the item exists. */
    public PricingTransaction updateProduct(String productId,
            Consumer<ProductRepository.Update> changes) {
        var update = newUpdate(ProductRepository.Codec.primaryKey(productId), ProductRepository.Codec.INSTANCE);
        changes.accept(new ProductRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link ProductRepository#delete} of this key as an action: deletes the item if there is one. */
    public PricingTransaction deleteProduct(String productId) {
        return addDelete(this.db.products().deleteRequest(productId), ProductRepository.Codec.INSTANCE);
    }

    /** {@link ProductRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public PricingTransaction deleteProduct(String productId,
            Function<ProductRepository.Conditions, Condition> when) {
        return addDelete(this.db.products().deleteRequest(productId, when), ProductRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Product} at this key meets {@code when}; it writes nothing. */
    public PricingTransaction checkProduct(String productId,
            Function<ProductRepository.Conditions, Condition> when) {
        return addCheck(ProductRepository.Codec.primaryKey(productId), ProductRepository.Conditions.of(when), ProductRepository.Codec.INSTANCE);
    }
}
