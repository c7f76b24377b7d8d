package example.electro;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code electro} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
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

    /** {@link CourseRepository#create(Course)} as an action of this transaction. */
    public SchoolTransaction create(Course course) {
        return addCreate(this.db.courses().createRequest(course), CourseRepository.Codec.INSTANCE);
    }

    /** {@link CourseRepository#put(Course)} as an action of this transaction. */
    public SchoolTransaction put(Course course) {
        return addPut(this.db.courses().putRequest(course), CourseRepository.Codec.INSTANCE);
    }

    /** {@link CourseRepository#update(Course)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Course course) {
        return addReplace(course, CourseRepository.Codec.INSTANCE);
    }

    /** {@link CourseRepository#create(Course, Function)} as an action of this transaction. */
    public SchoolTransaction create(Course course,
            Function<CourseRepository.Conditions, Condition> when) {
        return addCreate(this.db.courses().createRequest(course, when), CourseRepository.Codec.INSTANCE);
    }

    /** {@link CourseRepository#put(Course, Function)} as an action of this transaction. */
    public SchoolTransaction put(Course course,
            Function<CourseRepository.Conditions, Condition> when) {
        return addPut(this.db.courses().putRequest(course, when), CourseRepository.Codec.INSTANCE);
    }

    /** {@link CourseRepository#update(Course, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Course course,
            Function<CourseRepository.Conditions, Condition> when) {
        return addReplace(this.db.courses().updateRequest(course, when), CourseRepository.Codec.INSTANCE);
    }

    /** {@link StudentRepository#create(Student)} as an action of this transaction. */
    public SchoolTransaction create(Student student) {
        return addCreate(this.db.students().createRequest(student), StudentRepository.Codec.INSTANCE);
    }

    /** {@link StudentRepository#put(Student)} as an action of this transaction. */
    public SchoolTransaction put(Student student) {
        return addPut(this.db.students().putRequest(student), StudentRepository.Codec.INSTANCE);
    }

    /** {@link StudentRepository#update(Student)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Student student) {
        return addReplace(student, StudentRepository.Codec.INSTANCE);
    }

    /** {@link StudentRepository#create(Student, Function)} as an action of this transaction. */
    public SchoolTransaction create(Student student,
            Function<StudentRepository.Conditions, Condition> when) {
        return addCreate(this.db.students().createRequest(student, when), StudentRepository.Codec.INSTANCE);
    }

    /** {@link StudentRepository#put(Student, Function)} as an action of this transaction. */
    public SchoolTransaction put(Student student,
            Function<StudentRepository.Conditions, Condition> when) {
        return addPut(this.db.students().putRequest(student, when), StudentRepository.Codec.INSTANCE);
    }

    /** {@link StudentRepository#update(Student, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Student student,
            Function<StudentRepository.Conditions, Condition> when) {
        return addReplace(this.db.students().updateRequest(student, when), StudentRepository.Codec.INSTANCE);
    }

    /** {@link SessionRepository#create(Session)} as an action of this transaction. */
    public SchoolTransaction create(Session session) {
        return addCreate(this.db.sessions().createRequest(session), SessionRepository.Codec.INSTANCE);
    }

    /** {@link SessionRepository#put(Session)} as an action of this transaction. */
    public SchoolTransaction put(Session session) {
        return addPut(this.db.sessions().putRequest(session), SessionRepository.Codec.INSTANCE);
    }

    /** {@link SessionRepository#update(Session)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Session session) {
        return addReplace(session, SessionRepository.Codec.INSTANCE);
    }

    /** {@link SessionRepository#create(Session, Function)} as an action of this transaction. */
    public SchoolTransaction create(Session session,
            Function<SessionRepository.Conditions, Condition> when) {
        return addCreate(this.db.sessions().createRequest(session, when), SessionRepository.Codec.INSTANCE);
    }

    /** {@link SessionRepository#put(Session, Function)} as an action of this transaction. */
    public SchoolTransaction put(Session session,
            Function<SessionRepository.Conditions, Condition> when) {
        return addPut(this.db.sessions().putRequest(session, when), SessionRepository.Codec.INSTANCE);
    }

    /** {@link SessionRepository#update(Session, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Session session,
            Function<SessionRepository.Conditions, Condition> when) {
        return addReplace(this.db.sessions().updateRequest(session, when), SessionRepository.Codec.INSTANCE);
    }

    /** {@link EnrollmentRepository#create(Enrollment)} as an action of this transaction. */
    public SchoolTransaction create(Enrollment enrollment) {
        return addCreate(this.db.enrollments().createRequest(enrollment), EnrollmentRepository.Codec.INSTANCE);
    }

    /** {@link EnrollmentRepository#put(Enrollment)} as an action of this transaction. */
    public SchoolTransaction put(Enrollment enrollment) {
        return addPut(this.db.enrollments().putRequest(enrollment), EnrollmentRepository.Codec.INSTANCE);
    }

    /** {@link EnrollmentRepository#update(Enrollment)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Enrollment enrollment) {
        return addReplace(enrollment, EnrollmentRepository.Codec.INSTANCE);
    }

    /** {@link EnrollmentRepository#create(Enrollment, Function)} as an action of this transaction. */
    public SchoolTransaction create(Enrollment enrollment,
            Function<EnrollmentRepository.Conditions, Condition> when) {
        return addCreate(this.db.enrollments().createRequest(enrollment, when), EnrollmentRepository.Codec.INSTANCE);
    }

    /** {@link EnrollmentRepository#put(Enrollment, Function)} as an action of this transaction. */
    public SchoolTransaction put(Enrollment enrollment,
            Function<EnrollmentRepository.Conditions, Condition> when) {
        return addPut(this.db.enrollments().putRequest(enrollment, when), EnrollmentRepository.Codec.INSTANCE);
    }

    /** {@link EnrollmentRepository#update(Enrollment, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public SchoolTransaction replace(Enrollment enrollment,
            Function<EnrollmentRepository.Conditions, Condition> when) {
        return addReplace(this.db.enrollments().updateRequest(enrollment, when), EnrollmentRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Course} as an action: {@code changes} sets components (and {@code when}) as on {@link CourseRepository#update}; only if the item exists. */
    public SchoolTransaction updateCourse(String courseId,
            Consumer<CourseRepository.Update> changes) {
        var update = newUpdate(CourseRepository.Codec.primaryKey(courseId), CourseRepository.Codec.INSTANCE);
        changes.accept(new CourseRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link CourseRepository#delete} of this key as an action: deletes the item if there is one. */
    public SchoolTransaction deleteCourse(String courseId) {
        return addDelete(this.db.courses().deleteRequest(courseId), CourseRepository.Codec.INSTANCE);
    }

    /** {@link CourseRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public SchoolTransaction deleteCourse(String courseId,
            Function<CourseRepository.Conditions, Condition> when) {
        return addDelete(this.db.courses().deleteRequest(courseId, when), CourseRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Course} at this key meets {@code when}; it writes nothing. */
    public SchoolTransaction checkCourse(String courseId,
            Function<CourseRepository.Conditions, Condition> when) {
        return addCheck(CourseRepository.Codec.primaryKey(courseId), CourseRepository.Conditions.of(when), CourseRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Student} as an action: {@code changes} sets components (and {@code when}) as on {@link StudentRepository#update}; only if the item exists. */
    public SchoolTransaction updateStudent(String studentId,
            Consumer<StudentRepository.Update> changes) {
        var update = newUpdate(StudentRepository.Codec.primaryKey(studentId), StudentRepository.Codec.INSTANCE);
        changes.accept(new StudentRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link StudentRepository#delete} of this key as an action: deletes the item if there is one. */
    public SchoolTransaction deleteStudent(String studentId) {
        return addDelete(this.db.students().deleteRequest(studentId), StudentRepository.Codec.INSTANCE);
    }

    /** {@link StudentRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public SchoolTransaction deleteStudent(String studentId,
            Function<StudentRepository.Conditions, Condition> when) {
        return addDelete(this.db.students().deleteRequest(studentId, when), StudentRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Student} at this key meets {@code when}; it writes nothing. */
    public SchoolTransaction checkStudent(String studentId,
            Function<StudentRepository.Conditions, Condition> when) {
        return addCheck(StudentRepository.Codec.primaryKey(studentId), StudentRepository.Conditions.of(when), StudentRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Session} as an action: {@code changes} sets components (and {@code when}) as on {@link SessionRepository#update}; only if the item exists. */
    public SchoolTransaction updateSession(String courseId, int week, String room,
            Consumer<SessionRepository.Update> changes) {
        var update = newUpdate(SessionRepository.Codec.primaryKey(courseId, week, room), SessionRepository.Codec.INSTANCE);
        changes.accept(new SessionRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link SessionRepository#delete} of this key as an action: deletes the item if there is one. */
    public SchoolTransaction deleteSession(String courseId, int week, String room) {
        return addDelete(this.db.sessions().deleteRequest(courseId, week, room), SessionRepository.Codec.INSTANCE);
    }

    /** {@link SessionRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public SchoolTransaction deleteSession(String courseId, int week, String room,
            Function<SessionRepository.Conditions, Condition> when) {
        return addDelete(this.db.sessions().deleteRequest(courseId, week, room, when), SessionRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Session} at this key meets {@code when}; it writes nothing. */
    public SchoolTransaction checkSession(String courseId, int week, String room,
            Function<SessionRepository.Conditions, Condition> when) {
        return addCheck(SessionRepository.Codec.primaryKey(courseId, week, room), SessionRepository.Conditions.of(when), SessionRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Enrollment} as an action: {@code changes} sets components (and {@code when}) as on {@link EnrollmentRepository#update}; only if the item exists. */
    public SchoolTransaction updateEnrollment(String studentId, String courseId,
            Consumer<EnrollmentRepository.Update> changes) {
        var update = newUpdate(EnrollmentRepository.Codec.primaryKey(studentId, courseId), EnrollmentRepository.Codec.INSTANCE);
        changes.accept(new EnrollmentRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link EnrollmentRepository#delete} of this key as an action: deletes the item if there is one. */
    public SchoolTransaction deleteEnrollment(String studentId, String courseId) {
        return addDelete(this.db.enrollments().deleteRequest(studentId, courseId), EnrollmentRepository.Codec.INSTANCE);
    }

    /** {@link EnrollmentRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public SchoolTransaction deleteEnrollment(String studentId, String courseId,
            Function<EnrollmentRepository.Conditions, Condition> when) {
        return addDelete(this.db.enrollments().deleteRequest(studentId, courseId, when), EnrollmentRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Enrollment} at this key meets {@code when}; it writes nothing. */
    public SchoolTransaction checkEnrollment(String studentId, String courseId,
            Function<EnrollmentRepository.Conditions, Condition> when) {
        return addCheck(EnrollmentRepository.Codec.primaryKey(studentId, courseId), EnrollmentRepository.Conditions.of(when), EnrollmentRepository.Codec.INSTANCE);
    }
}
