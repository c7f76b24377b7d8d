package example.school;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Student} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StudentWithChildren {
    private final Student student;

    private final List<Enrollment> enrollments;

    StudentWithChildren(Student student, List<Enrollment> enrollments) {
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
        return other instanceof StudentWithChildren that
                        && Objects.equals(student, that.student)
                        && Objects.equals(enrollments, that.enrollments);
    }

    @Override
    public int hashCode() {
        return Objects.hash(student, enrollments);
    }

    @Override
    public String toString() {
        return "StudentWithChildren[" + "student=" + student + ", enrollments=" + enrollments + "]";
    }
}
