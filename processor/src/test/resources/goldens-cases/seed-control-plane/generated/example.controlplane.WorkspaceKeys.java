package example.controlplane;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Workspace} items: partition key {@code WS#<workspaceId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "WS";

    /** Sort key of the Workspace's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private WorkspaceKeys() {
    }

    /**
     * The partition key {@code WS#<workspaceId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String workspaceId) {
        return KeyCodec.checkPartitionKey("Workspace partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Workspace.workspaceId", workspaceId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String workspaceId) {
        return PrimaryKeys.of(ControlPlaneTable.PARTITION_KEY, partitionKey(workspaceId), ControlPlaneTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code workspaceId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String workspaceIdOf(String partitionKey) {
        return KeyCodec.decodeString("Workspace.workspaceId", KeyCodec.split("Workspace partition key", partitionKey, PREFIX, 1).get(0));
    }
}
