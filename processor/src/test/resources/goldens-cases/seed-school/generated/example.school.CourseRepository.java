package example.school;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Typed access to {@link Course} items of table {@code school}. Obtain it from {@link SchoolTable#courses()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CourseRepository {
    private final TableClient table;

    /** Used by {@link SchoolTable}; prefer {@code SchoolTable.courses()}. */
    public CourseRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Course, replacing any item at its key. One PutItem. */
    public void put(Course course) {
        this.table.putItem("courses.put", putRequest(course));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Course course) {
        return this.table.putItemRequest(CourseCodec.INSTANCE.toItem(Objects.requireNonNull(course, "course")));
    }

    /**
     * Replaces the stored Course only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Course course) {
        this.table.replaceItem("courses.update", this.table.replaceItemRequest(CourseCodec.INSTANCE.toItem(Objects.requireNonNull(course, "course"))));
    }

    /**
     * Writes the Course only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Course course) {
        this.table.putItem("courses.create", createRequest(course));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Course course) {
        return this.table.createItemRequest(CourseCodec.INSTANCE.toItem(Objects.requireNonNull(course, "course")));
    }

    /** A partial update of the stored Course: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public CourseUpdate update(String courseId) {
        return new CourseUpdate(new Update<>(this.table, "courses.update", CourseKeys.primaryKey(courseId), CourseCodec.INSTANCE));
    }

    /** The Course with this key, if any. One GetItem, eventually consistent. */
    public Optional<Course> get(String courseId) {
        return get(courseId, ReadConsistency.EVENTUAL);
    }

    /** The Course with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Course> get(String courseId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("courses.get", getRequest(courseId, consistency)))
                    .map(this.table.decoder("courses.get", CourseCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String courseId, ReadConsistency consistency) {
        return this.table.getItemRequest(CourseKeys.primaryKey(courseId), consistency);
    }

    /** Deletes the Course with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String courseId) {
        return this.table.deleteItem("courses.delete", deleteRequest(courseId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String courseId) {
        return this.table.deleteItemRequest(CourseKeys.primaryKey(courseId));
    }

    /**
     * {@link #update(Course)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Course course, Function<CourseConditions, Condition> when) {
        this.table.putItem("courses.update", updateRequest(course, when), TableClient.OwnChecks.PRESENT, CourseCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Course, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Course course, Function<CourseConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(CourseCodec.INSTANCE.toItem(Objects.requireNonNull(course, "course"))), CourseConditions.of(when));
    }

    /**
     * {@link #put(Course)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Course course, Function<CourseConditions, Condition> when) {
        this.table.putItem("courses.put", putRequest(course, when), TableClient.OwnChecks.NONE, CourseCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Course, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Course course, Function<CourseConditions, Condition> when) {
        return this.table.withCondition(putRequest(course), CourseConditions.of(when));
    }

    /**
     * {@link #create(Course)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Course course, Function<CourseConditions, Condition> when) {
        this.table.putItem("courses.create", createRequest(course, when), TableClient.OwnChecks.ABSENT, CourseCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Course, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Course course, Function<CourseConditions, Condition> when) {
        return this.table.withCondition(createRequest(course), CourseConditions.of(when));
    }

    /**
     * Deletes the Course with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String courseId, Function<CourseConditions, Condition> when) {
        return this.table.deleteItem("courses.delete", deleteRequest(courseId, when), TableClient.OwnChecks.NONE, CourseCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String courseId,
            Function<CourseConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(courseId), CourseConditions.of(when));
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String courseId) {
        return deleteWithCollection(courseId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Course and its whole item collection: every item stored under its partition key. Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Course's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Course in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String courseId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "courses.deleteWithCollection", CourseKeys.primaryKey(courseId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String courseId) {
        return CollectionDelete.firstQuery(this.table, CourseKeys.primaryKey(courseId));
    }

    /**
     * The Course and every edge pointing at it, from index {@code GSI1}: one Query (plus one per further MB), split by the {@code _type} attribute.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so an edge written a moment ago may be missing.
     */
    public Optional<CourseWithEnrollments> getWithEnrollments(String courseId) {
        Course course = null;
        List<Enrollment> enrollments = new ArrayList<>();
        for (Map<String, AttributeValue> item : this.table.queryAll("courses.getWithEnrollments", getWithEnrollmentsRequest(courseId))) {
            String type = Items.getString(item, this.table.typeAttributeName());
            if (CourseCodec.ENTITY_TYPE.equals(type)) {
                course = this.table.decode("courses.getWithEnrollments", CourseCodec.INSTANCE, item);
            } else if (EnrollmentCodec.ENTITY_TYPE.equals(type)) {
                enrollments.add(this.table.decode("courses.getWithEnrollments", EnrollmentCodec.INSTANCE, item));
            }
        }
        return course == null ? Optional.empty() : Optional.of(new CourseWithEnrollments(course, enrollments));
    }

    /** The Query {@link #getWithEnrollments} sends first, without sending it. */
    public QueryRequest getWithEnrollmentsRequest(String courseId) {
        return new KeyCondition("GSI1", "GSI1PK", CourseKeys.partitionKey(courseId), "GSI1SK", null, List.of())
                    .toRequest(this.table.tableName())
                    .build();
    }
}
