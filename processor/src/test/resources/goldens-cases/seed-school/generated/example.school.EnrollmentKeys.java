package example.school;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Enrollment} edges: partition key {@code STU#<studentId>}, sort key {@code ENROLL#CRS#<courseId>};
 * in index {@code GSI1}: partition key {@code CRS#<courseId>}, sort key {@code ENROLL#STU#<studentId>}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class EnrollmentKeys {
    /** Sort key prefix of the edge, in the table and in index {@code GSI1}. */
    public static final String PREFIX = "ENROLL";

    /** What every Enrollment sort key begins with, in the table and in index {@code GSI1}. */
    public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

    private EnrollmentKeys() {
    }

    /** The partition key: the {@code from} side {@link Student}'s. */
    public static String partitionKey(String studentId) {
        return StudentKeys.partitionKey(studentId);
    }

    /** The sort key {@code ENROLL#CRS#<courseId>}. */
    public static String sortKey(String courseId) {
        return KeyCodec.checkSortKey("Enrollment sort key", KeyCodec.join(PREFIX, CourseKeys.PREFIX, KeyCodec.encodeString("Enrollment.courseId", courseId)));
    }

    /** The partition key in index {@code GSI1}: the {@code to} side {@link Course}'s. */
    public static String indexPartitionKey(String courseId) {
        return CourseKeys.partitionKey(courseId);
    }

    /** The sort key in index {@code GSI1}: {@code ENROLL#STU#<studentId>}. */
    public static String indexSortKey(String studentId) {
        return KeyCodec.checkSortKey("Enrollment index sort key", KeyCodec.join(PREFIX, StudentKeys.PREFIX, KeyCodec.encodeString("Enrollment.studentId", studentId)));
    }

    /** What the edge sort keys begin with: {@code ENROLL#CRS#}, the scope of a range on {@code courseId}. */
    public static String sortKeyPrefix() {
        return KeyCodec.join(PREFIX, CourseKeys.PREFIX) + KeyCodec.SEPARATOR;
    }

    /** What the edge sort keys in index {@code GSI1} begin with: {@code ENROLL#STU#}, the scope of a range on {@code studentId}. */
    public static String indexSortKeyPrefix() {
        return KeyCodec.join(PREFIX, StudentKeys.PREFIX) + KeyCodec.SEPARATOR;
    }

    /** The edge's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String studentId, String courseId) {
        return PrimaryKeys.of(SchoolTable.PARTITION_KEY, partitionKey(studentId), SchoolTable.SORT_KEY, sortKey(courseId));
    }

    /** The {@code studentId} encoded in a partition key. */
    public static String studentIdOf(String partitionKey) {
        return StudentKeys.studentIdOf(partitionKey);
    }

    /** The {@code courseId} encoded in a sort key. */
    public static String courseIdOf(String sortKey) {
        return KeyCodec.decodeString("Enrollment.courseId", KeyCodec.split("Enrollment sort key", sortKey, KeyCodec.join(PREFIX, CourseKeys.PREFIX), 1).get(0));
    }
}
