package example.school;

import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** The items a {@link SchoolBatchGet} found, grouped by entity, in the order their keys were added. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SchoolBatchGetResult extends ResultByType {
    SchoolBatchGetResult(List<Student> students, List<Course> courses,
            List<Enrollment> enrollments) {
        super(RecordsByType.of(Student.class, students)
                .and(Course.class, courses)
                .and(Enrollment.class, enrollments));
    }

    public List<Student> students() {
        return records(Student.class);
    }

    public List<Course> courses() {
        return records(Course.class);
    }

    public List<Enrollment> enrollments() {
        return records(Enrollment.class);
    }
}
