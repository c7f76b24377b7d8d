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

/** Converts {@link Customer} records to items of table {@code shop} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerCodec implements ItemCodec<Customer> {
    public static final CustomerCodec INSTANCE = new CustomerCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Customer";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private CustomerCodec() {
    }

    @Override
    public Class<Customer> type() {
        return Customer.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Customer customer) {
        Map<String, AttributeValue> item = new HashMap<>(10);
        AttributeValue partitionKey = AttributeValue.createS(CustomerKeys.partitionKey(customer.customerId()));
        AttributeValue sortKey = AttributeValue.createS(CustomerKeys.SORT_KEY);
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "customerId", customer.customerId());
        Items.putString(item, "name", customer.name());
        return item;
    }

    @Override
    public Customer fromItem(Map<String, AttributeValue> item) {
        return new Customer(
                Items.getString(item, "customerId"),
                Items.getString(item, "name"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Customer customer) {
        return CustomerKeys.primaryKey(customer.customerId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Customer> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Customer> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "customerId", "name"));
    }
}
