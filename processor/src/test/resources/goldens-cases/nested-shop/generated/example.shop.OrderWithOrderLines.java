package example.shop;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Order} and its orderLines, read from its item collection in one Query.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderWithOrderLines {
    private final Order order;

    private final List<OrderLine> orderLines;

    public OrderWithOrderLines(Order order, List<OrderLine> orderLines) {
        this.order = Objects.requireNonNull(order, "order");
        this.orderLines = List.copyOf(orderLines);
    }

    public Order order() {
        return order;
    }

    /**
     * The orderLines, in ascending sort-key order.
     */
    public List<OrderLine> orderLines() {
        return orderLines;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof OrderWithOrderLines that
                        && Objects.equals(order, that.order)
                        && Objects.equals(orderLines, that.orderLines);
    }

    @Override
    public int hashCode() {
        return Objects.hash(order, orderLines);
    }

    @Override
    public String toString() {
        return "OrderWithOrderLines[" + "order=" + order + ", orderLines=" + orderLines + "]";
    }
}
