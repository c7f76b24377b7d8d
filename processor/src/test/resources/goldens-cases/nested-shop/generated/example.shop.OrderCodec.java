package example.shop;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Order} records to items of table {@code shop} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderCodec implements ItemCodec<Order> {
    public static final OrderCodec INSTANCE = new OrderCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Order";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private OrderCodec() {
    }

    @Override
    public Class<Order> type() {
        return Order.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Order order) {
        Map<String, AttributeValue> item = new HashMap<>(11);
        AttributeValue partitionKey = AttributeValue.createS(OrderKeys.partitionKey(order.customerId()));
        AttributeValue sortKey = AttributeValue.createS(OrderKeys.sortKey(order.orderId()));
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.putAll(OrderKeys.inCustomerIndexKey(partitionKey.s(), sortKey.s(), order.customerId()));
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "customerId", order.customerId());
        Items.putString(item, "orderId", order.orderId());
        Items.putInstant(item, "placedAt", order.placedAt());
        return item;
    }

    @Override
    public Order fromItem(Map<String, AttributeValue> item) {
        return new Order(
                Items.getString(item, "customerId"),
                Items.getString(item, "orderId"),
                Items.getInstant(item, "placedAt"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Order order) {
        return OrderKeys.primaryKey(order.customerId(), order.orderId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Order> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Order> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "NestedParentsPK", "NestedParentsSK", "customerId", "orderId", "placedAt"));
    }
}
