package example.school;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Student} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StudentWithChildren extends ParentWithChildren<Student> {
    StudentWithChildren(Student student, List<Enrollment> enrollments) {
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
