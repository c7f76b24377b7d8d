package example.school;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Course} items: partition key {@code CRS#<courseId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CourseKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "CRS";

    /** Sort key of the Course's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private CourseKeys() {
    }

    /**
     * The partition key {@code CRS#<courseId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String courseId) {
        return KeyCodec.checkPartitionKey("Course partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Course.courseId", courseId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String courseId) {
        return PrimaryKeys.of(SchoolTable.PARTITION_KEY, partitionKey(courseId), SchoolTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code courseId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String courseIdOf(String partitionKey) {
        return KeyCodec.decodeString("Course.courseId", KeyCodec.split("Course partition key", partitionKey, PREFIX, 1).get(0));
    }
}
