package example.school;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Student} and its enrollments, read from its item collection in one Query. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StudentWithEnrollments extends ParentWithChildren<Student> {
    public StudentWithEnrollments(Student student, List<Enrollment> enrollments) {
        super(student, RecordsByType.of(Enrollment.class, enrollments));
    }

    public Student student() {
        return parent;
    }

    /** The enrollments, in ascending sort-key order. */
    public List<Enrollment> enrollments() {
        return records(Enrollment.class);
    }
}
