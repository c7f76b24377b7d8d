package example.directory;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Office} items: partition key {@code OFFICE#<officeId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OfficeKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "OFFICE";

    /** Sort key of the Office's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private OfficeKeys() {
    }

    /**
     * The partition key {@code OFFICE#<officeId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String officeId) {
        return KeyCodec.checkPartitionKey("Office partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Office.officeId", officeId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String officeId) {
        return PrimaryKeys.of(DirectoryTable.PARTITION_KEY, partitionKey(officeId), DirectoryTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code officeId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String officeIdOf(String partitionKey) {
        return KeyCodec.decodeString("Office.officeId", KeyCodec.split("Office partition key", partitionKey, PREFIX, 1).get(0));
    }
}
