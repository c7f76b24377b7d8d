package example.shop;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Order} and its orderLines, read from its item collection in one Query. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderWithOrderLines extends ParentWithChildren<Order> {
    public OrderWithOrderLines(Order order, List<OrderLine> orderLines) {
        super(order, RecordsByType.of(OrderLine.class, orderLines));
    }

    public Order order() {
        return parent;
    }

    /** The orderLines, in ascending sort-key order. */
    public List<OrderLine> orderLines() {
        return records(OrderLine.class);
    }
}
