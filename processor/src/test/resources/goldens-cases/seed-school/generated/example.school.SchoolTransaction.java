package example.school;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.transaction.WriteTransaction;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Writes to table {@code school} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SchoolTransaction {
    private final SchoolTable db;

    private final WriteTransaction transaction;

    /**
     * Used by {@link SchoolTable#transaction()}.
     */
    public SchoolTransaction(SchoolTable db) {
        this.db = Objects.requireNonNull(db, "db");
        this.transaction = new WriteTransaction(db.tableClient(), "transaction");
    }

    /**
     * {@link StudentRepository#create(Student)} as an action of this transaction.
     */
    public SchoolTransaction create(Student student) {
        this.transaction.put("create", this.db.students().createRequest(student), TableClient.OwnChecks.ABSENT, StudentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link StudentRepository#put(Student)} as an action of this transaction.
     */
    public SchoolTransaction put(Student student) {
        this.transaction.put("put", this.db.students().putRequest(student), TableClient.OwnChecks.NONE, StudentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link StudentRepository#update(Student)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public SchoolTransaction replace(Student student) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(StudentCodec.INSTANCE.toItem(Objects.requireNonNull(student, "student"))), TableClient.OwnChecks.PRESENT, StudentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link StudentRepository#create(Student, Function)} as an action of this transaction.
     */
    public SchoolTransaction create(Student student, Function<StudentConditions, Condition> when) {
        this.transaction.put("create", this.db.students().createRequest(student, when), TableClient.OwnChecks.ABSENT, StudentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link StudentRepository#put(Student, Function)} as an action of this transaction.
     */
    public SchoolTransaction put(Student student, Function<StudentConditions, Condition> when) {
        this.transaction.put("put", this.db.students().putRequest(student, when), TableClient.OwnChecks.NONE, StudentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link StudentRepository#update(Student, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public SchoolTransaction replace(Student student, Function<StudentConditions, Condition> when) {
        this.transaction.put("replace", this.db.students().updateRequest(student, when), TableClient.OwnChecks.PRESENT, StudentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CourseRepository#create(Course)} as an action of this transaction.
     */
    public SchoolTransaction create(Course course) {
        this.transaction.put("create", this.db.courses().createRequest(course), TableClient.OwnChecks.ABSENT, CourseCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CourseRepository#put(Course)} as an action of this transaction.
     */
    public SchoolTransaction put(Course course) {
        this.transaction.put("put", this.db.courses().putRequest(course), TableClient.OwnChecks.NONE, CourseCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CourseRepository#update(Course)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public SchoolTransaction replace(Course course) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(CourseCodec.INSTANCE.toItem(Objects.requireNonNull(course, "course"))), TableClient.OwnChecks.PRESENT, CourseCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CourseRepository#create(Course, Function)} as an action of this transaction.
     */
    public SchoolTransaction create(Course course, Function<CourseConditions, Condition> when) {
        this.transaction.put("create", this.db.courses().createRequest(course, when), TableClient.OwnChecks.ABSENT, CourseCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CourseRepository#put(Course, Function)} as an action of this transaction.
     */
    public SchoolTransaction put(Course course, Function<CourseConditions, Condition> when) {
        this.transaction.put("put", this.db.courses().putRequest(course, when), TableClient.OwnChecks.NONE, CourseCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CourseRepository#update(Course, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public SchoolTransaction replace(Course course, Function<CourseConditions, Condition> when) {
        this.transaction.put("replace", this.db.courses().updateRequest(course, when), TableClient.OwnChecks.PRESENT, CourseCodec.INSTANCE);
        return this;
    }

    /**
     * {@link EnrollmentRepository#create(Enrollment)} as an action of this transaction.
     */
    public SchoolTransaction create(Enrollment enrollment) {
        this.transaction.put("create", this.db.enrollments().createRequest(enrollment), TableClient.OwnChecks.ABSENT, EnrollmentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link EnrollmentRepository#put(Enrollment)} as an action of this transaction.
     */
    public SchoolTransaction put(Enrollment enrollment) {
        this.transaction.put("put", this.db.enrollments().putRequest(enrollment), TableClient.OwnChecks.NONE, EnrollmentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link EnrollmentRepository#update(Enrollment)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public SchoolTransaction replace(Enrollment enrollment) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(EnrollmentCodec.INSTANCE.toItem(Objects.requireNonNull(enrollment, "enrollment"))), TableClient.OwnChecks.PRESENT, EnrollmentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link EnrollmentRepository#create(Enrollment, Function)} as an action of this transaction.
     */
    public SchoolTransaction create(Enrollment enrollment,
            Function<EnrollmentConditions, Condition> when) {
        this.transaction.put("create", this.db.enrollments().createRequest(enrollment, when), TableClient.OwnChecks.ABSENT, EnrollmentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link EnrollmentRepository#put(Enrollment, Function)} as an action of this transaction.
     */
    public SchoolTransaction put(Enrollment enrollment,
            Function<EnrollmentConditions, Condition> when) {
        this.transaction.put("put", this.db.enrollments().putRequest(enrollment, when), TableClient.OwnChecks.NONE, EnrollmentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link EnrollmentRepository#update(Enrollment, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public SchoolTransaction replace(Enrollment enrollment,
            Function<EnrollmentConditions, Condition> when) {
        this.transaction.put("replace", this.db.enrollments().updateRequest(enrollment, when), TableClient.OwnChecks.PRESENT, EnrollmentCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Student} as an action: {@code changes} sets components (and {@code when}) as on {@link StudentRepository#update}; only if the item exists.
     */
    public SchoolTransaction updateStudent(String studentId, Consumer<StudentUpdate> changes) {
        Update<Student> update = new Update<>(this.db.tableClient(), "transaction", StudentKeys.primaryKey(studentId), StudentCodec.INSTANCE);
        changes.accept(new StudentUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link StudentRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public SchoolTransaction deleteStudent(String studentId) {
        this.transaction.delete(this.db.students().deleteRequest(studentId), TableClient.OwnChecks.NONE, StudentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link StudentRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public SchoolTransaction deleteStudent(String studentId,
            Function<StudentConditions, Condition> when) {
        this.transaction.delete(this.db.students().deleteRequest(studentId, when), TableClient.OwnChecks.NONE, StudentCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Student} at this key meets {@code when}; it writes nothing.
     */
    public SchoolTransaction checkStudent(String studentId,
            Function<StudentConditions, Condition> when) {
        this.transaction.conditionCheck(StudentKeys.primaryKey(studentId), StudentConditions.of(when), StudentCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Course} as an action: {@code changes} sets components (and {@code when}) as on {@link CourseRepository#update}; only if the item exists.
     */
    public SchoolTransaction updateCourse(String courseId, Consumer<CourseUpdate> changes) {
        Update<Course> update = new Update<>(this.db.tableClient(), "transaction", CourseKeys.primaryKey(courseId), CourseCodec.INSTANCE);
        changes.accept(new CourseUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link CourseRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public SchoolTransaction deleteCourse(String courseId) {
        this.transaction.delete(this.db.courses().deleteRequest(courseId), TableClient.OwnChecks.NONE, CourseCodec.INSTANCE);
        return this;
    }

    /**
     * {@link CourseRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public SchoolTransaction deleteCourse(String courseId,
            Function<CourseConditions, Condition> when) {
        this.transaction.delete(this.db.courses().deleteRequest(courseId, when), TableClient.OwnChecks.NONE, CourseCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Course} at this key meets {@code when}; it writes nothing.
     */
    public SchoolTransaction checkCourse(String courseId,
            Function<CourseConditions, Condition> when) {
        this.transaction.conditionCheck(CourseKeys.primaryKey(courseId), CourseConditions.of(when), CourseCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Enrollment} as an action: {@code changes} sets components (and {@code when}) as on {@link EnrollmentRepository#update}; only if the item exists.
     */
    public SchoolTransaction updateEnrollment(String studentId, String courseId,
            Consumer<EnrollmentUpdate> changes) {
        Update<Enrollment> update = new Update<>(this.db.tableClient(), "transaction", EnrollmentKeys.primaryKey(studentId, courseId), EnrollmentCodec.INSTANCE);
        changes.accept(new EnrollmentUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link EnrollmentRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public SchoolTransaction deleteEnrollment(String studentId, String courseId) {
        this.transaction.delete(this.db.enrollments().deleteRequest(studentId, courseId), TableClient.OwnChecks.NONE, EnrollmentCodec.INSTANCE);
        return this;
    }

    /**
     * {@link EnrollmentRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public SchoolTransaction deleteEnrollment(String studentId, String courseId,
            Function<EnrollmentConditions, Condition> when) {
        this.transaction.delete(this.db.enrollments().deleteRequest(studentId, courseId, when), TableClient.OwnChecks.NONE, EnrollmentCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Enrollment} at this key meets {@code when}; it writes nothing.
     */
    public SchoolTransaction checkEnrollment(String studentId, String courseId,
            Function<EnrollmentConditions, Condition> when) {
        this.transaction.conditionCheck(EnrollmentKeys.primaryKey(studentId, courseId), EnrollmentConditions.of(when), EnrollmentCodec.INSTANCE);
        return this;
    }

    /**
     * The ClientRequestToken (1 to 36 characters): DynamoDB applies a transaction sent again with the same token within 10 minutes only once.
     */
    public SchoolTransaction idempotencyToken(String token) {
        this.transaction.idempotencyToken(token);
        return this;
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, without sending it.
     */
    public TransactWriteItemsRequest toRequest() {
        return this.transaction.toRequest();
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.transaction.describe();
    }

    /**
     * Sends the one TransactWriteItems: every action is applied, or none.
     *
     * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled it; nothing is written
     */
    public void execute() {
        this.transaction.execute();
    }
}
