package example.shop;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code shop} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ShopTransaction extends TableTransaction<ShopTransaction> {
    private final ShopTable db;

    /** Used by {@link ShopTable#transaction()}. */
    public ShopTransaction(ShopTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link ShopTable#transaction(String)}. */
    public ShopTransaction(ShopTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link CustomerRepository#create(Customer)} as an action of this transaction. */
    public ShopTransaction create(Customer customer) {
        return addCreate(this.db.customers().createRequest(customer), CustomerRepository.Codec.INSTANCE);
    }

    /** {@link CustomerRepository#put(Customer)} as an action of this transaction. */
    public ShopTransaction put(Customer customer) {
        return addPut(this.db.customers().putRequest(customer), CustomerRepository.Codec.INSTANCE);
    }

    /** {@link CustomerRepository#update(Customer)} as an action of this transaction: replaces the stored item only if it exists. */
    public ShopTransaction replace(Customer customer) {
        return addReplace(customer, CustomerRepository.Codec.INSTANCE);
    }

    /** {@link CustomerRepository#create(Customer, Function)} as an action of this transaction. */
    public ShopTransaction create(Customer customer,
            Function<CustomerRepository.Conditions, Condition> when) {
        return addCreate(this.db.customers().createRequest(customer, when), CustomerRepository.Codec.INSTANCE);
    }

    /** {@link CustomerRepository#put(Customer, Function)} as an action of this transaction. */
    public ShopTransaction put(Customer customer,
            Function<CustomerRepository.Conditions, Condition> when) {
        return addPut(this.db.customers().putRequest(customer, when), CustomerRepository.Codec.INSTANCE);
    }

    /** {@link CustomerRepository#update(Customer, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public ShopTransaction replace(Customer customer,
            Function<CustomerRepository.Conditions, Condition> when) {
        return addReplace(this.db.customers().updateRequest(customer, when), CustomerRepository.Codec.INSTANCE);
    }

    /** {@link OrderRepository#create(Order)} as an action of this transaction. */
    public ShopTransaction create(Order order) {
        return addCreate(this.db.orders().createRequest(order), OrderRepository.Codec.INSTANCE);
    }

    /** {@link OrderRepository#put(Order)} as an action of this transaction. */
    public ShopTransaction put(Order order) {
        return addPut(this.db.orders().putRequest(order), OrderRepository.Codec.INSTANCE);
    }

    /** {@link OrderRepository#update(Order)} as an action of this transaction: replaces the stored item only if it exists. */
    public ShopTransaction replace(Order order) {
        return addReplace(order, OrderRepository.Codec.INSTANCE);
    }

    /** {@link OrderRepository#create(Order, Function)} as an action of this transaction. */
    public ShopTransaction create(Order order,
            Function<OrderRepository.Conditions, Condition> when) {
        return addCreate(this.db.orders().createRequest(order, when), OrderRepository.Codec.INSTANCE);
    }

    /** {@link OrderRepository#put(Order, Function)} as an action of this transaction. */
    public ShopTransaction put(Order order, Function<OrderRepository.Conditions, Condition> when) {
        return addPut(this.db.orders().putRequest(order, when), OrderRepository.Codec.INSTANCE);
    }

    /** {@link OrderRepository#update(Order, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public ShopTransaction replace(Order order,
            Function<OrderRepository.Conditions, Condition> when) {
        return addReplace(this.db.orders().updateRequest(order, when), OrderRepository.Codec.INSTANCE);
    }

    /** {@link OrderLineRepository#create(OrderLine)} as an action of this transaction. */
    public ShopTransaction create(OrderLine orderLine) {
        return addCreate(this.db.orderLines().createRequest(orderLine), OrderLineRepository.Codec.INSTANCE);
    }

    /** {@link OrderLineRepository#put(OrderLine)} as an action of this transaction. */
    public ShopTransaction put(OrderLine orderLine) {
        return addPut(this.db.orderLines().putRequest(orderLine), OrderLineRepository.Codec.INSTANCE);
    }

    /** {@link OrderLineRepository#update(OrderLine)} as an action of this transaction: replaces the stored item only if it exists. */
    public ShopTransaction replace(OrderLine orderLine) {
        return addReplace(orderLine, OrderLineRepository.Codec.INSTANCE);
    }

    /** {@link OrderLineRepository#create(OrderLine, Function)} as an action of this transaction. */
    public ShopTransaction create(OrderLine orderLine,
            Function<OrderLineRepository.Conditions, Condition> when) {
        return addCreate(this.db.orderLines().createRequest(orderLine, when), OrderLineRepository.Codec.INSTANCE);
    }

    /** {@link OrderLineRepository#put(OrderLine, Function)} as an action of this transaction. */
    public ShopTransaction put(OrderLine orderLine,
            Function<OrderLineRepository.Conditions, Condition> when) {
        return addPut(this.db.orderLines().putRequest(orderLine, when), OrderLineRepository.Codec.INSTANCE);
    }

    /** {@link OrderLineRepository#update(OrderLine, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public ShopTransaction replace(OrderLine orderLine,
            Function<OrderLineRepository.Conditions, Condition> when) {
        return addReplace(this.db.orderLines().updateRequest(orderLine, when), OrderLineRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Customer} as an action: {@code changes} sets components (and {@code when}) as on {@link CustomerRepository#update}; only if the item exists. */
    public ShopTransaction updateCustomer(String customerId,
            Consumer<CustomerRepository.Update> changes) {
        var update = newUpdate(CustomerRepository.Codec.primaryKey(customerId), CustomerRepository.Codec.INSTANCE);
        changes.accept(new CustomerRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link CustomerRepository#delete} of this key as an action: deletes the item if there is one. */
    public ShopTransaction deleteCustomer(String customerId) {
        return addDelete(this.db.customers().deleteRequest(customerId), CustomerRepository.Codec.INSTANCE);
    }

    /** {@link CustomerRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public ShopTransaction deleteCustomer(String customerId,
            Function<CustomerRepository.Conditions, Condition> when) {
        return addDelete(this.db.customers().deleteRequest(customerId, when), CustomerRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Customer} at this key meets {@code when}; it writes nothing. */
    public ShopTransaction checkCustomer(String customerId,
            Function<CustomerRepository.Conditions, Condition> when) {
        return addCheck(CustomerRepository.Codec.primaryKey(customerId), CustomerRepository.Conditions.of(when), CustomerRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Order} as an action: {@code changes} sets components (and {@code when}) as on {@link OrderRepository#update}; only if the item exists. */
    public ShopTransaction updateOrder(String customerId, String orderId,
            Consumer<OrderRepository.Update> changes) {
        var update = newUpdate(OrderRepository.Codec.primaryKey(customerId, orderId), OrderRepository.Codec.INSTANCE);
        changes.accept(new OrderRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link OrderRepository#delete} of this key as an action: deletes the item if there is one. */
    public ShopTransaction deleteOrder(String customerId, String orderId) {
        return addDelete(this.db.orders().deleteRequest(customerId, orderId), OrderRepository.Codec.INSTANCE);
    }

    /** {@link OrderRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public ShopTransaction deleteOrder(String customerId, String orderId,
            Function<OrderRepository.Conditions, Condition> when) {
        return addDelete(this.db.orders().deleteRequest(customerId, orderId, when), OrderRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Order} at this key meets {@code when}; it writes nothing. */
    public ShopTransaction checkOrder(String customerId, String orderId,
            Function<OrderRepository.Conditions, Condition> when) {
        return addCheck(OrderRepository.Codec.primaryKey(customerId, orderId), OrderRepository.Conditions.of(when), OrderRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link OrderLine} as an action: {@code changes} sets components (and {@code when}) as on {@link OrderLineRepository#update}; only if the item exists. */
    public ShopTransaction updateOrderLine(String customerId, String orderId, int lineNo,
            Consumer<OrderLineRepository.Update> changes) {
        var update = newUpdate(OrderLineRepository.Codec.primaryKey(customerId, orderId, lineNo), OrderLineRepository.Codec.INSTANCE);
        changes.accept(new OrderLineRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link OrderLineRepository#delete} of this key as an action: deletes the item if there is one. */
    public ShopTransaction deleteOrderLine(String customerId, String orderId, int lineNo) {
        return addDelete(this.db.orderLines().deleteRequest(customerId, orderId, lineNo), OrderLineRepository.Codec.INSTANCE);
    }

    /** {@link OrderLineRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public ShopTransaction deleteOrderLine(String customerId, String orderId, int lineNo,
            Function<OrderLineRepository.Conditions, Condition> when) {
        return addDelete(this.db.orderLines().deleteRequest(customerId, orderId, lineNo, when), OrderLineRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link OrderLine} at this key meets {@code when}; it writes nothing. */
    public ShopTransaction checkOrderLine(String customerId, String orderId, int lineNo,
            Function<OrderLineRepository.Conditions, Condition> when) {
        return addCheck(OrderLineRepository.Codec.primaryKey(customerId, orderId, lineNo), OrderLineRepository.Conditions.of(when), OrderLineRepository.Codec.INSTANCE);
    }
}
