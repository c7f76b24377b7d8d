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

/** Converts {@link Club} records to items of table {@code campus} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ClubCodec implements ItemCodec<Club> {
    public static final ClubCodec INSTANCE = new ClubCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Club";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private ClubCodec() {
    }

    @Override
    public Class<Club> type() {
        return Club.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Club club) {
        Map<String, AttributeValue> item = new HashMap<>(10);
        AttributeValue partitionKey = AttributeValue.createS(ClubKeys.partitionKey(club.clubId()));
        AttributeValue sortKey = AttributeValue.createS(ClubKeys.SORT_KEY);
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        // Listed from index GSI2 under its own key, with the edges pointing at it.
        item.put("GSI2PK", partitionKey);
        item.put("GSI2SK", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "clubId", club.clubId());
        Items.putString(item, "title", club.title());
        return item;
    }

    @Override
    public Club fromItem(Map<String, AttributeValue> item) {
        return new Club(
                Items.getString(item, "clubId"),
                Items.getString(item, "title"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Club club) {
        return ClubKeys.primaryKey(club.clubId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Club> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Club> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI2PK", "GSI2SK", "clubId", "title"));
    }
}
