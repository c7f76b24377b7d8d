package example.shop;

import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** The items a {@link ShopBatchGet} found, grouped by entity, in the order their keys were added. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ShopBatchGetResult extends ResultByType {
    ShopBatchGetResult(List<Customer> customers, List<Order> orders, List<OrderLine> orderLines) {
        super(RecordsByType.of(Customer.class, customers)
                .and(Order.class, orders)
                .and(OrderLine.class, orderLines));
    }

    public List<Customer> customers() {
        return records(Customer.class);
    }

    public List<Order> orders() {
        return records(Order.class);
    }

    public List<OrderLine> orderLines() {
        return records(OrderLine.class);
    }
}
