package example.pricing;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.transaction.WriteTransaction;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Writes to table {@code pricing} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PricingTransaction {
    private final PricingTable db;

    private final WriteTransaction transaction;

    /**
     * Used by {@link PricingTable#transaction()}.
     */
    public PricingTransaction(PricingTable db) {
        this.db = Objects.requireNonNull(db, "db");
        this.transaction = new WriteTransaction(db.tableClient(), "transaction");
    }

    /**
     * {@link ProductRepository#create(Product)} as an action of this transaction.
     */
    public PricingTransaction create(Product product) {
        this.transaction.put("create", this.db.products().createRequest(product), TableClient.OwnChecks.ABSENT, ProductCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProductRepository#put(Product)} as an action of this transaction.
     */
    public PricingTransaction put(Product product) {
        this.transaction.put("put", this.db.products().putRequest(product), TableClient.OwnChecks.NONE, ProductCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProductRepository#update(Product)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public PricingTransaction replace(Product product) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(ProductCodec.INSTANCE.toItem(Objects.requireNonNull(product, "product"))), TableClient.OwnChecks.PRESENT, ProductCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProductRepository#create(Product, Function)} as an action of this transaction.
     */
    public PricingTransaction create(Product product, Function<ProductConditions, Condition> when) {
        this.transaction.put("create", this.db.products().createRequest(product, when), TableClient.OwnChecks.ABSENT, ProductCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProductRepository#put(Product, Function)} as an action of this transaction.
     */
    public PricingTransaction put(Product product, Function<ProductConditions, Condition> when) {
        this.transaction.put("put", this.db.products().putRequest(product, when), TableClient.OwnChecks.NONE, ProductCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProductRepository#update(Product, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public PricingTransaction replace(Product product,
            Function<ProductConditions, Condition> when) {
        this.transaction.put("replace", this.db.products().updateRequest(product, when), TableClient.OwnChecks.PRESENT, ProductCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Product} as an action: {@code changes} sets components (and {@code when}) as on {@link ProductRepository#update}; only if the item exists.
     */
    public PricingTransaction updateProduct(String productId, Consumer<ProductUpdate> changes) {
        Update<Product> update = new Update<>(this.db.tableClient(), "transaction", ProductKeys.primaryKey(productId), ProductCodec.INSTANCE);
        changes.accept(new ProductUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link ProductRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public PricingTransaction deleteProduct(String productId) {
        this.transaction.delete(this.db.products().deleteRequest(productId), TableClient.OwnChecks.NONE, ProductCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProductRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public PricingTransaction deleteProduct(String productId,
            Function<ProductConditions, Condition> when) {
        this.transaction.delete(this.db.products().deleteRequest(productId, when), TableClient.OwnChecks.NONE, ProductCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Product} at this key meets {@code when}; it writes nothing.
     */
    public PricingTransaction checkProduct(String productId,
            Function<ProductConditions, Condition> when) {
        this.transaction.conditionCheck(ProductKeys.primaryKey(productId), ProductConditions.of(when), ProductCodec.INSTANCE);
        return this;
    }

    /**
     * The ClientRequestToken (1 to 36 characters): DynamoDB applies a transaction sent again with the same token within 10 minutes only once.
     */
    public PricingTransaction idempotencyToken(String token) {
        this.transaction.idempotencyToken(token);
        return this;
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, without sending it.
     */
    public TransactWriteItemsRequest toRequest() {
        return this.transaction.toRequest();
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.transaction.describe();
    }

    /**
     * Sends the one TransactWriteItems: every action is applied, or none.
     *
     * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled it; nothing is written
     */
    public void execute() {
        this.transaction.execute();
    }
}
