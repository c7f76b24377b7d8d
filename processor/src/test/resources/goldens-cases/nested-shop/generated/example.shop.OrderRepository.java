package example.shop;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.keys.IndexSortKeys;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyEncoders;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.keys.SortKeyBounds;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link Order} items of table {@code shop}. Obtain it from {@link ShopTable#orders()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderRepository extends UnversionedRepository<Order, OrderRepository.Conditions> {
    /** Used by {@link ShopTable}; prefer {@code ShopTable.orders()}. */
    public OrderRepository(TableClient table) {
        super(table, "orders", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Order} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Order> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Order: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String customerId, String orderId) {
        return new Update(updateAt(Codec.primaryKey(customerId, orderId)));
    }

    /** The Order with this key, if any. One GetItem, eventually consistent. */
    public Optional<Order> get(String customerId, String orderId) {
        return getAt(Codec.primaryKey(customerId, orderId), ReadConsistency.EVENTUAL);
    }

    /** The Order with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Order> get(String customerId, String orderId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(customerId, orderId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String customerId, String orderId,
            ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(customerId, orderId), consistency);
    }

    /** Deletes the Order with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String customerId, String orderId) {
        return deleteAt(Codec.primaryKey(customerId, orderId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId) {
        return deleteRequestAt(Codec.primaryKey(customerId, orderId));
    }

    /**
     * Deletes the Order with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String customerId, String orderId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(customerId, orderId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(customerId, orderId), when);
    }

    /**
     * The orders of one {@link Customer} without their children, in sort-key order, from index {@code NestedParents} (declared by the processor, written only on orders): one Query per page, pages of exactly the size asked for; {@code .descending()} for the reverse order.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     */
    public Listing<Order, Conditions> inCustomer(String customerId) {
        return listing("inCustomer",
                    KeyCondition.onIndex(this.table, "NestedParents", Codec.inCustomerPartitionKey(customerId), null),
                    Set.of("customerId", "orderId"));
    }

    /**
     * Like {@link #inCustomer}, only the items whose {@code orderId} is in the given range, in key order: the range is the Query's key condition on {@code NestedParentsSK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param orderId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Order, Conditions> inCustomer(String customerId, KeyRange<String> orderId) {
        return listing("inCustomer",
                    KeyCondition.onIndex(this.table, "NestedParents", Codec.inCustomerPartitionKey(customerId), Codec.SORT_KEY_PREFIX).within(orderId, KeyEncoders.string("Order.orderId")),
                    Set.of("customerId", "orderId"));
    }

    /** The Order and its orderLines: one Query (plus one per further MB of items) on the sort keys from the Order's own to the end of its children, {@code BETWEEN ORDER#<orderId> AND ORDER#<orderId>$}, split by the {@code _type} attribute (children of other types, if any, are read and left out). Empty when the Order itself does not exist. */
    public Optional<WithOrderLines> getWithOrderLines(String customerId, String orderId) {
        return getWithOrderLines(customerId, orderId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithOrderLines}, read as {@code consistency} says. */
    public Optional<WithOrderLines> getWithOrderLines(String customerId, String orderId,
            ReadConsistency consistency) {
        var loaded = loadCollection("getWithOrderLines", List.of(getWithOrderLinesRequest(customerId, orderId, consistency)), OrderLineRepository.Codec.INSTANCE);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithOrderLines(loaded.owner(), loaded.of(OrderLineRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithOrderLines} sends first, without sending it; its orderLines follow the Order in sort-key order. */
    public QueryRequest getWithOrderLinesRequest(String customerId, String orderId,
            ReadConsistency consistency) {
        return queryRequest(KeyCondition.onTableRange(this.table, Codec.partitionKey(customerId),
                    SortKeyBounds.itemAndBelow(Codec.sortKey(orderId))), consistency);
    }

    /**
     * {@link #create} only if its {@link Customer} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Customer; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Order order) {
        createUnderAt(required(order), CustomerRepository.Codec.primaryKey(order.customerId()), CustomerRepository.Codec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Order order) {
        return createUnderRequestAt(required(order), CustomerRepository.Codec.primaryKey(order.customerId()), CustomerRepository.Codec.INSTANCE);
    }

    /** A partial update of one stored {@link Order}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute, and takes the item out of every index whose key it is part of. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Order, Conditions, Update> {
        /** Used by {@link OrderRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Order> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code placedAt} (attribute {@code placedAt}). */
        public Update placedAt(Instant placedAt) {
            return set("placedAt", placedAt, Encoders.INSTANT);
        }
    }

    /** Conditions on a stored {@link Order}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.customerId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code orderId} (attribute {@code orderId}). */
        public StringCondition orderId() {
            return new StringCondition("orderId", Encoders.STRING);
        }

        /** Conditions on {@code placedAt} (attribute {@code placedAt}). */
        public ValueCondition<Instant> placedAt() {
            return new ValueCondition<Instant>("placedAt", Encoders.INSTANT);
        }
    }

    /** A {@link Order} and its orderLines, read from its item collection in one Query. */
    public static final class WithOrderLines extends ParentWithChildren<Order> {
        public WithOrderLines(Order order, List<OrderLine> orderLines) {
            super(order, RecordsByType.of(OrderLine.class, orderLines));
        }

        public Order order() {
            return parent;
        }

        /** The orderLines, in ascending sort-key order. */
        public List<OrderLine> orderLines() {
            return records(OrderLine.class);
        }
    }

    /** A {@link Order} and everything stored under it, as the loads of its parent's collection list it (read in their one Query). A type added below Order adds an accessor here. */
    public static final class WithChildren extends ParentWithChildren<Order> {
        private WithChildren(Order order, RecordsByType children) {
            super(order, children);
        }

        public Order order() {
            return parent;
        }

        /** The orderLines stored under this order, in ascending sort-key order. */
        public List<OrderLine> orderLines() {
            return records(OrderLine.class);
        }

        /** Each of {@code orders} with what {@code records} holds stored under it (each record below a Order repeats its key: {@code customerId}, {@code orderId}), in the order given; what is stored under none of them is left out. */
        public static List<WithChildren> of(List<Order> orders, RecordsByType records) {
            return nest(orders, Codec.INSTANCE::primaryKey, records, List.of(
                    new ParentWithChildren.ChildOf<>(OrderLine.class, orderLine -> Codec.primaryKey(orderLine.customerId(), orderLine.orderId()))), WithChildren::new);
        }
    }

    /**
     * Converts {@link Order} records to items of table {@code shop} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Order} items: the parent's partition key, sort key {@code ORDER#<orderId>}.
     */
    public static final class Codec extends EntityCodec<Order> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Order";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix. */
        public static final String PREFIX = "ORDER";

        /** What every Order sort key begins with: the argument of {@code begins_with} when listing them. */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        private Codec() {
            super(Order.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Order order) {
            Map<String, AttributeValue> item = new HashMap<>(11);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(order.customerId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(order.orderId()));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.putAll(Codec.inCustomerIndexKey(partitionKey.s(), sortKey.s(), order.customerId()));
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "customerId", order.customerId());
            Items.putString(item, "orderId", order.orderId());
            Items.putInstant(item, "placedAt", order.placedAt());
            return item;
        }

        @Override
        public Order fromItem(Map<String, AttributeValue> item) {
            return new Order(
                    Items.getString(item, "customerId"),
                    Items.getString(item, "orderId"),
                    Items.getInstant(item, "placedAt"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Order order) {
            return Codec.primaryKey(order.customerId(), order.orderId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Order> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "NestedParentsPK", "NestedParentsSK", "customerId", "orderId", "placedAt"));
        }

        /** The partition key: the parent {@link Customer}'s. */
        public static String partitionKey(String customerId) {
            return CustomerRepository.Codec.partitionKey(customerId);
        }

        /**
         * The sort key {@code ORDER#<orderId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
         */
        public static String sortKey(String orderId) {
            return KeyCodec.checkSortKey("Order sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Order.orderId", orderId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String customerId, String orderId) {
            return PrimaryKeys.of(ShopTable.PARTITION_KEY, partitionKey(customerId), ShopTable.SORT_KEY, sortKey(orderId));
        }

        /** The {@code customerId} encoded in a partition key. */
        public static String customerIdOf(String partitionKey) {
            return CustomerRepository.Codec.customerIdOf(partitionKey);
        }

        /**
         * The {@code orderId} encoded in a sort key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String orderIdOf(String sortKey) {
            return KeyCodec.decodeString("Order.orderId", KeyCodec.split("Order sort key", sortKey, PREFIX, 1).get(0));
        }

        /** The partition key in index {@code NestedParents}: {@code ORDER#<customerId>}. */
        public static String inCustomerPartitionKey(String customerId) {
            return KeyCodec.checkPartitionKey("Order NestedParents partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Order.customerId", customerId)));
        }

        /**
         * The value of index {@code NestedParents}'s partition key attribute {@code NestedParentsPK} for an item; null when {@code customerId} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's sort key attribute holds.
         *
         * @param partitionKey the item's partition key (unused: the index is not sharded)
         * @param sortKey the item's sort key
         */
        public static String inCustomerIndexPartitionKey(String partitionKey, String sortKey,
                String customerId) {
            if (customerId == null) {
                return null;
            }
            return inCustomerPartitionKey(customerId);
        }

        /**
         * The value of index {@code NestedParents}'s sort key attribute {@code NestedParentsSK} for an item: its primary key. With no component of its own, it is written with the partition key attribute, and only then.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static String inCustomerIndexSortKey(String partitionKey, String sortKey) {
            return IndexSortKeys.ofItemSortKey("Order NestedParents sort key", partitionKey, sortKey);
        }

        /**
         * The key attributes of an item in global index {@code NestedParents}: {@code NestedParentsPK}, {@code NestedParentsSK}, each written when its own components are non-null ({@link #inCustomerIndexPartitionKey}, {@link #inCustomerIndexSortKey}), so that a partial update sets one from its components alone; the sort key attribute, made of the item's key, goes with the partition key attribute.
         * DynamoDB puts an item in the index only when it has both: with {@code customerId} null, the item is left out of the index (a sparse index).
         * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, batches, backfills and the Enhanced Client schema take the index key from here.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static Map<String, AttributeValue> inCustomerIndexKey(String partitionKey,
                String sortKey, String customerId) {
            String indexPartitionKey = inCustomerIndexPartitionKey(partitionKey, sortKey, customerId);
            return ShopTable.DEFINITION.requireIndex("NestedParents").key(
                    indexPartitionKey,
                    indexPartitionKey == null ? null : inCustomerIndexSortKey(partitionKey, sortKey));
        }
    }
}
