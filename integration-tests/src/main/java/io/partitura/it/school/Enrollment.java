package io.partitura.it.school;

import io.partitura.annotations.ManyToMany;
import java.time.LocalDate;

/** One edge per (student, course): PK=STU#a91, SK=ENROLL#CRS#math204, GSI1PK=CRS#math204. */
@ManyToMany(from = Student.class, to = Course.class, prefix = "ENROLL", verb = "enroll")
public record Enrollment(String studentId, String courseId, String grade, LocalDate enrolledOn) {}
