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

/** Converts {@link OrderLine} records to items of table {@code shop} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderLineCodec implements ItemCodec<OrderLine> {
    public static final OrderLineCodec INSTANCE = new OrderLineCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "OrderLine";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private OrderLineCodec() {
    }

    @Override
    public Class<OrderLine> type() {
        return OrderLine.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(OrderLine orderLine) {
        Map<String, AttributeValue> item = new HashMap<>(14);
        AttributeValue partitionKey = AttributeValue.createS(OrderLineKeys.partitionKey(orderLine.customerId()));
        AttributeValue sortKey = AttributeValue.createS(OrderLineKeys.sortKey(orderLine.orderId(), orderLine.lineNo()));
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "customerId", orderLine.customerId());
        Items.putString(item, "orderId", orderLine.orderId());
        Items.putInt(item, "lineNo", orderLine.lineNo());
        Items.putString(item, "sku", orderLine.sku());
        Items.putInt(item, "quantity", orderLine.quantity());
        return item;
    }

    @Override
    public OrderLine fromItem(Map<String, AttributeValue> item) {
        return new OrderLine(
                Items.getString(item, "customerId"),
                Items.getString(item, "orderId"),
                Items.getInt(item, "lineNo"),
                Items.getString(item, "sku"),
                Items.getInt(item, "quantity"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(OrderLine orderLine) {
        return OrderLineKeys.primaryKey(orderLine.customerId(), orderLine.orderId(), orderLine.lineNo());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<OrderLine> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<OrderLine> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "customerId", "orderId", "lineNo", "sku", "quantity"));
    }
}
