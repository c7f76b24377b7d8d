package example.pricing;

import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.condition.Condition;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Typed access to {@link Product} items of table {@code pricing}. Obtain it from {@link PricingTable#products()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProductRepository {
    private final TableClient table;

    /** Used by {@link PricingTable}; prefer {@code PricingTable.products()}. */
    public ProductRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Product, replacing any item at its key. One PutItem. */
    public void put(Product product) {
        this.table.putItem("products.put", putRequest(product));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Product product) {
        return this.table.putItemRequest(ProductCodec.INSTANCE.toItem(Objects.requireNonNull(product, "product")));
    }

    /**
     * Replaces the stored Product only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Product product) {
        this.table.replaceItem("products.update", this.table.replaceItemRequest(ProductCodec.INSTANCE.toItem(Objects.requireNonNull(product, "product"))));
    }

    /**
     * Writes the Product only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Product product) {
        this.table.putItem("products.create", createRequest(product));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Product product) {
        return this.table.createItemRequest(ProductCodec.INSTANCE.toItem(Objects.requireNonNull(product, "product")));
    }

    /** A partial update of the stored Product: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public ProductUpdate update(String productId) {
        return new ProductUpdate(new Update<>(this.table, "products.update", ProductKeys.primaryKey(productId), ProductCodec.INSTANCE));
    }

    /** The Product with this key, if any. One GetItem, eventually consistent. */
    public Optional<Product> get(String productId) {
        return get(productId, ReadConsistency.EVENTUAL);
    }

    /** The Product with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Product> get(String productId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("products.get", getRequest(productId, consistency)))
                    .map(this.table.decoder("products.get", ProductCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String productId, ReadConsistency consistency) {
        return this.table.getItemRequest(ProductKeys.primaryKey(productId), consistency);
    }

    /** Deletes the Product with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String productId) {
        return this.table.deleteItem("products.delete", deleteRequest(productId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String productId) {
        return this.table.deleteItemRequest(ProductKeys.primaryKey(productId));
    }

    /**
     * {@link #update(Product)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Product product, Function<ProductConditions, Condition> when) {
        this.table.putItem("products.update", updateRequest(product, when), TableClient.OwnChecks.PRESENT, ProductCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Product, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Product product,
            Function<ProductConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(ProductCodec.INSTANCE.toItem(Objects.requireNonNull(product, "product"))), ProductConditions.of(when));
    }

    /**
     * {@link #put(Product)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Product product, Function<ProductConditions, Condition> when) {
        this.table.putItem("products.put", putRequest(product, when), TableClient.OwnChecks.NONE, ProductCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Product, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Product product, Function<ProductConditions, Condition> when) {
        return this.table.withCondition(putRequest(product), ProductConditions.of(when));
    }

    /**
     * {@link #create(Product)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Product product, Function<ProductConditions, Condition> when) {
        this.table.putItem("products.create", createRequest(product, when), TableClient.OwnChecks.ABSENT, ProductCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Product, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Product product,
            Function<ProductConditions, Condition> when) {
        return this.table.withCondition(createRequest(product), ProductConditions.of(when));
    }

    /**
     * Deletes the Product with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String productId, Function<ProductConditions, Condition> when) {
        return this.table.deleteItem("products.delete", deleteRequest(productId, when), TableClient.OwnChecks.NONE, ProductCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String productId,
            Function<ProductConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(productId), ProductConditions.of(when));
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String productId) {
        return deleteWithCollection(productId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Product and its whole item collection: every item stored under its partition key. Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Product's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Product in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String productId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "products.deleteWithCollection", ProductKeys.primaryKey(productId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String productId) {
        return CollectionDelete.firstQuery(this.table, ProductKeys.primaryKey(productId));
    }
}
