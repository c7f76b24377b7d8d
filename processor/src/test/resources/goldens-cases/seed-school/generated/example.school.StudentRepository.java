package example.school;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Student} items of table {@code school}. Obtain it from {@link SchoolTable#students()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StudentRepository extends UnversionedRepository<Student, StudentConditions> {
    /** Used by {@link SchoolTable}; prefer {@code SchoolTable.students()}. */
    public StudentRepository(TableClient table) {
        super(table, "students", StudentCodec.INSTANCE, StudentConditions.INSTANCE, StudentConditions::of);
    }

    /** A partial update of the stored Student: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public StudentUpdate update(String studentId) {
        return new StudentUpdate(updateAt(StudentKeys.primaryKey(studentId)));
    }

    /** The Student with this key, if any. One GetItem, eventually consistent. */
    public Optional<Student> get(String studentId) {
        return getAt(StudentKeys.primaryKey(studentId), ReadConsistency.EVENTUAL);
    }

    /** The Student with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Student> get(String studentId, ReadConsistency consistency) {
        return getAt(StudentKeys.primaryKey(studentId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String studentId, ReadConsistency consistency) {
        return getRequestAt(StudentKeys.primaryKey(studentId), consistency);
    }

    /** Deletes the Student with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String studentId) {
        return deleteAt(StudentKeys.primaryKey(studentId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String studentId) {
        return deleteRequestAt(StudentKeys.primaryKey(studentId));
    }

    /**
     * Deletes the Student with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String studentId, Function<StudentConditions, Condition> when) {
        return deleteAt(StudentKeys.primaryKey(studentId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String studentId,
            Function<StudentConditions, Condition> when) {
        return deleteRequestAt(StudentKeys.primaryKey(studentId), when);
    }

    /**
     * The Student and its enrollments from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Student itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<StudentWithEnrollments> getWithEnrollments(String studentId) {
        return getWithEnrollments(studentId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithEnrollments}, read as {@code consistency} says. */
    public Optional<StudentWithEnrollments> getWithEnrollments(String studentId,
            ReadConsistency consistency) {
        return readCollection("getWithEnrollments", studentId, consistency)
                    .map(loaded -> new StudentWithEnrollments(loaded.student(), loaded.enrollments()));
    }

    /** The Query {@link #getWithEnrollments} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithEnrollmentsRequest(String studentId, ReadConsistency consistency) {
        return getWithChildrenRequest(studentId, consistency);
    }

    /** The Student and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Student itself does not exist. */
    public Optional<StudentWithChildren> getWithChildren(String studentId) {
        return getWithChildren(studentId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<StudentWithChildren> getWithChildren(String studentId,
            ReadConsistency consistency) {
        return readCollection("getWithChildren", studentId, consistency);
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private Optional<StudentWithChildren> readCollection(String method, String studentId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(studentId, consistency)), EnrollmentCodec.INSTANCE)
                    .map(loaded -> new StudentWithChildren(loaded.owner(), loaded.of(EnrollmentCodec.INSTANCE)));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String studentId, ReadConsistency consistency) {
        return queryRequest(onTable(StudentKeys.partitionKey(studentId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String studentId) {
        return deleteWithCollection(studentId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Student and its whole item collection: every item stored under its partition key ({@link Enrollment}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Student's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Student in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String studentId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "students.deleteWithCollection", StudentKeys.primaryKey(studentId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String studentId) {
        return CollectionDelete.firstQuery(this.table, StudentKeys.primaryKey(studentId));
    }
}
