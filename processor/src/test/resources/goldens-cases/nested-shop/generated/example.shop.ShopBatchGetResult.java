package example.shop;

import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The items a {@link ShopBatchGet} found, grouped by entity, in the order their keys were added.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ShopBatchGetResult {
    private final List<Customer> customers;

    private final List<Order> orders;

    private final List<OrderLine> orderLines;

    ShopBatchGetResult(List<Customer> customers, List<Order> orders, List<OrderLine> orderLines) {
        this.customers = List.copyOf(customers);
        this.orders = List.copyOf(orders);
        this.orderLines = List.copyOf(orderLines);
    }

    public List<Customer> customers() {
        return customers;
    }

    public List<Order> orders() {
        return orders;
    }

    public List<OrderLine> orderLines() {
        return orderLines;
    }

    @Override
    public String toString() {
        return "ShopBatchGetResult[" + "customers=" + customers + ", orders=" + orders + ", orderLines=" + orderLines + "]";
    }
}
