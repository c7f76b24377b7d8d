package example.campus;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Club} items: partition key {@code CLUB#<clubId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ClubKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "CLUB";

    /** Sort key of the Club's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private ClubKeys() {
    }

    /**
     * The partition key {@code CLUB#<clubId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String clubId) {
        return KeyCodec.checkPartitionKey("Club partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Club.clubId", clubId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String clubId) {
        return PrimaryKeys.of(CampusTable.PARTITION_KEY, partitionKey(clubId), CampusTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code clubId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String clubIdOf(String partitionKey) {
        return KeyCodec.decodeString("Club.clubId", KeyCodec.split("Club partition key", partitionKey, PREFIX, 1).get(0));
    }
}
