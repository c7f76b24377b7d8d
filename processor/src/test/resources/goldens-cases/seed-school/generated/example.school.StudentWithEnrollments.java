package example.school;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Student} and its enrollments, read from its item collection in one Query.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StudentWithEnrollments {
    private final Student student;

    private final List<Enrollment> enrollments;

    public StudentWithEnrollments(Student student, List<Enrollment> enrollments) {
        this.student = Objects.requireNonNull(student, "student");
        this.enrollments = List.copyOf(enrollments);
    }

    public Student student() {
        return student;
    }

    /**
     * The enrollments, in ascending sort-key order.
     */
    public List<Enrollment> enrollments() {
        return enrollments;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StudentWithEnrollments that
                        && Objects.equals(student, that.student)
                        && Objects.equals(enrollments, that.enrollments);
    }

    @Override
    public int hashCode() {
        return Objects.hash(student, enrollments);
    }

    @Override
    public String toString() {
        return "StudentWithEnrollments[" + "student=" + student + ", enrollments=" + enrollments + "]";
    }
}
