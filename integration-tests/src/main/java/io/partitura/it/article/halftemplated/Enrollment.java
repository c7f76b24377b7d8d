package io.partitura.it.article.halftemplated;

import io.partitura.annotations.ManyToMany;

/** SK=ENROLL#CRS#math204 from a template; GSI1SK=ENROLL#STU#a91, the default's, so ofCourse scopes its Query by ENROLL#. */
@ManyToMany(from = Student.class, to = Course.class, prefix = "ENROLL", sortKeyTemplate = "ENROLL#CRS#{courseId}")
public record Enrollment(String studentId, String courseId, String grade) {}
