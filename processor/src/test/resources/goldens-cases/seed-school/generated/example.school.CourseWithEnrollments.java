package example.school;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Course} and the edges pointing at it, read from index {@code GSI1} in one Query: eventually consistent.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CourseWithEnrollments {
    private final Course course;

    private final List<Enrollment> enrollments;

    public CourseWithEnrollments(Course course, List<Enrollment> enrollments) {
        this.course = Objects.requireNonNull(course, "course");
        this.enrollments = List.copyOf(enrollments);
    }

    public Course course() {
        return course;
    }

    /**
     * The enrollments, in ascending sort-key order.
     */
    public List<Enrollment> enrollments() {
        return enrollments;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CourseWithEnrollments that
                        && Objects.equals(course, that.course)
                        && Objects.equals(enrollments, that.enrollments);
    }

    @Override
    public int hashCode() {
        return Objects.hash(course, enrollments);
    }

    @Override
    public String toString() {
        return "CourseWithEnrollments[" + "course=" + course + ", enrollments=" + enrollments + "]";
    }
}
