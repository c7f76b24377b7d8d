package example.shop;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Customer} and its orders, read from its item collection in one Query.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerWithOrders {
    private final Customer customer;

    private final List<Order> orders;

    private final List<OrderLine> orderLines;

    public CustomerWithOrders(Customer customer, List<Order> orders, List<OrderLine> orderLines) {
        this.customer = Objects.requireNonNull(customer, "customer");
        this.orders = List.copyOf(orders);
        this.orderLines = List.copyOf(orderLines);
    }

    public Customer customer() {
        return customer;
    }

    /**
     * The orders, in ascending sort-key order.
     */
    public List<Order> orders() {
        return orders;
    }

    /**
     * The orderLines, in ascending sort-key order.
     */
    public List<OrderLine> orderLines() {
        return orderLines;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CustomerWithOrders that
                        && Objects.equals(customer, that.customer)
                        && Objects.equals(orders, that.orders)
                        && Objects.equals(orderLines, that.orderLines);
    }

    @Override
    public int hashCode() {
        return Objects.hash(customer, orders, orderLines);
    }

    @Override
    public String toString() {
        return "CustomerWithOrders[" + "customer=" + customer + ", orders=" + orders + ", orderLines=" + orderLines + "]";
    }
}
