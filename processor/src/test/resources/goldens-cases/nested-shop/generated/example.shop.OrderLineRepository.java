package example.shop;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.KeyRange;
import io.partitura.runtime.Listing;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.transaction.CreateUnder;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** Typed access to {@link OrderLine} items of table {@code shop}. Obtain it from {@link ShopTable#orderLines()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderLineRepository {
    private final TableClient table;

    /** Used by {@link ShopTable}; prefer {@code ShopTable.orderLines()}. */
    public OrderLineRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the OrderLine, replacing any item at its key. One PutItem. */
    public void put(OrderLine orderLine) {
        this.table.putItem("orderLines.put", putRequest(orderLine));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(OrderLine orderLine) {
        return this.table.putItemRequest(OrderLineCodec.INSTANCE.toItem(Objects.requireNonNull(orderLine, "orderLine")));
    }

    /**
     * Replaces the stored OrderLine only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(OrderLine orderLine) {
        this.table.replaceItem("orderLines.update", this.table.replaceItemRequest(OrderLineCodec.INSTANCE.toItem(Objects.requireNonNull(orderLine, "orderLine"))));
    }

    /**
     * Writes the OrderLine only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(OrderLine orderLine) {
        this.table.putItem("orderLines.create", createRequest(orderLine));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(OrderLine orderLine) {
        return this.table.createItemRequest(OrderLineCodec.INSTANCE.toItem(Objects.requireNonNull(orderLine, "orderLine")));
    }

    /** A partial update of the stored OrderLine: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public OrderLineUpdate update(String customerId, String orderId, int lineNo) {
        return new OrderLineUpdate(new Update<>(this.table, "orderLines.update", OrderLineKeys.primaryKey(customerId, orderId, lineNo), OrderLineCodec.INSTANCE));
    }

    /** The OrderLine with this key, if any. One GetItem, eventually consistent. */
    public Optional<OrderLine> get(String customerId, String orderId, int lineNo) {
        return get(customerId, orderId, lineNo, ReadConsistency.EVENTUAL);
    }

    /** The OrderLine with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<OrderLine> get(String customerId, String orderId, int lineNo,
            ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("orderLines.get", getRequest(customerId, orderId, lineNo, consistency)))
                    .map(this.table.decoder("orderLines.get", OrderLineCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String customerId, String orderId, int lineNo,
            ReadConsistency consistency) {
        return this.table.getItemRequest(OrderLineKeys.primaryKey(customerId, orderId, lineNo), consistency);
    }

    /** Deletes the OrderLine with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String customerId, String orderId, int lineNo) {
        return this.table.deleteItem("orderLines.delete", deleteRequest(customerId, orderId, lineNo));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId, int lineNo) {
        return this.table.deleteItemRequest(OrderLineKeys.primaryKey(customerId, orderId, lineNo));
    }

    /**
     * {@link #update(OrderLine)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(OrderLine orderLine, Function<OrderLineConditions, Condition> when) {
        this.table.putItem("orderLines.update", updateRequest(orderLine, when), TableClient.OwnChecks.PRESENT, OrderLineCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(OrderLine, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(OrderLine orderLine,
            Function<OrderLineConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(OrderLineCodec.INSTANCE.toItem(Objects.requireNonNull(orderLine, "orderLine"))), OrderLineConditions.of(when));
    }

    /**
     * {@link #put(OrderLine)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(OrderLine orderLine, Function<OrderLineConditions, Condition> when) {
        this.table.putItem("orderLines.put", putRequest(orderLine, when), TableClient.OwnChecks.NONE, OrderLineCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(OrderLine, Function)} sends, without sending it. */
    public PutItemRequest putRequest(OrderLine orderLine,
            Function<OrderLineConditions, Condition> when) {
        return this.table.withCondition(putRequest(orderLine), OrderLineConditions.of(when));
    }

    /**
     * {@link #create(OrderLine)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(OrderLine orderLine, Function<OrderLineConditions, Condition> when) {
        this.table.putItem("orderLines.create", createRequest(orderLine, when), TableClient.OwnChecks.ABSENT, OrderLineCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(OrderLine, Function)} sends, without sending it. */
    public PutItemRequest createRequest(OrderLine orderLine,
            Function<OrderLineConditions, Condition> when) {
        return this.table.withCondition(createRequest(orderLine), OrderLineConditions.of(when));
    }

    /**
     * Deletes the OrderLine with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String customerId, String orderId, int lineNo,
            Function<OrderLineConditions, Condition> when) {
        return this.table.deleteItem("orderLines.delete", deleteRequest(customerId, orderId, lineNo, when), TableClient.OwnChecks.NONE, OrderLineCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String customerId, String orderId, int lineNo,
            Function<OrderLineConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(customerId, orderId, lineNo), OrderLineConditions.of(when));
    }

    /**
     * The orderLines of one {@link Order}, in sort-key order: one Query per page, {@code begins_with(SK, "ORDER#<orderId>#LINE#")}, in the partition that holds the Order.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<OrderLine, OrderLineConditions> inOrder(String customerId, String orderId) {
        return Listing.of(this.table, "orderLines.inOrder", new KeyCondition(null, this.table.partitionKeyName(), OrderLineKeys.partitionKey(customerId),
                        this.table.sortKeyName(), OrderLineKeys.sortKeyPrefix(orderId), List.of(this.table.partitionKeyName(), this.table.sortKeyName())),
                    this.table.decoder("orderLines.inOrder", OrderLineCodec.INSTANCE), OrderLineConditions.INSTANCE, Set.of("customerId", "orderId", "lineNo"));
    }

    /**
     * Like {@link #inOrder}, only the items whose {@code lineNo} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param lineNo the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<OrderLine, OrderLineConditions> inOrder(String customerId, String orderId,
            KeyRange<Integer> lineNo) {
        return Listing.of(this.table, "orderLines.inOrder", new KeyCondition(null, this.table.partitionKeyName(), OrderLineKeys.partitionKey(customerId),
                        this.table.sortKeyName(), OrderLineKeys.sortKeyPrefix(orderId), List.of(this.table.partitionKeyName(), this.table.sortKeyName())).within(lineNo, value -> KeyCodec.encodeInt("OrderLine.lineNo", value)),
                    this.table.decoder("orderLines.inOrder", OrderLineCodec.INSTANCE), OrderLineConditions.INSTANCE, Set.of("customerId", "orderId", "lineNo"));
    }

    /**
     * {@link #create} only if its {@link Order} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Order; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(OrderLine orderLine) {
        Objects.requireNonNull(orderLine, "orderLine");
        CreateUnder.execute(this.table, "orderLines.createUnder", createRequest(orderLine), TableClient.OwnChecks.ABSENT, OrderLineCodec.INSTANCE, OrderKeys.primaryKey(orderLine.customerId(), orderLine.orderId()), OrderCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(OrderLine orderLine) {
        Objects.requireNonNull(orderLine, "orderLine");
        return CreateUnder.transaction(this.table, "orderLines.createUnder", createRequest(orderLine), TableClient.OwnChecks.ABSENT, OrderLineCodec.INSTANCE, OrderKeys.primaryKey(orderLine.customerId(), orderLine.orderId()), OrderCodec.INSTANCE).toRequest();
    }
}
