package example.shop;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.transaction.WriteTransaction;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Writes to table {@code shop} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ShopTransaction {
    private final ShopTable db;

    private final WriteTransaction transaction;

    /**
     * Used by {@link ShopTable#transaction()}.
     */
    public ShopTransaction(ShopTable db) {
        this.db = Objects.requireNonNull(db, "db");
        this.transaction = new WriteTransaction(db.tableClient(), "transaction");
    }

    /**
     * {@link CustomerRepository#create(Customer)} as an action of this transaction.
     */
    public ShopTransaction create(Customer customer) {
        this.transaction.put("create", this.db.customers().createRequest(customer), TableClient.OwnChecks.ABSENT, CustomerCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CustomerRepository#put(Customer)} as an action of this transaction.
     */
    public ShopTransaction put(Customer customer) {
        this.transaction.put("put", this.db.customers().putRequest(customer), TableClient.OwnChecks.NONE, CustomerCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CustomerRepository#update(Customer)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public ShopTransaction replace(Customer customer) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(CustomerCodec.INSTANCE.toItem(Objects.requireNonNull(customer, "customer"))), TableClient.OwnChecks.PRESENT, CustomerCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CustomerRepository#create(Customer, Function)} as an action of this transaction.
     */
    public ShopTransaction create(Customer customer, Function<CustomerConditions, Condition> when) {
        this.transaction.put("create", this.db.customers().createRequest(customer, when), TableClient.OwnChecks.ABSENT, CustomerCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CustomerRepository#put(Customer, Function)} as an action of this transaction.
     */
    public ShopTransaction put(Customer customer, Function<CustomerConditions, Condition> when) {
        this.transaction.put("put", this.db.customers().putRequest(customer, when), TableClient.OwnChecks.NONE, CustomerCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CustomerRepository#update(Customer, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public ShopTransaction replace(Customer customer,
            Function<CustomerConditions, Condition> when) {
        this.transaction.put("replace", this.db.customers().updateRequest(customer, when), TableClient.OwnChecks.PRESENT, CustomerCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderRepository#create(Order)} as an action of this transaction.
     */
    public ShopTransaction create(Order order) {
        this.transaction.put("create", this.db.orders().createRequest(order), TableClient.OwnChecks.ABSENT, OrderCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderRepository#put(Order)} as an action of this transaction.
     */
    public ShopTransaction put(Order order) {
        this.transaction.put("put", this.db.orders().putRequest(order), TableClient.OwnChecks.NONE, OrderCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderRepository#update(Order)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public ShopTransaction replace(Order order) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(OrderCodec.INSTANCE.toItem(Objects.requireNonNull(order, "order"))), TableClient.OwnChecks.PRESENT, OrderCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderRepository#create(Order, Function)} as an action of this transaction.
     */
    public ShopTransaction create(Order order, Function<OrderConditions, Condition> when) {
        this.transaction.put("create", this.db.orders().createRequest(order, when), TableClient.OwnChecks.ABSENT, OrderCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderRepository#put(Order, Function)} as an action of this transaction.
     */
    public ShopTransaction put(Order order, Function<OrderConditions, Condition> when) {
        this.transaction.put("put", this.db.orders().putRequest(order, when), TableClient.OwnChecks.NONE, OrderCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderRepository#update(Order, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public ShopTransaction replace(Order order, Function<OrderConditions, Condition> when) {
        this.transaction.put("replace", this.db.orders().updateRequest(order, when), TableClient.OwnChecks.PRESENT, OrderCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderLineRepository#create(OrderLine)} as an action of this transaction.
     */
    public ShopTransaction create(OrderLine orderLine) {
        this.transaction.put("create", this.db.orderLines().createRequest(orderLine), TableClient.OwnChecks.ABSENT, OrderLineCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderLineRepository#put(OrderLine)} as an action of this transaction.
     */
    public ShopTransaction put(OrderLine orderLine) {
        this.transaction.put("put", this.db.orderLines().putRequest(orderLine), TableClient.OwnChecks.NONE, OrderLineCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderLineRepository#update(OrderLine)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public ShopTransaction replace(OrderLine orderLine) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(OrderLineCodec.INSTANCE.toItem(Objects.requireNonNull(orderLine, "orderLine"))), TableClient.OwnChecks.PRESENT, OrderLineCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderLineRepository#create(OrderLine, Function)} as an action of this transaction.
     */
    public ShopTransaction create(OrderLine orderLine,
            Function<OrderLineConditions, Condition> when) {
        this.transaction.put("create", this.db.orderLines().createRequest(orderLine, when), TableClient.OwnChecks.ABSENT, OrderLineCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderLineRepository#put(OrderLine, Function)} as an action of this transaction.
     */
    public ShopTransaction put(OrderLine orderLine, Function<OrderLineConditions, Condition> when) {
        this.transaction.put("put", this.db.orderLines().putRequest(orderLine, when), TableClient.OwnChecks.NONE, OrderLineCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderLineRepository#update(OrderLine, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public ShopTransaction replace(OrderLine orderLine,
            Function<OrderLineConditions, Condition> when) {
        this.transaction.put("replace", this.db.orderLines().updateRequest(orderLine, when), TableClient.OwnChecks.PRESENT, OrderLineCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Customer} as an action: {@code changes} sets components (and {@code when}) as on {@link CustomerRepository#update}; only if the item exists.
     */
    public ShopTransaction updateCustomer(String customerId, Consumer<CustomerUpdate> changes) {
        Update<Customer> update = new Update<>(this.db.tableClient(), "transaction", CustomerKeys.primaryKey(customerId), CustomerCodec.INSTANCE);
        changes.accept(new CustomerUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link CustomerRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public ShopTransaction deleteCustomer(String customerId) {
        this.transaction.delete(this.db.customers().deleteRequest(customerId), TableClient.OwnChecks.NONE, CustomerCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CustomerRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public ShopTransaction deleteCustomer(String customerId,
            Function<CustomerConditions, Condition> when) {
        this.transaction.delete(this.db.customers().deleteRequest(customerId, when), TableClient.OwnChecks.NONE, CustomerCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Customer} at this key meets {@code when}; it writes nothing.
     */
    public ShopTransaction checkCustomer(String customerId,
            Function<CustomerConditions, Condition> when) {
        this.transaction.conditionCheck(CustomerKeys.primaryKey(customerId), CustomerConditions.of(when), CustomerCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Order} as an action: {@code changes} sets components (and {@code when}) as on {@link OrderRepository#update}; only if the item exists.
     */
    public ShopTransaction updateOrder(String customerId, String orderId,
            Consumer<OrderUpdate> changes) {
        Update<Order> update = new Update<>(this.db.tableClient(), "transaction", OrderKeys.primaryKey(customerId, orderId), OrderCodec.INSTANCE);
        changes.accept(new OrderUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link OrderRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public ShopTransaction deleteOrder(String customerId, String orderId) {
        this.transaction.delete(this.db.orders().deleteRequest(customerId, orderId), TableClient.OwnChecks.NONE, OrderCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public ShopTransaction deleteOrder(String customerId, String orderId,
            Function<OrderConditions, Condition> when) {
        this.transaction.delete(this.db.orders().deleteRequest(customerId, orderId, when), TableClient.OwnChecks.NONE, OrderCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Order} at this key meets {@code when}; it writes nothing.
     */
    public ShopTransaction checkOrder(String customerId, String orderId,
            Function<OrderConditions, Condition> when) {
        this.transaction.conditionCheck(OrderKeys.primaryKey(customerId, orderId), OrderConditions.of(when), OrderCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link OrderLine} as an action: {@code changes} sets components (and {@code when}) as on {@link OrderLineRepository#update}; only if the item exists.
     */
    public ShopTransaction updateOrderLine(String customerId, String orderId, int lineNo,
            Consumer<OrderLineUpdate> changes) {
        Update<OrderLine> update = new Update<>(this.db.tableClient(), "transaction", OrderLineKeys.primaryKey(customerId, orderId, lineNo), OrderLineCodec.INSTANCE);
        changes.accept(new OrderLineUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link OrderLineRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public ShopTransaction deleteOrderLine(String customerId, String orderId, int lineNo) {
        this.transaction.delete(this.db.orderLines().deleteRequest(customerId, orderId, lineNo), TableClient.OwnChecks.NONE, OrderLineCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OrderLineRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public ShopTransaction deleteOrderLine(String customerId, String orderId, int lineNo,
            Function<OrderLineConditions, Condition> when) {
        this.transaction.delete(this.db.orderLines().deleteRequest(customerId, orderId, lineNo, when), TableClient.OwnChecks.NONE, OrderLineCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link OrderLine} at this key meets {@code when}; it writes nothing.
     */
    public ShopTransaction checkOrderLine(String customerId, String orderId, int lineNo,
            Function<OrderLineConditions, Condition> when) {
        this.transaction.conditionCheck(OrderLineKeys.primaryKey(customerId, orderId, lineNo), OrderLineConditions.of(when), OrderLineCodec.INSTANCE);
        return this;
    }

    /**
     * The ClientRequestToken (1 to 36 characters): DynamoDB applies a transaction sent again with the same token within 10 minutes only once.
     */
    public ShopTransaction idempotencyToken(String token) {
        this.transaction.idempotencyToken(token);
        return this;
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, without sending it.
     */
    public TransactWriteItemsRequest toRequest() {
        return this.transaction.toRequest();
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.transaction.describe();
    }

    /**
     * Sends the one TransactWriteItems: every action is applied, or none.
     *
     * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled it; nothing is written
     */
    public void execute() {
        this.transaction.execute();
    }
}
