package example.pricing;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Product} items of table {@code pricing}. Obtain it from {@link PricingTable#products()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProductRepository extends UnversionedRepository<Product, ProductConditions> {
    /** Used by {@link PricingTable}; prefer {@code PricingTable.products()}. */
    public ProductRepository(TableClient table) {
        super(table, "products", ProductCodec.INSTANCE, ProductConditions.INSTANCE, ProductConditions::of);
    }

    /** A partial update of the stored Product: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public ProductUpdate update(String productId) {
        return new ProductUpdate(updateAt(ProductKeys.primaryKey(productId)));
    }

    /** The Product with this key, if any. One GetItem, eventually consistent. */
    public Optional<Product> get(String productId) {
        return getAt(ProductKeys.primaryKey(productId), ReadConsistency.EVENTUAL);
    }

    /** The Product with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Product> get(String productId, ReadConsistency consistency) {
        return getAt(ProductKeys.primaryKey(productId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String productId, ReadConsistency consistency) {
        return getRequestAt(ProductKeys.primaryKey(productId), consistency);
    }

    /** Deletes the Product with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String productId) {
        return deleteAt(ProductKeys.primaryKey(productId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String productId) {
        return deleteRequestAt(ProductKeys.primaryKey(productId));
    }

    /**
     * Deletes the Product with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String productId, Function<ProductConditions, Condition> when) {
        return deleteAt(ProductKeys.primaryKey(productId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String productId,
            Function<ProductConditions, Condition> when) {
        return deleteRequestAt(ProductKeys.primaryKey(productId), when);
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
