package example.school;

import io.partitura.annotations.ManyToMany;
import java.time.LocalDate;

@ManyToMany(from = Student.class, to = Course.class, prefix = "ENROLL", verb = "enroll")
public record Enrollment(String studentId, String courseId, String grade, LocalDate enrolledOn) {}
