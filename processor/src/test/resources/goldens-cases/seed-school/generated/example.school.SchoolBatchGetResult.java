package example.school;

import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The items a {@link SchoolBatchGet} found, grouped by entity, in the order their keys were added.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SchoolBatchGetResult {
    private final List<Student> students;

    private final List<Course> courses;

    private final List<Enrollment> enrollments;

    SchoolBatchGetResult(List<Student> students, List<Course> courses,
            List<Enrollment> enrollments) {
        this.students = List.copyOf(students);
        this.courses = List.copyOf(courses);
        this.enrollments = List.copyOf(enrollments);
    }

    public List<Student> students() {
        return students;
    }

    public List<Course> courses() {
        return courses;
    }

    public List<Enrollment> enrollments() {
        return enrollments;
    }

    @Override
    public String toString() {
        return "SchoolBatchGetResult[" + "students=" + students + ", courses=" + courses + ", enrollments=" + enrollments + "]";
    }
}
