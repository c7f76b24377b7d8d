package example.school;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.KeyRange;
import io.partitura.runtime.Listing;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/** Typed access to {@link Enrollment} items of table {@code school}. Obtain it from {@link SchoolTable#enrollments()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class EnrollmentRepository {
    private final TableClient table;

    /** Used by {@link SchoolTable}; prefer {@code SchoolTable.enrollments()}. */
    public EnrollmentRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Enrollment, replacing any item at its key. One PutItem. */
    public void put(Enrollment enrollment) {
        this.table.putItem("enrollments.put", putRequest(enrollment));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Enrollment enrollment) {
        return this.table.putItemRequest(EnrollmentCodec.INSTANCE.toItem(Objects.requireNonNull(enrollment, "enrollment")));
    }

    /**
     * Replaces the stored Enrollment only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Enrollment enrollment) {
        this.table.replaceItem("enrollments.update", this.table.replaceItemRequest(EnrollmentCodec.INSTANCE.toItem(Objects.requireNonNull(enrollment, "enrollment"))));
    }

    /**
     * Writes the Enrollment only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Enrollment enrollment) {
        this.table.putItem("enrollments.create", createRequest(enrollment));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Enrollment enrollment) {
        return this.table.createItemRequest(EnrollmentCodec.INSTANCE.toItem(Objects.requireNonNull(enrollment, "enrollment")));
    }

    /** A partial update of the stored Enrollment: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public EnrollmentUpdate update(String studentId, String courseId) {
        return new EnrollmentUpdate(new Update<>(this.table, "enrollments.update", EnrollmentKeys.primaryKey(studentId, courseId), EnrollmentCodec.INSTANCE));
    }

    /** The Enrollment with this key, if any. One GetItem, eventually consistent. */
    public Optional<Enrollment> get(String studentId, String courseId) {
        return get(studentId, courseId, ReadConsistency.EVENTUAL);
    }

    /** The Enrollment with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Enrollment> get(String studentId, String courseId,
            ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("enrollments.get", getRequest(studentId, courseId, consistency)))
                    .map(this.table.decoder("enrollments.get", EnrollmentCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String studentId, String courseId,
            ReadConsistency consistency) {
        return this.table.getItemRequest(EnrollmentKeys.primaryKey(studentId, courseId), consistency);
    }

    /** Deletes the Enrollment with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String studentId, String courseId) {
        return this.table.deleteItem("enrollments.delete", deleteRequest(studentId, courseId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String studentId, String courseId) {
        return this.table.deleteItemRequest(EnrollmentKeys.primaryKey(studentId, courseId));
    }

    /**
     * {@link #update(Enrollment)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Enrollment enrollment, Function<EnrollmentConditions, Condition> when) {
        this.table.putItem("enrollments.update", updateRequest(enrollment, when), TableClient.OwnChecks.PRESENT, EnrollmentCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Enrollment, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Enrollment enrollment,
            Function<EnrollmentConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(EnrollmentCodec.INSTANCE.toItem(Objects.requireNonNull(enrollment, "enrollment"))), EnrollmentConditions.of(when));
    }

    /**
     * {@link #put(Enrollment)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Enrollment enrollment, Function<EnrollmentConditions, Condition> when) {
        this.table.putItem("enrollments.put", putRequest(enrollment, when), TableClient.OwnChecks.NONE, EnrollmentCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Enrollment, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Enrollment enrollment,
            Function<EnrollmentConditions, Condition> when) {
        return this.table.withCondition(putRequest(enrollment), EnrollmentConditions.of(when));
    }

    /**
     * {@link #create(Enrollment)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Enrollment enrollment, Function<EnrollmentConditions, Condition> when) {
        this.table.putItem("enrollments.create", createRequest(enrollment, when), TableClient.OwnChecks.ABSENT, EnrollmentCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Enrollment, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Enrollment enrollment,
            Function<EnrollmentConditions, Condition> when) {
        return this.table.withCondition(createRequest(enrollment), EnrollmentConditions.of(when));
    }

    /**
     * Deletes the Enrollment with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String studentId, String courseId,
            Function<EnrollmentConditions, Condition> when) {
        return this.table.deleteItem("enrollments.delete", deleteRequest(studentId, courseId, when), TableClient.OwnChecks.NONE, EnrollmentCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String studentId, String courseId,
            Function<EnrollmentConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(studentId, courseId), EnrollmentConditions.of(when));
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
        return Listing.of(this.table, "enrollments.ofStudent", new KeyCondition(null, this.table.partitionKeyName(), EnrollmentKeys.partitionKey(studentId),
                        this.table.sortKeyName(), EnrollmentKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName())),
                    this.table.decoder("enrollments.ofStudent", EnrollmentCodec.INSTANCE), EnrollmentConditions.INSTANCE, Set.of("studentId", "courseId"));
    }

    /**
     * Like {@link #ofStudent}, only the items whose {@code courseId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param courseId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Enrollment, EnrollmentConditions> ofStudent(String studentId,
            KeyRange<String> courseId) {
        return Listing.of(this.table, "enrollments.ofStudent", new KeyCondition(null, this.table.partitionKeyName(), EnrollmentKeys.partitionKey(studentId),
                        this.table.sortKeyName(), EnrollmentKeys.sortKeyPrefix(), List.of(this.table.partitionKeyName(), this.table.sortKeyName())).within(courseId, value -> KeyCodec.encodeString("Enrollment.courseId", value)),
                    this.table.decoder("enrollments.ofStudent", EnrollmentCodec.INSTANCE), EnrollmentConditions.INSTANCE, Set.of("studentId", "courseId"));
    }

    /**
     * The enrollments pointing at one {@link Course}, from index {@code GSI1}: one Query per page, {@code begins_with(GSI1SK, "ENROLL#")}.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so an edge written a moment ago may be missing, and it refuses consistent reads on them.
     */
    public Listing<Enrollment, EnrollmentConditions> ofCourse(String courseId) {
        return Listing.of(this.table, "enrollments.ofCourse", new KeyCondition("GSI1", "GSI1PK", EnrollmentKeys.indexPartitionKey(courseId),
                        "GSI1SK", EnrollmentKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI1PK", "GSI1SK")),
                    this.table.decoder("enrollments.ofCourse", EnrollmentCodec.INSTANCE), EnrollmentConditions.INSTANCE, Set.of("studentId", "courseId"));
    }

    /**
     * Like {@link #ofCourse}, only the items whose {@code studentId} is in the given range, in key order: the range is the Query's key condition on {@code GSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param studentId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Enrollment, EnrollmentConditions> ofCourse(String courseId,
            KeyRange<String> studentId) {
        return Listing.of(this.table, "enrollments.ofCourse", new KeyCondition("GSI1", "GSI1PK", EnrollmentKeys.indexPartitionKey(courseId),
                        "GSI1SK", EnrollmentKeys.indexSortKeyPrefix(), List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI1PK", "GSI1SK")).within(studentId, value -> KeyCodec.encodeString("Enrollment.studentId", value)),
                    this.table.decoder("enrollments.ofCourse", EnrollmentCodec.INSTANCE), EnrollmentConditions.INSTANCE, Set.of("studentId", "courseId"));
    }
}
