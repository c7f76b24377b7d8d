package io.partitura.sample.school;

import io.partitura.annotations.ManyToMany;
import java.time.LocalDate;

/**
 * One edge per (student, course), written once: PK=STU#a91, SK=ENROLL#CRS#math204 in the table, and
 * GSI1PK=CRS#math204, GSI1SK=ENROLL#STU#a91 in the inverted index. The grade and enrolledOn live on
 * the edge, the one row per pair to update.
 */
@ManyToMany(from = Student.class, to = Course.class, prefix = "ENROLL", verb = "enroll")
public record Enrollment(String studentId, String courseId, String grade, LocalDate enrolledOn) {}
