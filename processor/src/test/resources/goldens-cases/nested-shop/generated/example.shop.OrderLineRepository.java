package example.shop;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link OrderLine} items of table {@code shop}. Obtain it from {@link ShopTable#orderLines()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderLineRepository extends UnversionedRepository<OrderLine, OrderLineConditions> {
    /** Used by {@link ShopTable}; prefer {@code ShopTable.orderLines()}. */
    public OrderLineRepository(TableClient table) {
        super(table, "orderLines", OrderLineCodec.INSTANCE, OrderLineConditions.INSTANCE, OrderLineConditions::of);
    }

    /** A partial update of the stored OrderLine: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public OrderLineUpdate update(String customerId, String orderId, int lineNo) {
        return new OrderLineUpdate(updateAt(OrderLineKeys.primaryKey(customerId, orderId, lineNo)));
    }

    /** The OrderLine with this key, if any. One GetItem, eventually consistent. */
    public Optional<OrderLine> get(String customerId, String orderId, int lineNo) {
        return getAt(OrderLineKeys.primaryKey(customerId, orderId, lineNo), ReadConsistency.EVENTUAL);
    }

    /** The OrderLine with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<OrderLine> get(String customerId, String orderId, int lineNo,
            ReadConsistency consistency) {
        return getAt(OrderLineKeys.primaryKey(customerId, orderId, lineNo), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String customerId, String orderId, int lineNo,
            ReadConsistency consistency) {
        return getRequestAt(OrderLineKeys.primaryKey(customerId, orderId, lineNo), consistency);
    }

    /** Deletes the OrderLine with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String customerId, String orderId, int lineNo) {
        return deleteAt(OrderLineKeys.primaryKey(customerId, orderId, lineNo));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId, int lineNo) {
        return deleteRequestAt(OrderLineKeys.primaryKey(customerId, orderId, lineNo));
    }

    /**
     * Deletes the OrderLine with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String customerId, String orderId, int lineNo,
            Function<OrderLineConditions, Condition> when) {
        return deleteAt(OrderLineKeys.primaryKey(customerId, orderId, lineNo), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId, int lineNo,
            Function<OrderLineConditions, Condition> when) {
        return deleteRequestAt(OrderLineKeys.primaryKey(customerId, orderId, lineNo), when);
    }

    /**
     * The orderLines of one {@link Order}, in sort-key order: one Query per page, {@code begins_with(SK, "ORDER#<orderId>#LINE#")}, in the partition that holds the Order.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<OrderLine, OrderLineConditions> inOrder(String customerId, String orderId) {
        return listing("inOrder",
                    onTable(OrderLineKeys.partitionKey(customerId), OrderLineKeys.sortKeyPrefix(orderId)),
                    Set.of("customerId", "orderId", "lineNo"));
    }

    /**
     * Like {@link #inOrder}, only the items whose {@code lineNo} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param lineNo the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<OrderLine, OrderLineConditions> inOrder(String customerId, String orderId,
            KeyRange<Integer> lineNo) {
        return listing("inOrder",
                    onTable(OrderLineKeys.partitionKey(customerId), OrderLineKeys.sortKeyPrefix(orderId)).within(lineNo, value -> KeyCodec.encodeInt("OrderLine.lineNo", value)),
                    Set.of("customerId", "orderId", "lineNo"));
    }

    /**
     * {@link #create} only if its {@link Order} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Order; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(OrderLine orderLine) {
        createUnderAt(required(orderLine), OrderKeys.primaryKey(orderLine.customerId(), orderLine.orderId()), OrderCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(OrderLine orderLine) {
        return createUnderRequestAt(required(orderLine), OrderKeys.primaryKey(orderLine.customerId(), orderLine.orderId()), OrderCodec.INSTANCE);
    }
}
