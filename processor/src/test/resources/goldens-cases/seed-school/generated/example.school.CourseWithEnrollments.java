package example.school;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Course} and the edges pointing at it, read from index {@code GSI1} in one Query: eventually consistent. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CourseWithEnrollments extends ParentWithChildren<Course> {
    public CourseWithEnrollments(Course course, List<Enrollment> enrollments) {
        super(course, RecordsByType.of(Enrollment.class, enrollments));
    }

    public Course course() {
        return parent;
    }

    /** The enrollments, in ascending sort-key order. */
    public List<Enrollment> enrollments() {
        return records(Enrollment.class);
    }
}
