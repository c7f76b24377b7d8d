package example.locking;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Vault} records to items of table {@code locking} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultCodec implements ItemCodec<Vault> {
    public static final VaultCodec INSTANCE = new VaultCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Vault";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private VaultCodec() {
    }

    @Override
    public Class<Vault> type() {
        return Vault.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Vault vault) {
        Map<String, AttributeValue> item = new HashMap<>(12);
        AttributeValue partitionKey = AttributeValue.createS(VaultKeys.partitionKey(vault.vaultId()));
        AttributeValue sortKey = AttributeValue.createS(VaultKeys.SORT_KEY);
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "vaultId", vault.vaultId());
        Items.putString(item, "owner", vault.owner());
        Items.putLong(item, "balance", vault.balance());
        Items.putLong(item, "version", vault.version());
        return item;
    }

    @Override
    public Vault fromItem(Map<String, AttributeValue> item) {
        return new Vault(
                Items.getString(item, "vaultId"),
                Items.getString(item, "owner"),
                Items.getLong(item, "balance"),
                Items.getLong(item, "version"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Vault vault) {
        return VaultKeys.primaryKey(vault.vaultId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Vault> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Vault> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "vaultId", "owner", "balance", "version"));
    }
}
