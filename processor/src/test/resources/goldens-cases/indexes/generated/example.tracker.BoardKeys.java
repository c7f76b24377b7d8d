package example.tracker;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Board} items: partition key {@code BOARD#<boardId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class BoardKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "BOARD";

    /** Sort key of the Board's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private BoardKeys() {
    }

    /**
     * The partition key {@code BOARD#<boardId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String boardId) {
        return KeyCodec.checkPartitionKey("Board partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Board.boardId", boardId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String boardId) {
        return PrimaryKeys.of(TrackerTable.PARTITION_KEY, partitionKey(boardId), TrackerTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code boardId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String boardIdOf(String partitionKey) {
        return KeyCodec.decodeString("Board.boardId", KeyCodec.split("Board partition key", partitionKey, PREFIX, 1).get(0));
    }
}
