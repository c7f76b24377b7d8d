package example.school;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code school} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SchoolTransaction extends TableTransaction<SchoolTransaction> {
    private final SchoolTable db;

    /** Used by {@link SchoolTable#transaction()}. */
    public SchoolTransaction(SchoolTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link SchoolTable#transaction(String)}. */
    public SchoolTransaction(SchoolTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link StudentRepository#create(Student)} as an action of this transaction. */
    public SchoolTransaction create(Student student) {
        return addCreate(this.db.students().createRequest(student), StudentCodec.INSTANCE);
    }

    /** {@link StudentRepository#put(Student)} as an action of this transaction. */
    public SchoolTransaction put(Student student) {
        return addPut(this.db.students().putRequest(student), StudentCodec.INSTANCE);
    }

    /** {@link StudentRepository#update(Student)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Student student) {
        return addReplace(student, StudentCodec.INSTANCE);
    }

    /** {@link StudentRepository#create(Student, Function)} as an action of this transaction. */
    public SchoolTransaction create(Student student, Function<StudentConditions, Condition> when) {
        return addCreate(this.db.students().createRequest(student, when), StudentCodec.INSTANCE);
    }

    /** {@link StudentRepository#put(Student, Function)} as an action of this transaction. */
    public SchoolTransaction put(Student student, Function<StudentConditions, Condition> when) {
        return addPut(this.db.students().putRequest(student, when), StudentCodec.INSTANCE);
    }

    /** {@link StudentRepository#update(Student, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Student student, Function<StudentConditions, Condition> when) {
        return addReplace(this.db.students().updateRequest(student, when), StudentCodec.INSTANCE);
    }

    /** {@link CourseRepository#create(Course)} as an action of this transaction. */
    public SchoolTransaction create(Course course) {
        return addCreate(this.db.courses().createRequest(course), CourseCodec.INSTANCE);
    }

    /** {@link CourseRepository#put(Course)} as an action of this transaction. */
    public SchoolTransaction put(Course course) {
        return addPut(this.db.courses().putRequest(course), CourseCodec.INSTANCE);
    }

    /** {@link CourseRepository#update(Course)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Course course) {
        return addReplace(course, CourseCodec.INSTANCE);
    }

    /** {@link CourseRepository#create(Course, Function)} as an action of this transaction. */
    public SchoolTransaction create(Course course, Function<CourseConditions, Condition> when) {
        return addCreate(this.db.courses().createRequest(course, when), CourseCodec.INSTANCE);
    }

    /** {@link CourseRepository#put(Course, Function)} as an action of this transaction. */
    public SchoolTransaction put(Course course, Function<CourseConditions, Condition> when) {
        return addPut(this.db.courses().putRequest(course, when), CourseCodec.INSTANCE);
    }

    /** {@link CourseRepository#update(Course, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Course course, Function<CourseConditions, Condition> when) {
        return addReplace(this.db.courses().updateRequest(course, when), CourseCodec.INSTANCE);
    }

    /** {@link EnrollmentRepository#create(Enrollment)} as an action of this transaction. */
    public SchoolTransaction create(Enrollment enrollment) {
        return addCreate(this.db.enrollments().createRequest(enrollment), EnrollmentCodec.INSTANCE);
    }

    /** {@link EnrollmentRepository#put(Enrollment)} as an action of this transaction. */
    public SchoolTransaction put(Enrollment enrollment) {
        return addPut(this.db.enrollments().putRequest(enrollment), EnrollmentCodec.INSTANCE);
    }

    /** {@link EnrollmentRepository#update(Enrollment)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Enrollment enrollment) {
        return addReplace(enrollment, EnrollmentCodec.INSTANCE);
    }

    /** {@link EnrollmentRepository#create(Enrollment, Function)} as an action of this transaction. */
    public SchoolTransaction create(Enrollment enrollment,
            Function<EnrollmentConditions, Condition> when) {
        return addCreate(this.db.enrollments().createRequest(enrollment, when), EnrollmentCodec.INSTANCE);
    }

    /** {@link EnrollmentRepository#put(Enrollment, Function)} as an action of this transaction. */
    public SchoolTransaction put(Enrollment enrollment,
            Function<EnrollmentConditions, Condition> when) {
        return addPut(this.db.enrollments().putRequest(enrollment, when), EnrollmentCodec.INSTANCE);
    }

    /** {@link EnrollmentRepository#update(Enrollment, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Enrollment enrollment,
            Function<EnrollmentConditions, Condition> when) {
        return addReplace(this.db.enrollments().updateRequest(enrollment, when), EnrollmentCodec.INSTANCE);
    }

    /** A partial update of the stored {@link Student} as an action: {@code changes} sets components (and {@code when}) as on {@link StudentRepository#update}; only if the item exists. */
    public SchoolTransaction updateStudent(String studentId, Consumer<StudentUpdate> changes) {
        return addUpdate(StudentKeys.primaryKey(studentId), StudentCodec.INSTANCE, StudentUpdate::new, changes);
    }

    /** {@link StudentRepository#delete} of this key as an action: deletes the item if there is one. */
    public SchoolTransaction deleteStudent(String studentId) {
        return addDelete(this.db.students().deleteRequest(studentId), StudentCodec.INSTANCE);
    }

    /** {@link StudentRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public SchoolTransaction deleteStudent(String studentId,
            Function<StudentConditions, Condition> when) {
        return addDelete(this.db.students().deleteRequest(studentId, when), StudentCodec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Student} at this key meets {@code when}; it writes nothing. */
    public SchoolTransaction checkStudent(String studentId,
            Function<StudentConditions, Condition> when) {
        return addCheck(StudentKeys.primaryKey(studentId), StudentConditions.of(when), StudentCodec.INSTANCE);
    }

    /** A partial update of the stored {@link Course} as an action: {@code changes} sets components (and {@code when}) as on {@link CourseRepository#update}; only if the item exists. */
    public SchoolTransaction updateCourse(String courseId, Consumer<CourseUpdate> changes) {
        return addUpdate(CourseKeys.primaryKey(courseId), CourseCodec.INSTANCE, CourseUpdate::new, changes);
    }

    /** {@link CourseRepository#delete} of this key as an action: deletes the item if there is one. */
    public SchoolTransaction deleteCourse(String courseId) {
        return addDelete(this.db.courses().deleteRequest(courseId), CourseCodec.INSTANCE);
    }

    /** {@link CourseRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public SchoolTransaction deleteCourse(String courseId,
            Function<CourseConditions, Condition> when) {
        return addDelete(this.db.courses().deleteRequest(courseId, when), CourseCodec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Course} at this key meets {@code when}; it writes nothing. */
    public SchoolTransaction checkCourse(String courseId,
            Function<CourseConditions, Condition> when) {
        return addCheck(CourseKeys.primaryKey(courseId), CourseConditions.of(when), CourseCodec.INSTANCE);
    }

    /** A partial update of the stored {@link Enrollment} as an action: {@code changes} sets components (and {@code when}) as on {@link EnrollmentRepository#update}; only if the item exists. */
    public SchoolTransaction updateEnrollment(String studentId, String courseId,
            Consumer<EnrollmentUpdate> changes) {
        return addUpdate(EnrollmentKeys.primaryKey(studentId, courseId), EnrollmentCodec.INSTANCE, EnrollmentUpdate::new, changes);
    }

    /** {@link EnrollmentRepository#delete} of this key as an action: deletes the item if there is one. */
    public SchoolTransaction deleteEnrollment(String studentId, String courseId) {
        return addDelete(this.db.enrollments().deleteRequest(studentId, courseId), EnrollmentCodec.INSTANCE);
    }

    /** {@link EnrollmentRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public SchoolTransaction deleteEnrollment(String studentId, String courseId,
            Function<EnrollmentConditions, Condition> when) {
        return addDelete(this.db.enrollments().deleteRequest(studentId, courseId, when), EnrollmentCodec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Enrollment} at this key meets {@code when}; it writes nothing. */
    public SchoolTransaction checkEnrollment(String studentId, String courseId,
            Function<EnrollmentConditions, Condition> when) {
        return addCheck(EnrollmentKeys.primaryKey(studentId, courseId), EnrollmentConditions.of(when), EnrollmentCodec.INSTANCE);
    }
}
