package example.directory;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Office} records to items of table {@code directory} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OfficeCodec implements ItemCodec<Office> {
    public static final OfficeCodec INSTANCE = new OfficeCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Office";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private OfficeCodec() {
    }

    @Override
    public Class<Office> type() {
        return Office.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Office office) {
        Map<String, AttributeValue> item = new HashMap<>(12);
        AttributeValue partitionKey = AttributeValue.createS(OfficeKeys.partitionKey(office.officeId()));
        AttributeValue sortKey = AttributeValue.createS(OfficeKeys.SORT_KEY);
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "officeId", office.officeId());
        Items.put(item, "address", office.address(), AddressMapCodec::toAttributeValue);
        Items.putList(item, "branches", office.branches(), AddressMapCodec::toAttributeValue);
        Items.putMap(item, "byName", office.byName(), AddressMapCodec::toAttributeValue);
        return item;
    }

    @Override
    public Office fromItem(Map<String, AttributeValue> item) {
        return new Office(
                Items.getString(item, "officeId"),
                Items.get(item, "address", AddressMapCodec::fromAttributeValue),
                Items.get(item, "branches", v0 -> Items.asList(v0, AddressMapCodec::fromAttributeValue)),
                Items.get(item, "byName", v0 -> Items.asMap(v0, AddressMapCodec::fromAttributeValue)));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Office office) {
        return OfficeKeys.primaryKey(office.officeId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Office> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Office> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "officeId", "address", "branches", "byName"));
    }
}
