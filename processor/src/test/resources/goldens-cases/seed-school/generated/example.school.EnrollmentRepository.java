package example.school;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * Typed access to {@link Enrollment} items of table {@code school}. Obtain it from {@link SchoolTable#enrollments()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class EnrollmentRepository extends UnversionedRepository<Enrollment, EnrollmentConditions> {
    /** Used by {@link SchoolTable}; prefer {@code SchoolTable.enrollments()}. */
    public EnrollmentRepository(TableClient table) {
        super(table, "enrollments", EnrollmentCodec.INSTANCE, EnrollmentConditions.INSTANCE, EnrollmentConditions::of);
    }

    /** A partial update of the stored Enrollment: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public EnrollmentUpdate update(String studentId, String courseId) {
        return new EnrollmentUpdate(updateAt(EnrollmentKeys.primaryKey(studentId, courseId)));
    }

    /** The Enrollment with this key, if any. One GetItem, eventually consistent. */
    public Optional<Enrollment> get(String studentId, String courseId) {
        return getAt(EnrollmentKeys.primaryKey(studentId, courseId), ReadConsistency.EVENTUAL);
    }

    /** The Enrollment with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Enrollment> get(String studentId, String courseId,
            ReadConsistency consistency) {
        return getAt(EnrollmentKeys.primaryKey(studentId, courseId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String studentId, String courseId,
            ReadConsistency consistency) {
        return getRequestAt(EnrollmentKeys.primaryKey(studentId, courseId), consistency);
    }

    /** Deletes the Enrollment with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String studentId, String courseId) {
        return deleteAt(EnrollmentKeys.primaryKey(studentId, courseId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String studentId, String courseId) {
        return deleteRequestAt(EnrollmentKeys.primaryKey(studentId, courseId));
    }

    /**
     * Deletes the Enrollment with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String studentId, String courseId,
            Function<EnrollmentConditions, Condition> when) {
        return deleteAt(EnrollmentKeys.primaryKey(studentId, courseId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String studentId, String courseId,
            Function<EnrollmentConditions, Condition> when) {
        return deleteRequestAt(EnrollmentKeys.primaryKey(studentId, courseId), when);
    }

    /**
     * Links the two sides: {@link #create}, under this schema's own name. One conditional PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when this edge exists; nothing changes
     */
    public void enroll(Enrollment enrollment) {
        this.table.putItem("enrollments.enroll", createRequest(enrollment));
    }

    /** The enrollments of one {@link Student}, from the base table: one Query per page, {@code begins_with(SK, "ENROLL#")}. Strong consistency is available with {@code .consistentRead()}. */
    public Listing<Enrollment, EnrollmentConditions> ofStudent(String studentId) {
        return listing("ofStudent",
                    onTable(EnrollmentKeys.partitionKey(studentId), EnrollmentKeys.SORT_KEY_PREFIX),
                    Set.of("studentId", "courseId"));
    }

    /**
     * Like {@link #ofStudent}, only the items whose {@code courseId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param courseId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Enrollment, EnrollmentConditions> ofStudent(String studentId,
            KeyRange<String> courseId) {
        return listing("ofStudent",
                    onTable(EnrollmentKeys.partitionKey(studentId), EnrollmentKeys.sortKeyPrefix()).within(courseId, value -> KeyCodec.encodeString("Enrollment.courseId", value)),
                    Set.of("studentId", "courseId"));
    }

    /**
     * The enrollments pointing at one {@link Course}, from index {@code GSI1}: one Query per page, {@code begins_with(GSI1SK, "ENROLL#")}.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so an edge written a moment ago may be missing, and it refuses consistent reads on them.
     */
    public Listing<Enrollment, EnrollmentConditions> ofCourse(String courseId) {
        return listing("ofCourse",
                    KeyCondition.onIndex(this.table, "GSI1", EnrollmentKeys.indexPartitionKey(courseId), EnrollmentKeys.SORT_KEY_PREFIX),
                    Set.of("studentId", "courseId"));
    }

    /**
     * Like {@link #ofCourse}, only the items whose {@code studentId} is in the given range, in key order: the range is the Query's key condition on {@code GSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param studentId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Enrollment, EnrollmentConditions> ofCourse(String courseId,
            KeyRange<String> studentId) {
        return listing("ofCourse",
                    KeyCondition.onIndex(this.table, "GSI1", EnrollmentKeys.indexPartitionKey(courseId), EnrollmentKeys.indexSortKeyPrefix()).within(studentId, value -> KeyCodec.encodeString("Enrollment.studentId", value)),
                    Set.of("studentId", "courseId"));
    }
}
