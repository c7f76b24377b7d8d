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

/** Converts {@link Deposit} records to items of table {@code locking} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DepositCodec implements ItemCodec<Deposit> {
    public static final DepositCodec INSTANCE = new DepositCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Deposit";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private DepositCodec() {
    }

    @Override
    public Class<Deposit> type() {
        return Deposit.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Deposit deposit) {
        Map<String, AttributeValue> item = new HashMap<>(12);
        AttributeValue partitionKey = AttributeValue.createS(DepositKeys.partitionKey(deposit.vaultId()));
        AttributeValue sortKey = AttributeValue.createS(DepositKeys.sortKey(deposit.depositId()));
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "vaultId", deposit.vaultId());
        Items.putString(item, "depositId", deposit.depositId());
        Items.putLong(item, "amount", deposit.amount());
        Items.putInt(item, "version", deposit.version());
        return item;
    }

    @Override
    public Deposit fromItem(Map<String, AttributeValue> item) {
        return new Deposit(
                Items.getString(item, "vaultId"),
                Items.getString(item, "depositId"),
                Items.getLong(item, "amount"),
                Items.getInt(item, "version"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Deposit deposit) {
        return DepositKeys.primaryKey(deposit.vaultId(), deposit.depositId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Deposit> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Deposit> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "vaultId", "depositId", "amount", "version"));
    }
}
