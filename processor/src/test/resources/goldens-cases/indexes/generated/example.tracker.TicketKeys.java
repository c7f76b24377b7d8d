package example.tracker;

import io.partitura.runtime.keys.IndexSortKeys;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.keys.Shards;
import java.time.Instant;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Ticket} items: the parent's partition key, sort key {@code TICKET#<ticketId>}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TicketKeys {
    /** Sort key prefix. */
    public static final String PREFIX = "TICKET";

    /** What every Ticket sort key begins with: the argument of {@code begins_with} when listing them. */
    public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

    /** Shards of each partition of index {@code GSI2}: part of the key format. */
    public static final int BY_STAGE_SHARDS = 4;

    private TicketKeys() {
    }

    /** The partition key: the parent {@link Board}'s. */
    public static String partitionKey(String boardId) {
        return BoardKeys.partitionKey(boardId);
    }

    /**
     * The sort key {@code TICKET#<ticketId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
     */
    public static String sortKey(String ticketId) {
        return KeyCodec.checkSortKey("Ticket sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Ticket.ticketId", ticketId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String boardId, String ticketId) {
        return PrimaryKeys.of(TrackerTable.PARTITION_KEY, partitionKey(boardId), TrackerTable.SORT_KEY, sortKey(ticketId));
    }

    /** The {@code boardId} encoded in a partition key. */
    public static String boardIdOf(String partitionKey) {
        return BoardKeys.boardIdOf(partitionKey);
    }

    /**
     * The {@code ticketId} encoded in a sort key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String ticketIdOf(String sortKey) {
        return KeyCodec.decodeString("Ticket.ticketId", KeyCodec.split("Ticket sort key", sortKey, PREFIX, 1).get(0));
    }

    /** The sort key components in local index {@code LSI1}: {@code TICKET#<dueAt>}; the stored sort key continues with the item's primary key. */
    public static String inBoardByDueAtSortKey(Instant dueAt) {
        return KeyCodec.checkSortKey("Ticket LSI1 sort key", KeyCodec.join(PREFIX, KeyCodec.encodeInstant("Ticket.dueAt", dueAt)));
    }

    /**
     * The key attributes of an item in local index {@code LSI1}: {@code LSI1SK}; none when {@code dueAt} is null, which leaves the item out of the index (a sparse index).
     * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, partial updates, batches, backfills and the Enhanced Client schema all take the index key from here.
     *
     * @param partitionKey the item's partition key
     * @param sortKey the item's sort key
     */
    public static Map<String, AttributeValue> inBoardByDueAtIndexKey(String partitionKey,
            String sortKey, Instant dueAt) {
        if (dueAt == null) {
            return Map.of();
        }
        return TrackerTable.DEFINITION.requireIndex("LSI1").key(
                IndexSortKeys.of("Ticket LSI1 sort key", inBoardByDueAtSortKey(dueAt), partitionKey, sortKey));
    }

    /** The partition key in index {@code GSI1}: {@code TICKET#<assignee>}. */
    public static String byAssigneePartitionKey(String assignee) {
        return KeyCodec.checkPartitionKey("Ticket GSI1 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Ticket.assignee", assignee)));
    }

    /** The sort key components in index {@code GSI1}: {@code <dueAt>}; the stored sort key continues with the item's primary key. */
    public static String byAssigneeSortKey(Instant dueAt) {
        return KeyCodec.checkSortKey("Ticket GSI1 sort key", KeyCodec.join(null, KeyCodec.encodeInstant("Ticket.dueAt", dueAt)));
    }

    /**
     * The key attributes of an item in global index {@code GSI1}: {@code GSI1PK}, {@code GSI1SK}; none when {@code assignee} or {@code dueAt} is null, which leaves the item out of the index (a sparse index).
     * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, partial updates, batches, backfills and the Enhanced Client schema all take the index key from here.
     *
     * @param partitionKey the item's partition key
     * @param sortKey the item's sort key
     */
    public static Map<String, AttributeValue> byAssigneeIndexKey(String partitionKey,
            String sortKey, String assignee, Instant dueAt) {
        if (assignee == null || dueAt == null) {
            return Map.of();
        }
        return TrackerTable.DEFINITION.requireIndex("GSI1").key(
                byAssigneePartitionKey(assignee),
                IndexSortKeys.of("Ticket GSI1 sort key", byAssigneeSortKey(dueAt), partitionKey, sortKey));
    }

    /** The partition key in index {@code GSI2}: {@code TICKET#<stage>}. */
    public static String byStagePartitionKey(Stage stage) {
        return KeyCodec.checkPartitionKey("Ticket GSI2 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeEnum("Ticket.stage", stage)));
    }

    /** One shard of a partition of index {@code GSI2}: {@code TICKET#<stage>#<shard>}. */
    public static String byStagePartitionKey(Stage stage, int shard) {
        return Shards.partitionKey(byStagePartitionKey(stage), shard, BY_STAGE_SHARDS);
    }

    /** The sort key components in index {@code GSI2}: {@code <dueAt>}; the stored sort key continues with the item's primary key. */
    public static String byStageSortKey(Instant dueAt) {
        return KeyCodec.checkSortKey("Ticket GSI2 sort key", KeyCodec.join(null, KeyCodec.encodeInstant("Ticket.dueAt", dueAt)));
    }

    /**
     * The key attributes of an item in global index {@code GSI2}: {@code GSI2PK}, {@code GSI2SK}; none when {@code stage} or {@code dueAt} is null, which leaves the item out of the index (a sparse index).
     * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, partial updates, batches, backfills and the Enhanced Client schema all take the index key from here.
     *
     * @param partitionKey the item's partition key, which with its sort key picks the shard
     * @param sortKey the item's sort key
     */
    public static Map<String, AttributeValue> byStageIndexKey(String partitionKey, String sortKey,
            Stage stage, Instant dueAt) {
        if (stage == null || dueAt == null) {
            return Map.of();
        }
        return TrackerTable.DEFINITION.requireIndex("GSI2").key(
                byStagePartitionKey(stage, Shards.ofItem(partitionKey, sortKey, BY_STAGE_SHARDS)),
                IndexSortKeys.of("Ticket GSI2 sort key", byStageSortKey(dueAt), partitionKey, sortKey));
    }
}
