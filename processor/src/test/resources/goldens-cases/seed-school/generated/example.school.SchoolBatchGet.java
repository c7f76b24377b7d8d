package example.school;

import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.RecordsByType;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code school} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SchoolBatchGet extends TypedBatchGet<SchoolBatchGet> {
    public SchoolBatchGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Student}. */
    public SchoolBatchGet student(String studentId) {
        return add(StudentKeys.primaryKey(studentId));
    }

    /** Adds the key of one {@link Course}. */
    public SchoolBatchGet course(String courseId) {
        return add(CourseKeys.primaryKey(courseId));
    }

    /** Adds the key of one {@link Enrollment}. */
    public SchoolBatchGet enrollment(String studentId, String courseId) {
        return add(EnrollmentKeys.primaryKey(studentId, courseId));
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public SchoolBatchGetResult execute() {
        RecordsByType found = read(StudentCodec.INSTANCE, CourseCodec.INSTANCE, EnrollmentCodec.INSTANCE);
        return new SchoolBatchGetResult(found.records(Student.class), found.records(Course.class), found.records(Enrollment.class));
    }
}
