package example.fleet;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.keys.Shards;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Project} items: the parent's partition key, sort key {@code PROJ#<projectId>}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectKeys {
    /** Sort key prefix. */
    public static final String PREFIX = "PROJ";

    /** What every Project sort key begins with: the argument of {@code begins_with} when listing them. */
    public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

    private ProjectKeys() {
    }

    /** The partition key: the parent {@link Workspace}'s, in the shard this Project's own key hashes to. */
    public static String partitionKey(String workspaceId, String projectId) {
        return WorkspaceKeys.shardPartitionKey(workspaceId, Shards.of(sortKey(projectId), WorkspaceKeys.SHARDS));
    }

    /**
     * The sort key {@code PROJ#<projectId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
     */
    public static String sortKey(String projectId) {
        return KeyCodec.checkSortKey("Project sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.projectId", projectId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String workspaceId, String projectId) {
        return PrimaryKeys.of(FleetTable.PARTITION_KEY, partitionKey(workspaceId, projectId), FleetTable.SORT_KEY, sortKey(projectId));
    }

    /** The {@code workspaceId} encoded in a partition key. */
    public static String workspaceIdOf(String partitionKey) {
        return WorkspaceKeys.workspaceIdOf(Shards.unshardedPartitionKey(partitionKey));
    }

    /**
     * The {@code projectId} encoded in a sort key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String projectIdOf(String sortKey) {
        return KeyCodec.decodeString("Project.projectId", KeyCodec.split("Project sort key", sortKey, PREFIX, 1).get(0));
    }
}
