package example.school;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code school} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SchoolTransactGet extends TableTransactGet<SchoolTransactGet, SchoolBatchGetResult> {
    /** Used by {@link SchoolTable#transactGet()}. */
    public SchoolTransactGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Student}. */
    public SchoolTransactGet student(String studentId) {
        return addGet(StudentKeys.primaryKey(studentId), StudentCodec.INSTANCE);
    }

    /** Adds the key of one {@link Course}. */
    public SchoolTransactGet course(String courseId) {
        return addGet(CourseKeys.primaryKey(courseId), CourseCodec.INSTANCE);
    }

    /** Adds the key of one {@link Enrollment}. */
    public SchoolTransactGet enrollment(String studentId, String courseId) {
        return addGet(EnrollmentKeys.primaryKey(studentId, courseId), EnrollmentCodec.INSTANCE);
    }

    @Override
    protected SchoolBatchGetResult byEntity(List<Object> found) {
        return new SchoolBatchGetResult(ReadTransaction.ofType(found, Student.class), ReadTransaction.ofType(found, Course.class), ReadTransaction.ofType(found, Enrollment.class));
    }
}
