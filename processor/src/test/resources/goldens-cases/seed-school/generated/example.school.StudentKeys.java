package example.school;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Student} items: partition key {@code STU#<studentId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StudentKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "STU";

    /** Sort key of the Student's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private StudentKeys() {
    }

    /**
     * The partition key {@code STU#<studentId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String studentId) {
        return KeyCodec.checkPartitionKey("Student partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Student.studentId", studentId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String studentId) {
        return PrimaryKeys.of(SchoolTable.PARTITION_KEY, partitionKey(studentId), SchoolTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code studentId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String studentIdOf(String partitionKey) {
        return KeyCodec.decodeString("Student.studentId", KeyCodec.split("Student partition key", partitionKey, PREFIX, 1).get(0));
    }
}
