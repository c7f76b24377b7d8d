package example.shop;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Customer} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerWithChildren extends ParentWithChildren<Customer> {
    CustomerWithChildren(Customer customer, List<Order> orders, List<OrderLine> orderLines) {
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
