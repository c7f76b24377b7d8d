package example.controlplane;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
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

    /** The partition key: the parent {@link Workspace}'s. */
    public static String partitionKey(String workspaceId) {
        return WorkspaceKeys.partitionKey(workspaceId);
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
        return PrimaryKeys.of(ControlPlaneTable.PARTITION_KEY, partitionKey(workspaceId), ControlPlaneTable.SORT_KEY, sortKey(projectId));
    }

    /** The {@code workspaceId} encoded in a partition key. */
    public static String workspaceIdOf(String partitionKey) {
        return WorkspaceKeys.workspaceIdOf(partitionKey);
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
