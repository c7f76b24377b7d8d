package example.shop;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.repository.LoadedCollection;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Customer} items of table {@code shop}. Obtain it from {@link ShopTable#customers()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerRepository extends UnversionedRepository<Customer, CustomerRepository.Conditions> {
    /** Used by {@link ShopTable}; prefer {@code ShopTable.customers()}. */
    public CustomerRepository(TableClient table) {
        super(table, "customers", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Customer} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Customer> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Customer: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String customerId) {
        return new Update(updateAt(Codec.primaryKey(customerId)));
    }

    /** The Customer with this key, if any. One GetItem, eventually consistent. */
    public Optional<Customer> get(String customerId) {
        return getAt(Codec.primaryKey(customerId), ReadConsistency.EVENTUAL);
    }

    /** The Customer with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Customer> get(String customerId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(customerId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String customerId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(customerId), consistency);
    }

    /** Deletes the Customer with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String customerId) {
        return deleteAt(Codec.primaryKey(customerId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId) {
        return deleteRequestAt(Codec.primaryKey(customerId));
    }

    /**
     * Deletes the Customer with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String customerId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(customerId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(customerId), when);
    }

    /**
     * The Customer and its orders from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Customer itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithOrders> getWithOrders(String customerId) {
        return getWithOrders(customerId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithOrders}, read as {@code consistency} says. */
    public Optional<WithOrders> getWithOrders(String customerId, ReadConsistency consistency) {
        var loaded = readCollection("getWithOrders", customerId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithOrders(loaded.owner(), loaded.of(OrderRepository.Codec.INSTANCE), loaded.of(OrderLineRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithOrders} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithOrdersRequest(String customerId, ReadConsistency consistency) {
        return getWithChildrenRequest(customerId, consistency);
    }

    /** The Customer and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Customer itself does not exist. */
    public Optional<WithChildren> getWithChildren(String customerId) {
        return getWithChildren(customerId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String customerId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", customerId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(OrderRepository.Codec.INSTANCE), loaded.of(OrderLineRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Customer> readCollection(String method, String customerId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(customerId, consistency)), OrderRepository.Codec.INSTANCE, OrderLineRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String customerId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(customerId), null), consistency);
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
        return CollectionDelete.run(this.table, "customers.deleteWithCollection", Codec.primaryKey(customerId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String customerId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(customerId));
    }

    /** A partial update of one stored {@link Customer}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Customer, Conditions, Update> {
        /** Used by {@link CustomerRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Customer> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Customer}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.customerId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(ShopTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code customerId} (attribute {@code customerId}). */
        public StringCondition customerId() {
            return new StringCondition("customerId", Encoders.STRING);
        }

        /** Conditions on {@code name} (attribute {@code name}). */
        public StringCondition name() {
            return new StringCondition("name", Encoders.STRING);
        }
    }

    /** A {@link Customer} and its orders, read from its item collection in one Query. A type added below them adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithOrders extends ParentWithChildren<Customer> {
        private final List<OrderRepository.WithChildren> orders;

        WithOrders(Customer customer, List<Order> orders, List<OrderLine> orderLines) {
            this(customer, RecordsByType.of(Order.class, orders)
                    .and(OrderLine.class, orderLines));
        }

        private WithOrders(Customer customer, RecordsByType records) {
            super(customer, records);
            this.orders = OrderRepository.WithChildren.of(records.records(Order.class), records);
        }

        public Customer customer() {
            return parent;
        }

        /** The orders, in ascending sort-key order, each with what is stored under it (orderLines), read in the same Query. A child whose order is not stored is only in its own flat list. */
        public List<OrderRepository.WithChildren> orders() {
            return orders;
        }

        /** The orderLines, in ascending sort-key order. */
        public List<OrderLine> orderLines() {
            return records(OrderLine.class);
        }
    }

    /** A {@link Customer} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Customer> {
        private final List<OrderRepository.WithChildren> orders;

        WithChildren(Customer customer, List<Order> orders, List<OrderLine> orderLines) {
            this(customer, RecordsByType.of(Order.class, orders)
                    .and(OrderLine.class, orderLines));
        }

        private WithChildren(Customer customer, RecordsByType records) {
            super(customer, records);
            this.orders = OrderRepository.WithChildren.of(records.records(Order.class), records);
        }

        public Customer customer() {
            return parent;
        }

        /** The orders, in ascending sort-key order, each with what is stored under it (orderLines), read in the same Query. A child whose order is not stored is only in its own flat list. */
        public List<OrderRepository.WithChildren> orders() {
            return orders;
        }

        /** The orderLines, in ascending sort-key order. */
        public List<OrderLine> orderLines() {
            return records(OrderLine.class);
        }
    }

    /**
     * Converts {@link Customer} records to items of table {@code shop} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Customer} items: partition key {@code CUST#<customerId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Customer> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Customer";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "CUST";

        /** Sort key of the Customer's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Customer.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Customer customer) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(customer.customerId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "customerId", customer.customerId());
            Items.putString(item, "name", customer.name());
            return item;
        }

        @Override
        public Customer fromItem(Map<String, AttributeValue> item) {
            return new Customer(
                    Items.getString(item, "customerId"),
                    Items.getString(item, "name"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Customer customer) {
            return Codec.primaryKey(customer.customerId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Customer> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "customerId", "name"));
        }

        /**
         * The partition key {@code CUST#<customerId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String customerId) {
            return KeyCodec.checkPartitionKey("Customer partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Customer.customerId", customerId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String customerId) {
            return PrimaryKeys.of(ShopTable.PARTITION_KEY, partitionKey(customerId), ShopTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code customerId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String customerIdOf(String partitionKey) {
            return KeyCodec.decodeString("Customer.customerId", KeyCodec.split("Customer partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
