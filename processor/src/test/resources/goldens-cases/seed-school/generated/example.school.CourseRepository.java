package example.school;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Course} items of table {@code school}. Obtain it from {@link SchoolTable#courses()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CourseRepository extends UnversionedRepository<Course, CourseConditions> {
    /** Used by {@link SchoolTable}; prefer {@code SchoolTable.courses()}. */
    public CourseRepository(TableClient table) {
        super(table, "courses", CourseCodec.INSTANCE, CourseConditions.INSTANCE, CourseConditions::of);
    }

    /** A partial update of the stored Course: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public CourseUpdate update(String courseId) {
        return new CourseUpdate(updateAt(CourseKeys.primaryKey(courseId)));
    }

    /** The Course with this key, if any. One GetItem, eventually consistent. */
    public Optional<Course> get(String courseId) {
        return getAt(CourseKeys.primaryKey(courseId), ReadConsistency.EVENTUAL);
    }

    /** The Course with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Course> get(String courseId, ReadConsistency consistency) {
        return getAt(CourseKeys.primaryKey(courseId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String courseId, ReadConsistency consistency) {
        return getRequestAt(CourseKeys.primaryKey(courseId), consistency);
    }

    /** Deletes the Course with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String courseId) {
        return deleteAt(CourseKeys.primaryKey(courseId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String courseId) {
        return deleteRequestAt(CourseKeys.primaryKey(courseId));
    }

    /**
     * Deletes the Course with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String courseId, Function<CourseConditions, Condition> when) {
        return deleteAt(CourseKeys.primaryKey(courseId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String courseId,
            Function<CourseConditions, Condition> when) {
        return deleteRequestAt(CourseKeys.primaryKey(courseId), when);
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
        return loadCollection("getWithEnrollments", List.of(getWithEnrollmentsRequest(courseId)), EnrollmentCodec.INSTANCE)
                    .map(loaded -> new CourseWithEnrollments(loaded.owner(), loaded.of(EnrollmentCodec.INSTANCE)));
    }

    /** The Query {@link #getWithEnrollments} sends first, without sending it. */
    public QueryRequest getWithEnrollmentsRequest(String courseId) {
        return queryRequest(KeyCondition.onIndex(this.table, "GSI1", CourseKeys.partitionKey(courseId), null));
    }
}
