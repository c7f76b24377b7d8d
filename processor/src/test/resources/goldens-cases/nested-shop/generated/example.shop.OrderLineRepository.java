package example.shop;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyEncoders;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
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
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link OrderLine} items of table {@code shop}. Obtain it from {@link ShopTable#orderLines()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderLineRepository extends UnversionedRepository<OrderLine, OrderLineRepository.Conditions> {
    /** Used by {@link ShopTable}; prefer {@code ShopTable.orderLines()}. */
    public OrderLineRepository(TableClient table) {
        super(table, "orderLines", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link OrderLine} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<OrderLine> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored OrderLine: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String customerId, String orderId, int lineNo) {
        return new Update(updateAt(Codec.primaryKey(customerId, orderId, lineNo)));
    }

    /** The OrderLine with this key, if any. One GetItem, eventually consistent. */
    public Optional<OrderLine> get(String customerId, String orderId, int lineNo) {
        return getAt(Codec.primaryKey(customerId, orderId, lineNo), ReadConsistency.EVENTUAL);
    }

    /** The OrderLine with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<OrderLine> get(String customerId, String orderId, int lineNo,
            ReadConsistency consistency) {
        return getAt(Codec.primaryKey(customerId, orderId, lineNo), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String customerId, String orderId, int lineNo,
            ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(customerId, orderId, lineNo), consistency);
    }

    /** Deletes the OrderLine with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String customerId, String orderId, int lineNo) {
        return deleteAt(Codec.primaryKey(customerId, orderId, lineNo));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId, int lineNo) {
        return deleteRequestAt(Codec.primaryKey(customerId, orderId, lineNo));
    }

    /**
     * Deletes the OrderLine with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String customerId, String orderId, int lineNo,
            Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(customerId, orderId, lineNo), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId, int lineNo,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(customerId, orderId, lineNo), when);
    }

    /**
     * The orderLines of one {@link Order}, in sort-key order: one Query per page, {@code begins_with(SK, "ORDER#<orderId>#LINE#")}, in the partition that holds the Order.
     * Chain {@code .descending()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<OrderLine, Conditions> inOrder(String customerId, String orderId) {
        return listing("inOrder",
                    onTable(Codec.partitionKey(customerId), Codec.sortKeyPrefix(orderId)),
                    Set.of("customerId", "orderId", "lineNo"));
    }

    /**
     * Like {@link #inOrder}, only the items whose {@code lineNo} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param lineNo the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<OrderLine, Conditions> inOrder(String customerId, String orderId,
            KeyRange<Integer> lineNo) {
        return listing("inOrder",
                    onTable(Codec.partitionKey(customerId), Codec.sortKeyPrefix(orderId)).within(lineNo, KeyEncoders.integer("OrderLine.lineNo")),
                    Set.of("customerId", "orderId", "lineNo"));
    }

    /**
     * {@link #create} only if its {@link Order} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Order; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(OrderLine orderLine) {
        createUnderAt(required(orderLine), OrderRepository.Codec.primaryKey(orderLine.customerId(), orderLine.orderId()), OrderRepository.Codec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(OrderLine orderLine) {
        return createUnderRequestAt(required(orderLine), OrderRepository.Codec.primaryKey(orderLine.customerId(), orderLine.orderId()), OrderRepository.Codec.INSTANCE);
    }

    /** A partial update of one stored {@link OrderLine}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<OrderLine, Conditions, Update> {
        /** Used by {@link OrderLineRepository#update}. */
        public Update(io.partitura.runtime.write.Update<OrderLine> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code sku} (attribute {@code sku}). */
        public Update sku(String sku) {
            return set("sku", sku, Encoders.STRING);
        }

        /** Sets {@code quantity} (attribute {@code quantity}). */
        public Update quantity(int quantity) {
            return set("quantity", quantity, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code quantity} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update quantityAdd(int delta) {
            return add("quantity", delta, Encoders.NUMBER);
        }
    }

    /** Conditions on a stored {@link OrderLine}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.customerId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code lineNo} (attribute {@code lineNo}). */
        public OrderedCondition<Integer> lineNo() {
            return new OrderedCondition<Integer>("lineNo", Encoders.NUMBER);
        }

        /** Conditions on {@code sku} (attribute {@code sku}). */
        public StringCondition sku() {
            return new StringCondition("sku", Encoders.STRING);
        }

        /** Conditions on {@code quantity} (attribute {@code quantity}). */
        public OrderedCondition<Integer> quantity() {
            return new OrderedCondition<Integer>("quantity", Encoders.NUMBER);
        }
    }

    /**
     * Converts {@link OrderLine} records to items of table {@code shop} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link OrderLine} items: the parent's (and grandparent's) partition key, sort key {@code ORDER#<orderId>#LINE#<lineNo>}.
     */
    public static final class Codec extends EntityCodec<OrderLine> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "OrderLine";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix, after the parent Order's sort key. */
        public static final String PREFIX = "LINE";

        /** What every OrderLine sort key in a local index begins with (in the table, its sort key begins with its parent's: see {@link #sortKeyPrefix}). */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        private Codec() {
            super(OrderLine.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(OrderLine orderLine) {
            Map<String, AttributeValue> item = new HashMap<>(14);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(orderLine.customerId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(orderLine.orderId(), orderLine.lineNo()));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "customerId", orderLine.customerId());
            Items.putString(item, "orderId", orderLine.orderId());
            Items.putInt(item, "lineNo", orderLine.lineNo());
            Items.putString(item, "sku", orderLine.sku());
            Items.putInt(item, "quantity", orderLine.quantity());
            return item;
        }

        @Override
        public OrderLine fromItem(Map<String, AttributeValue> item) {
            return new OrderLine(
                    Items.getString(item, "customerId"),
                    Items.getString(item, "orderId"),
                    Items.getInt(item, "lineNo"),
                    Items.getString(item, "sku"),
                    Items.getInt(item, "quantity"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(OrderLine orderLine) {
            return Codec.primaryKey(orderLine.customerId(), orderLine.orderId(), orderLine.lineNo());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<OrderLine> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "customerId", "orderId", "lineNo", "sku", "quantity"));
        }

        /** The partition key: the parent {@link Order}'s. */
        public static String partitionKey(String customerId) {
            return OrderRepository.Codec.partitionKey(customerId);
        }

        /**
         * The sort key {@code ORDER#<orderId>#LINE#<lineNo>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
         */
        public static String sortKey(String orderId, int lineNo) {
            return KeyCodec.checkSortKey("OrderLine sort key", OrderRepository.Codec.sortKey(orderId) + KeyCodec.SEPARATOR + KeyCodec.join(PREFIX, KeyCodec.encodeInt("OrderLine.lineNo", lineNo)));
        }

        /**
         * What the sort keys of one Order's orderLines begin with: {@code ORDER#<orderId>#LINE#}, the argument of {@code begins_with} when listing them.
         *
         * @throws InvalidKeyException when a part is null or empty, or the prefix is over 1024 bytes
         */
        public static String sortKeyPrefix(String orderId) {
            return KeyCodec.checkSortKey("OrderLine sort key prefix", OrderRepository.Codec.sortKey(orderId) + KeyCodec.SEPARATOR + PREFIX + KeyCodec.SEPARATOR);
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String customerId, String orderId,
                int lineNo) {
            return PrimaryKeys.of(ShopTable.PARTITION_KEY, partitionKey(customerId), ShopTable.SORT_KEY, sortKey(orderId, lineNo));
        }

        /** The {@code customerId} encoded in a partition key. */
        public static String customerIdOf(String partitionKey) {
            return CustomerRepository.Codec.customerIdOf(partitionKey);
        }

        /**
         * The {@code orderId} encoded in a sort key, in its parent {@link Order}'s part.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String orderIdOf(String sortKey) {
            return OrderRepository.Codec.orderIdOf(KeyCodec.parentSortKey("OrderLine sort key", sortKey, PREFIX, 1));
        }

        /**
         * The {@code lineNo} encoded in a sort key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static int lineNoOf(String sortKey) {
            return KeyCodec.decodeInt("OrderLine.lineNo", KeyCodec.splitNested("OrderLine sort key", sortKey, PREFIX, 1).get(0));
        }
    }
}
