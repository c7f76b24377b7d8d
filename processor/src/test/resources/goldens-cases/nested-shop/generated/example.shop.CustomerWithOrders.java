package example.shop;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Customer} and its orders, read from its item collection in one Query. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerWithOrders extends ParentWithChildren<Customer> {
    public CustomerWithOrders(Customer customer, List<Order> orders, List<OrderLine> orderLines) {
        super(customer, RecordsByType.of(Order.class, orders)
                .and(OrderLine.class, orderLines));
    }

    public Customer customer() {
        return parent;
    }

    /** The orders, in ascending sort-key order. */
    public List<Order> orders() {
        return records(Order.class);
    }

    /** The orderLines, in ascending sort-key order. */
    public List<OrderLine> orderLines() {
        return records(OrderLine.class);
    }
}
