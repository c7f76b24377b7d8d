package example.catalog;

import io.partitura.runtime.keys.IndexSortKeys;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.keys.Shards;
import java.time.Instant;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Project} items: the parent's partition key, sort key {@code PRJ#<projectId>}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectKeys {
    /** Sort key prefix. */
    public static final String PREFIX = "PRJ";

    /** What every Project sort key begins with: the argument of {@code begins_with} when listing them. */
    public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

    /** Shards of each partition of index {@code GSI3}: part of the key format. */
    public static final int BY_REGION_AND_STATUS_SHARDS = 3;

    private ProjectKeys() {
    }

    /** The partition key: the parent {@link Tenant}'s. */
    public static String partitionKey(String tenantId) {
        return TenantKeys.partitionKey(tenantId);
    }

    /**
     * The sort key {@code PRJ#<projectId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
     */
    public static String sortKey(String projectId) {
        return KeyCodec.checkSortKey("Project sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.projectId", projectId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String tenantId, String projectId) {
        return PrimaryKeys.of(CatalogTable.PARTITION_KEY, partitionKey(tenantId), CatalogTable.SORT_KEY, sortKey(projectId));
    }

    /** The {@code tenantId} encoded in a partition key. */
    public static String tenantIdOf(String partitionKey) {
        return TenantKeys.tenantIdOf(partitionKey);
    }

    /**
     * The {@code projectId} encoded in a sort key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String projectIdOf(String sortKey) {
        return KeyCodec.decodeString("Project.projectId", KeyCodec.split("Project sort key", sortKey, PREFIX, 1).get(0));
    }

    /** The sort key components in local index {@code LSI1}: {@code PRJ#<status#createdAt>}; the stored sort key continues with the item's primary key. */
    public static String inTenantByStatusSortKey(String status, Instant createdAt) {
        return KeyCodec.checkSortKey("Project LSI1 sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.status", status), KeyCodec.encodeInstant("Project.createdAt", createdAt)));
    }

    /**
     * What the sort keys in index {@code LSI1} begin with whose leading components equal these: the scope of a range on {@code createdAt}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the prefix is over 1024 bytes
     */
    public static String inTenantByStatusSortKeyPrefix(String status) {
        return KeyCodec.checkSortKey("Project LSI1 sort key prefix", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.status", status)) + KeyCodec.SEPARATOR);
    }

    /**
     * The key attributes of an item in local index {@code LSI1}: {@code LSI1SK}; none when {@code status} or {@code createdAt} is null, which leaves the item out of the index (a sparse index).
     * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, partial updates, batches, backfills and the Enhanced Client schema all take the index key from here.
     *
     * @param partitionKey the item's partition key
     * @param sortKey the item's sort key
     */
    public static Map<String, AttributeValue> inTenantByStatusIndexKey(String partitionKey,
            String sortKey, String status, Instant createdAt) {
        if (status == null || createdAt == null) {
            return Map.of();
        }
        return CatalogTable.DEFINITION.requireIndex("LSI1").key(
                IndexSortKeys.of("Project LSI1 sort key", inTenantByStatusSortKey(status, createdAt), partitionKey, sortKey));
    }

    /** The partition key in index {@code GSI2}: {@code PRJ#<status>}. */
    public static String byStatusPartitionKey(String status) {
        return KeyCodec.checkPartitionKey("Project GSI2 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.status", status)));
    }

    /** The sort key components in index {@code GSI2}: {@code <createdAt#projectId>}; the stored sort key continues with the item's primary key. */
    public static String byStatusSortKey(Instant createdAt, String projectId) {
        return KeyCodec.checkSortKey("Project GSI2 sort key", KeyCodec.join(null, KeyCodec.encodeInstant("Project.createdAt", createdAt), KeyCodec.encodeString("Project.projectId", projectId)));
    }

    /**
     * What the sort keys in index {@code GSI2} begin with whose leading components equal these: the scope of a range on {@code projectId}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the prefix is over 1024 bytes
     */
    public static String byStatusSortKeyPrefix(Instant createdAt) {
        return KeyCodec.checkSortKey("Project GSI2 sort key prefix", KeyCodec.join(null, KeyCodec.encodeInstant("Project.createdAt", createdAt)) + KeyCodec.SEPARATOR);
    }

    /**
     * The key attributes of an item in global index {@code GSI2}: {@code GSI2PK}, {@code GSI2SK}; none when {@code status} or {@code createdAt} or {@code projectId} is null, which leaves the item out of the index (a sparse index).
     * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, partial updates, batches, backfills and the Enhanced Client schema all take the index key from here.
     *
     * @param partitionKey the item's partition key
     * @param sortKey the item's sort key
     */
    public static Map<String, AttributeValue> byStatusIndexKey(String partitionKey, String sortKey,
            String status, Instant createdAt, String projectId) {
        if (status == null || createdAt == null || projectId == null) {
            return Map.of();
        }
        return CatalogTable.DEFINITION.requireIndex("GSI2").key(
                byStatusPartitionKey(status),
                IndexSortKeys.of("Project GSI2 sort key", byStatusSortKey(createdAt, projectId), partitionKey, sortKey));
    }

    /** The partition key in index {@code GSI3}: {@code PRJ#<region#status>}. */
    public static String byRegionAndStatusPartitionKey(String region, String status) {
        return KeyCodec.checkPartitionKey("Project GSI3 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.region", region), KeyCodec.encodeString("Project.status", status)));
    }

    /** One shard of a partition of index {@code GSI3}: {@code PRJ#<region#status>#<shard>}. */
    public static String byRegionAndStatusPartitionKey(String region, String status, int shard) {
        return Shards.partitionKey(byRegionAndStatusPartitionKey(region, status), shard, BY_REGION_AND_STATUS_SHARDS);
    }

    /** The sort key components in index {@code GSI3}: {@code <priority#createdAt>}; the stored sort key continues with the item's primary key. */
    public static String byRegionAndStatusSortKey(int priority, Instant createdAt) {
        return KeyCodec.checkSortKey("Project GSI3 sort key", KeyCodec.join(null, KeyCodec.encodeInt("Project.priority", priority), KeyCodec.encodeInstant("Project.createdAt", createdAt)));
    }

    /**
     * What the sort keys in index {@code GSI3} begin with whose leading components equal these: the scope of a range on {@code createdAt}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the prefix is over 1024 bytes
     */
    public static String byRegionAndStatusSortKeyPrefix(int priority) {
        return KeyCodec.checkSortKey("Project GSI3 sort key prefix", KeyCodec.join(null, KeyCodec.encodeInt("Project.priority", priority)) + KeyCodec.SEPARATOR);
    }

    /**
     * The key attributes of an item in global index {@code GSI3}: {@code GSI3PK}, {@code GSI3SK}; none when {@code region} or {@code status} or {@code createdAt} is null, which leaves the item out of the index (a sparse index).
     * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, partial updates, batches, backfills and the Enhanced Client schema all take the index key from here.
     *
     * @param partitionKey the item's partition key, which with its sort key picks the shard
     * @param sortKey the item's sort key
     */
    public static Map<String, AttributeValue> byRegionAndStatusIndexKey(String partitionKey,
            String sortKey, String region, String status, int priority, Instant createdAt) {
        if (region == null || status == null || createdAt == null) {
            return Map.of();
        }
        return CatalogTable.DEFINITION.requireIndex("GSI3").key(
                byRegionAndStatusPartitionKey(region, status, Shards.ofItem(partitionKey, sortKey, BY_REGION_AND_STATUS_SHARDS)),
                IndexSortKeys.of("Project GSI3 sort key", byRegionAndStatusSortKey(priority, createdAt), partitionKey, sortKey));
    }
}
