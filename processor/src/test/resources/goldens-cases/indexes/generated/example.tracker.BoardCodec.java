package example.tracker;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Board} records to items of table {@code tracker} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class BoardCodec implements ItemCodec<Board> {
    public static final BoardCodec INSTANCE = new BoardCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Board";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private BoardCodec() {
    }

    @Override
    public Class<Board> type() {
        return Board.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Board board) {
        Map<String, AttributeValue> item = new HashMap<>(10);
        AttributeValue partitionKey = AttributeValue.createS(BoardKeys.partitionKey(board.boardId()));
        AttributeValue sortKey = AttributeValue.createS(BoardKeys.SORT_KEY);
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "boardId", board.boardId());
        Items.putString(item, "title", board.title());
        return item;
    }

    @Override
    public Board fromItem(Map<String, AttributeValue> item) {
        return new Board(
                Items.getString(item, "boardId"),
                Items.getString(item, "title"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Board board) {
        return BoardKeys.primaryKey(board.boardId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Board> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Board> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "boardId", "title"));
    }
}
