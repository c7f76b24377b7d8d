package example.shop;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.SortKeyBounds;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link Order} items of table {@code shop}. Obtain it from {@link ShopTable#orders()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderRepository extends UnversionedRepository<Order, OrderConditions> {
    /** Used by {@link ShopTable}; prefer {@code ShopTable.orders()}. */
    public OrderRepository(TableClient table) {
        super(table, "orders", OrderCodec.INSTANCE, OrderConditions.INSTANCE, OrderConditions::of);
    }

    /** A partial update of the stored Order: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public OrderUpdate update(String customerId, String orderId) {
        return new OrderUpdate(updateAt(OrderKeys.primaryKey(customerId, orderId)));
    }

    /** The Order with this key, if any. One GetItem, eventually consistent. */
    public Optional<Order> get(String customerId, String orderId) {
        return getAt(OrderKeys.primaryKey(customerId, orderId), ReadConsistency.EVENTUAL);
    }

    /** The Order with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Order> get(String customerId, String orderId, ReadConsistency consistency) {
        return getAt(OrderKeys.primaryKey(customerId, orderId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String customerId, String orderId,
            ReadConsistency consistency) {
        return getRequestAt(OrderKeys.primaryKey(customerId, orderId), consistency);
    }

    /** Deletes the Order with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String customerId, String orderId) {
        return deleteAt(OrderKeys.primaryKey(customerId, orderId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId) {
        return deleteRequestAt(OrderKeys.primaryKey(customerId, orderId));
    }

    /**
     * Deletes the Order with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String customerId, String orderId,
            Function<OrderConditions, Condition> when) {
        return deleteAt(OrderKeys.primaryKey(customerId, orderId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId,
            Function<OrderConditions, Condition> when) {
        return deleteRequestAt(OrderKeys.primaryKey(customerId, orderId), when);
    }

    /**
     * The orders of one {@link Customer} without their children, in sort-key order, from index {@code NestedParents} (declared by the processor, written only on orders): one Query per page, pages of exactly the size asked for. {@code .newestFirst()} is descending key order: newest first when the ids sort by time.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     */
    public Listing<Order, OrderConditions> inCustomer(String customerId) {
        return listing("inCustomer",
                    KeyCondition.onIndex(this.table, "NestedParents", OrderKeys.inCustomerPartitionKey(customerId), null),
                    Set.of("customerId", "orderId"));
    }

    /**
     * Like {@link #inCustomer}, only the items whose {@code orderId} is in the given range, in key order: the range is the Query's key condition on {@code NestedParentsSK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param orderId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Order, OrderConditions> inCustomer(String customerId, KeyRange<String> orderId) {
        return listing("inCustomer",
                    KeyCondition.onIndex(this.table, "NestedParents", OrderKeys.inCustomerPartitionKey(customerId), OrderKeys.SORT_KEY_PREFIX).within(orderId, value -> KeyCodec.encodeString("Order.orderId", value)),
                    Set.of("customerId", "orderId"));
    }

    /** The Order and its orderLines: one Query (plus one per further MB of items) on the sort keys from the Order's own to the end of its children, {@code BETWEEN ORDER#<orderId> AND ORDER#<orderId>$}, split by the {@code _type} attribute (children of other types, if any, are read and left out). Empty when the Order itself does not exist. */
    public Optional<OrderWithOrderLines> getWithOrderLines(String customerId, String orderId) {
        return getWithOrderLines(customerId, orderId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithOrderLines}, read as {@code consistency} says. */
    public Optional<OrderWithOrderLines> getWithOrderLines(String customerId, String orderId,
            ReadConsistency consistency) {
        return loadCollection("getWithOrderLines", List.of(getWithOrderLinesRequest(customerId, orderId, consistency)), OrderLineCodec.INSTANCE)
                    .map(loaded -> new OrderWithOrderLines(loaded.owner(), loaded.of(OrderLineCodec.INSTANCE)));
    }

    /** The Query {@link #getWithOrderLines} sends first, without sending it; its orderLines follow the Order in sort-key order. */
    public QueryRequest getWithOrderLinesRequest(String customerId, String orderId,
            ReadConsistency consistency) {
        return queryRequest(KeyCondition.onTableRange(this.table, OrderKeys.partitionKey(customerId),
                    SortKeyBounds.itemAndBelow(OrderKeys.sortKey(orderId))), consistency);
    }

    /**
     * {@link #create} only if its {@link Customer} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Customer; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Order order) {
        createUnderAt(required(order), CustomerKeys.primaryKey(order.customerId()), CustomerCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Order order) {
        return createUnderRequestAt(required(order), CustomerKeys.primaryKey(order.customerId()), CustomerCodec.INSTANCE);
    }
}
