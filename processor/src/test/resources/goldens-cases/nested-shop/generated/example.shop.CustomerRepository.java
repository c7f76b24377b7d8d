package example.shop;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Customer} items of table {@code shop}. Obtain it from {@link ShopTable#customers()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerRepository extends UnversionedRepository<Customer, CustomerConditions> {
    /** Used by {@link ShopTable}; prefer {@code ShopTable.customers()}. */
    public CustomerRepository(TableClient table) {
        super(table, "customers", CustomerCodec.INSTANCE, CustomerConditions.INSTANCE, CustomerConditions::of);
    }

    /** A partial update of the stored Customer: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public CustomerUpdate update(String customerId) {
        return new CustomerUpdate(updateAt(CustomerKeys.primaryKey(customerId)));
    }

    /** The Customer with this key, if any. One GetItem, eventually consistent. */
    public Optional<Customer> get(String customerId) {
        return getAt(CustomerKeys.primaryKey(customerId), ReadConsistency.EVENTUAL);
    }

    /** The Customer with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Customer> get(String customerId, ReadConsistency consistency) {
        return getAt(CustomerKeys.primaryKey(customerId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String customerId, ReadConsistency consistency) {
        return getRequestAt(CustomerKeys.primaryKey(customerId), consistency);
    }

    /** Deletes the Customer with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String customerId) {
        return deleteAt(CustomerKeys.primaryKey(customerId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId) {
        return deleteRequestAt(CustomerKeys.primaryKey(customerId));
    }

    /**
     * Deletes the Customer with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String customerId, Function<CustomerConditions, Condition> when) {
        return deleteAt(CustomerKeys.primaryKey(customerId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId,
            Function<CustomerConditions, Condition> when) {
        return deleteRequestAt(CustomerKeys.primaryKey(customerId), when);
    }

    /**
     * The Customer and its orders from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Customer itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<CustomerWithOrders> getWithOrders(String customerId) {
        return getWithOrders(customerId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithOrders}, read as {@code consistency} says. */
    public Optional<CustomerWithOrders> getWithOrders(String customerId,
            ReadConsistency consistency) {
        return readCollection("getWithOrders", customerId, consistency)
                    .map(loaded -> new CustomerWithOrders(loaded.customer(), loaded.orders(), loaded.orderLines()));
    }

    /** The Query {@link #getWithOrders} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithOrdersRequest(String customerId, ReadConsistency consistency) {
        return getWithChildrenRequest(customerId, consistency);
    }

    /** The Customer and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Customer itself does not exist. */
    public Optional<CustomerWithChildren> getWithChildren(String customerId) {
        return getWithChildren(customerId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<CustomerWithChildren> getWithChildren(String customerId,
            ReadConsistency consistency) {
        return readCollection("getWithChildren", customerId, consistency);
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private Optional<CustomerWithChildren> readCollection(String method, String customerId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(customerId, consistency)), OrderCodec.INSTANCE, OrderLineCodec.INSTANCE)
                    .map(loaded -> new CustomerWithChildren(loaded.owner(), loaded.of(OrderCodec.INSTANCE), loaded.of(OrderLineCodec.INSTANCE)));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String customerId, ReadConsistency consistency) {
        return queryRequest(onTable(CustomerKeys.partitionKey(customerId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String customerId) {
        return deleteWithCollection(customerId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Customer and its whole item collection: every item stored under its partition key ({@link Order}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Customer's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Customer in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String customerId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "customers.deleteWithCollection", CustomerKeys.primaryKey(customerId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String customerId) {
        return CollectionDelete.firstQuery(this.table, CustomerKeys.primaryKey(customerId));
    }
}
