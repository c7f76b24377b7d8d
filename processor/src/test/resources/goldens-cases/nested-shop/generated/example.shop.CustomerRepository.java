package example.shop;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Typed access to {@link Customer} items of table {@code shop}. Obtain it from {@link ShopTable#customers()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerRepository {
    private final TableClient table;

    /** Used by {@link ShopTable}; prefer {@code ShopTable.customers()}. */
    public CustomerRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Customer, replacing any item at its key. One PutItem. */
    public void put(Customer customer) {
        this.table.putItem("customers.put", putRequest(customer));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Customer customer) {
        return this.table.putItemRequest(CustomerCodec.INSTANCE.toItem(Objects.requireNonNull(customer, "customer")));
    }

    /**
     * Replaces the stored Customer only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Customer customer) {
        this.table.replaceItem("customers.update", this.table.replaceItemRequest(CustomerCodec.INSTANCE.toItem(Objects.requireNonNull(customer, "customer"))));
    }

    /**
     * Writes the Customer only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Customer customer) {
        this.table.putItem("customers.create", createRequest(customer));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Customer customer) {
        return this.table.createItemRequest(CustomerCodec.INSTANCE.toItem(Objects.requireNonNull(customer, "customer")));
    }

    /** A partial update of the stored Customer: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public CustomerUpdate update(String customerId) {
        return new CustomerUpdate(new Update<>(this.table, "customers.update", CustomerKeys.primaryKey(customerId), CustomerCodec.INSTANCE));
    }

    /** The Customer with this key, if any. One GetItem, eventually consistent. */
    public Optional<Customer> get(String customerId) {
        return get(customerId, ReadConsistency.EVENTUAL);
    }

    /** The Customer with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Customer> get(String customerId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("customers.get", getRequest(customerId, consistency)))
                    .map(this.table.decoder("customers.get", CustomerCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String customerId, ReadConsistency consistency) {
        return this.table.getItemRequest(CustomerKeys.primaryKey(customerId), consistency);
    }

    /** Deletes the Customer with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String customerId) {
        return this.table.deleteItem("customers.delete", deleteRequest(customerId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId) {
        return this.table.deleteItemRequest(CustomerKeys.primaryKey(customerId));
    }

    /**
     * {@link #update(Customer)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Customer customer, Function<CustomerConditions, Condition> when) {
        this.table.putItem("customers.update", updateRequest(customer, when), TableClient.OwnChecks.PRESENT, CustomerCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Customer, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Customer customer,
            Function<CustomerConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(CustomerCodec.INSTANCE.toItem(Objects.requireNonNull(customer, "customer"))), CustomerConditions.of(when));
    }

    /**
     * {@link #put(Customer)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Customer customer, Function<CustomerConditions, Condition> when) {
        this.table.putItem("customers.put", putRequest(customer, when), TableClient.OwnChecks.NONE, CustomerCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Customer, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Customer customer,
            Function<CustomerConditions, Condition> when) {
        return this.table.withCondition(putRequest(customer), CustomerConditions.of(when));
    }

    /**
     * {@link #create(Customer)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Customer customer, Function<CustomerConditions, Condition> when) {
        this.table.putItem("customers.create", createRequest(customer, when), TableClient.OwnChecks.ABSENT, CustomerCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Customer, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Customer customer,
            Function<CustomerConditions, Condition> when) {
        return this.table.withCondition(createRequest(customer), CustomerConditions.of(when));
    }

    /**
     * Deletes the Customer with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String customerId, Function<CustomerConditions, Condition> when) {
        return this.table.deleteItem("customers.delete", deleteRequest(customerId, when), TableClient.OwnChecks.NONE, CustomerCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId,
            Function<CustomerConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(customerId), CustomerConditions.of(when));
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
        return readCollection("customers.getWithOrders", customerId, consistency)
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
        return readCollection("customers.getWithChildren", customerId, consistency);
    }

    /** The item collection, read once and split by type; {@code operation} names the load in requests and errors. */
    private Optional<CustomerWithChildren> readCollection(String operation, String customerId,
            ReadConsistency consistency) {
        Customer customer = null;
        List<Order> orders = new ArrayList<>();
        List<OrderLine> orderLines = new ArrayList<>();
        for (Map<String, AttributeValue> item : this.table.queryAll(operation, getWithChildrenRequest(customerId, consistency))) {
            String type = Items.getString(item, this.table.typeAttributeName());
            if (CustomerCodec.ENTITY_TYPE.equals(type)) {
                customer = this.table.decode(operation, CustomerCodec.INSTANCE, item);
            } else if (OrderCodec.ENTITY_TYPE.equals(type)) {
                orders.add(this.table.decode(operation, OrderCodec.INSTANCE, item));
            } else if (OrderLineCodec.ENTITY_TYPE.equals(type)) {
                orderLines.add(this.table.decode(operation, OrderLineCodec.INSTANCE, item));
            }
        }
        return customer == null ? Optional.empty() : Optional.of(new CustomerWithChildren(customer, orders, orderLines));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String customerId, ReadConsistency consistency) {
        return new KeyCondition(null, this.table.partitionKeyName(), CustomerKeys.partitionKey(customerId), this.table.sortKeyName(), null, List.of())
                    .toRequest(this.table.tableName())
                    .consistentRead(consistency.strong())
                    .build();
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
