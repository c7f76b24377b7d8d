package example.campus;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Sponsorship} records to items of table {@code campus} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SponsorshipCodec implements ItemCodec<Sponsorship> {
    public static final SponsorshipCodec INSTANCE = new SponsorshipCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Sponsorship";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private SponsorshipCodec() {
    }

    @Override
    public Class<Sponsorship> type() {
        return Sponsorship.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Sponsorship sponsorship) {
        Map<String, AttributeValue> item = new HashMap<>(11);
        AttributeValue partitionKey = AttributeValue.createS(SponsorshipKeys.partitionKey(sponsorship.personId()));
        AttributeValue sortKey = AttributeValue.createS(SponsorshipKeys.sortKey(sponsorship.clubId()));
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("GSI2PK", AttributeValue.createS(SponsorshipKeys.indexPartitionKey(sponsorship.clubId())));
        item.put("GSI2SK", AttributeValue.createS(SponsorshipKeys.indexSortKey(sponsorship.personId())));
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "personId", sponsorship.personId());
        Items.putString(item, "clubId", sponsorship.clubId());
        Items.putLong(item, "amountCents", sponsorship.amountCents());
        return item;
    }

    @Override
    public Sponsorship fromItem(Map<String, AttributeValue> item) {
        return new Sponsorship(
                Items.getString(item, "personId"),
                Items.getString(item, "clubId"),
                Items.getLong(item, "amountCents"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Sponsorship sponsorship) {
        return SponsorshipKeys.primaryKey(sponsorship.personId(), sponsorship.clubId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Sponsorship> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Sponsorship> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI2PK", "GSI2SK", "personId", "clubId", "amountCents"));
    }
}
