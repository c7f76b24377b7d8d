package example.campus;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Person} items: partition key {@code PER#<personId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "PER";

    /** Sort key of the Person's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private PersonKeys() {
    }

    /**
     * The partition key {@code PER#<personId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String personId) {
        return KeyCodec.checkPartitionKey("Person partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Person.personId", personId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String personId) {
        return PrimaryKeys.of(CampusTable.PARTITION_KEY, partitionKey(personId), CampusTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code personId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String personIdOf(String partitionKey) {
        return KeyCodec.decodeString("Person.personId", KeyCodec.split("Person partition key", partitionKey, PREFIX, 1).get(0));
    }
}
