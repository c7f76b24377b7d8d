package example.catalog;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Tenant} records to items of table {@code catalog} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TenantCodec implements ItemCodec<Tenant> {
    public static final TenantCodec INSTANCE = new TenantCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Tenant";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private TenantCodec() {
    }

    @Override
    public Class<Tenant> type() {
        return Tenant.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Tenant tenant) {
        Map<String, AttributeValue> item = new HashMap<>(10);
        AttributeValue partitionKey = AttributeValue.createS(TenantKeys.partitionKey(tenant.tenantId()));
        AttributeValue sortKey = AttributeValue.createS(TenantKeys.SORT_KEY);
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "tenantId", tenant.tenantId());
        Items.putString(item, "name", tenant.name());
        return item;
    }

    @Override
    public Tenant fromItem(Map<String, AttributeValue> item) {
        return new Tenant(
                Items.getString(item, "tenantId"),
                Items.getString(item, "name"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Tenant tenant) {
        return TenantKeys.primaryKey(tenant.tenantId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Tenant> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Tenant> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "tenantId", "name"));
    }
}
