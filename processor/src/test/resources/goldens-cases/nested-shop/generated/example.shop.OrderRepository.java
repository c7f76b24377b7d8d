package example.shop;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.KeyRange;
import io.partitura.runtime.Listing;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.SortKeyBounds;
import io.partitura.runtime.transaction.CreateUnder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** Typed access to {@link Order} items of table {@code shop}. Obtain it from {@link ShopTable#orders()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderRepository {
    private final TableClient table;

    /** Used by {@link ShopTable}; prefer {@code ShopTable.orders()}. */
    public OrderRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Order, replacing any item at its key. One PutItem. */
    public void put(Order order) {
        this.table.putItem("orders.put", putRequest(order));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Order order) {
        return this.table.putItemRequest(OrderCodec.INSTANCE.toItem(Objects.requireNonNull(order, "order")));
    }

    /**
     * Replaces the stored Order only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Order order) {
        this.table.replaceItem("orders.update", this.table.replaceItemRequest(OrderCodec.INSTANCE.toItem(Objects.requireNonNull(order, "order"))));
    }

    /**
     * Writes the Order only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Order order) {
        this.table.putItem("orders.create", createRequest(order));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Order order) {
        return this.table.createItemRequest(OrderCodec.INSTANCE.toItem(Objects.requireNonNull(order, "order")));
    }

    /** A partial update of the stored Order: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public OrderUpdate update(String customerId, String orderId) {
        return new OrderUpdate(new Update<>(this.table, "orders.update", OrderKeys.primaryKey(customerId, orderId), OrderCodec.INSTANCE));
    }

    /** The Order with this key, if any. One GetItem, eventually consistent. */
    public Optional<Order> get(String customerId, String orderId) {
        return get(customerId, orderId, ReadConsistency.EVENTUAL);
    }

    /** The Order with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Order> get(String customerId, String orderId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("orders.get", getRequest(customerId, orderId, consistency)))
                    .map(this.table.decoder("orders.get", OrderCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String customerId, String orderId,
            ReadConsistency consistency) {
        return this.table.getItemRequest(OrderKeys.primaryKey(customerId, orderId), consistency);
    }

    /** Deletes the Order with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String customerId, String orderId) {
        return this.table.deleteItem("orders.delete", deleteRequest(customerId, orderId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId) {
        return this.table.deleteItemRequest(OrderKeys.primaryKey(customerId, orderId));
    }

    /**
     * {@link #update(Order)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Order order, Function<OrderConditions, Condition> when) {
        this.table.putItem("orders.update", updateRequest(order, when), TableClient.OwnChecks.PRESENT, OrderCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Order, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Order order, Function<OrderConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(OrderCodec.INSTANCE.toItem(Objects.requireNonNull(order, "order"))), OrderConditions.of(when));
    }

    /**
     * {@link #put(Order)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Order order, Function<OrderConditions, Condition> when) {
        this.table.putItem("orders.put", putRequest(order, when), TableClient.OwnChecks.NONE, OrderCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Order, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Order order, Function<OrderConditions, Condition> when) {
        return this.table.withCondition(putRequest(order), OrderConditions.of(when));
    }

    /**
     * {@link #create(Order)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Order order, Function<OrderConditions, Condition> when) {
        this.table.putItem("orders.create", createRequest(order, when), TableClient.OwnChecks.ABSENT, OrderCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Order, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Order order, Function<OrderConditions, Condition> when) {
        return this.table.withCondition(createRequest(order), OrderConditions.of(when));
    }

    /**
     * Deletes the Order with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String customerId, String orderId,
            Function<OrderConditions, Condition> when) {
        return this.table.deleteItem("orders.delete", deleteRequest(customerId, orderId, when), TableClient.OwnChecks.NONE, OrderCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId,
            Function<OrderConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(customerId, orderId), OrderConditions.of(when));
    }

    /**
     * The orders of one {@link Customer} without their children, in sort-key order, from index {@code NestedParents} (declared by the processor, written only on orders): one Query per page, pages of exactly the size asked for. {@code .newestFirst()} is descending key order: newest first when the ids sort by time.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     */
    public Listing<Order, OrderConditions> inCustomer(String customerId) {
        return Listing.of(this.table, "orders.inCustomer", new KeyCondition("NestedParents", "NestedParentsPK", OrderKeys.inCustomerPartitionKey(customerId), "NestedParentsSK", null,
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "NestedParentsPK", "NestedParentsSK")),
                    this.table.decoder("orders.inCustomer", OrderCodec.INSTANCE), OrderConditions.INSTANCE, Set.of("customerId", "orderId"));
    }

    /**
     * Like {@link #inCustomer}, only the items whose {@code orderId} is in the given range, in key order: the range is the Query's key condition on {@code NestedParentsSK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param orderId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Order, OrderConditions> inCustomer(String customerId, KeyRange<String> orderId) {
        return Listing.of(this.table, "orders.inCustomer", new KeyCondition("NestedParents", "NestedParentsPK", OrderKeys.inCustomerPartitionKey(customerId), "NestedParentsSK", OrderKeys.SORT_KEY_PREFIX,
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "NestedParentsPK", "NestedParentsSK")).within(orderId, value -> KeyCodec.encodeString("Order.orderId", value)),
                    this.table.decoder("orders.inCustomer", OrderCodec.INSTANCE), OrderConditions.INSTANCE, Set.of("customerId", "orderId"));
    }

    /** The Order and its orderLines: one Query (plus one per further MB of items) on the sort keys from the Order's own to the end of its children, {@code BETWEEN ORDER#<orderId> AND ORDER#<orderId>$}, split by the {@code _type} attribute (children of other types, if any, are read and left out). Empty when the Order itself does not exist. */
    public Optional<OrderWithOrderLines> getWithOrderLines(String customerId, String orderId) {
        return getWithOrderLines(customerId, orderId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithOrderLines}, read as {@code consistency} says. */
    public Optional<OrderWithOrderLines> getWithOrderLines(String customerId, String orderId,
            ReadConsistency consistency) {
        Order order = null;
        List<OrderLine> orderLines = new ArrayList<>();
        for (Map<String, AttributeValue> item : this.table.queryAll("orders.getWithOrderLines", getWithOrderLinesRequest(customerId, orderId, consistency))) {
            String type = Items.getString(item, this.table.typeAttributeName());
            if (OrderCodec.ENTITY_TYPE.equals(type)) {
                order = this.table.decode("orders.getWithOrderLines", OrderCodec.INSTANCE, item);
            } else if (OrderLineCodec.ENTITY_TYPE.equals(type)) {
                orderLines.add(this.table.decode("orders.getWithOrderLines", OrderLineCodec.INSTANCE, item));
            }
        }
        return order == null ? Optional.empty() : Optional.of(new OrderWithOrderLines(order, orderLines));
    }

    /** The Query {@link #getWithOrderLines} sends first, without sending it; its orderLines follow the Order in sort-key order. */
    public QueryRequest getWithOrderLinesRequest(String customerId, String orderId,
            ReadConsistency consistency) {
        return new KeyCondition(null, this.table.partitionKeyName(), OrderKeys.partitionKey(customerId), this.table.sortKeyName(),
                        null, List.of(), SortKeyBounds.itemAndBelow(OrderKeys.sortKey(orderId)))
                    .toRequest(this.table.tableName())
                    .consistentRead(consistency.strong())
                    .build();
    }

    /**
     * {@link #create} only if its {@link Customer} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Customer; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Order order) {
        Objects.requireNonNull(order, "order");
        CreateUnder.execute(this.table, "orders.createUnder", createRequest(order), TableClient.OwnChecks.ABSENT, OrderCodec.INSTANCE, CustomerKeys.primaryKey(order.customerId()), CustomerCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Order order) {
        Objects.requireNonNull(order, "order");
        return CreateUnder.transaction(this.table, "orders.createUnder", createRequest(order), TableClient.OwnChecks.ABSENT, OrderCodec.INSTANCE, CustomerKeys.primaryKey(order.customerId()), CustomerCodec.INSTANCE).toRequest();
    }
}
