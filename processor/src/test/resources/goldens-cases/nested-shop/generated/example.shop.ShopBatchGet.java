package example.shop;

import io.partitura.runtime.TableClient;
import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys to read from table {@code shop} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ShopBatchGet {
    private final TableClient table;

    private final List<Map<String, AttributeValue>> keys = new ArrayList<>();

    private RetryPolicy retryPolicy = RetryPolicy.defaults();

    private boolean consistentRead;

    public ShopBatchGet(TableClient table) {
        this.table = table;
    }

    /**
     * Adds the key of one {@link Customer}.
     */
    public ShopBatchGet customer(String customerId) {
        this.keys.add(CustomerKeys.primaryKey(customerId));
        return this;
    }

    /**
     * Adds the key of one {@link Order}.
     */
    public ShopBatchGet order(String customerId, String orderId) {
        this.keys.add(OrderKeys.primaryKey(customerId, orderId));
        return this;
    }

    /**
     * Adds the key of one {@link OrderLine}.
     */
    public ShopBatchGet orderLine(String customerId, String orderId, int lineNo) {
        this.keys.add(OrderLineKeys.primaryKey(customerId, orderId, lineNo));
        return this;
    }

    public ShopBatchGet retryPolicy(RetryPolicy retryPolicy) {
        this.retryPolicy = retryPolicy;
        return this;
    }

    /**
     * Strongly consistent reads (twice the read capacity).
     */
    public ShopBatchGet consistentRead() {
        this.consistentRead = true;
        return this;
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public ShopBatchGetResult execute() {
        List<Map<String, AttributeValue>> found = BatchGetter.get(table, "batchGet", keys, key -> key, retryPolicy, consistentRead).items();
        List<Customer> customers = new ArrayList<>();
        List<Order> orders = new ArrayList<>();
        List<OrderLine> orderLines = new ArrayList<>();
        for (Map<String, AttributeValue> item : found) {
            String type = Items.getString(item, table.typeAttributeName());
            if (CustomerCodec.ENTITY_TYPE.equals(type)) {
                customers.add(table.decode("batchGet", CustomerCodec.INSTANCE, item));
            } else if (OrderCodec.ENTITY_TYPE.equals(type)) {
                orders.add(table.decode("batchGet", OrderCodec.INSTANCE, item));
            } else if (OrderLineCodec.ENTITY_TYPE.equals(type)) {
                orderLines.add(table.decode("batchGet", OrderLineCodec.INSTANCE, item));
            }
        }
        return new ShopBatchGetResult(customers, orders, orderLines);
    }
}
