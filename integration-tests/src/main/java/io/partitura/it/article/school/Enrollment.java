package io.partitura.it.article.school;

import io.partitura.annotations.ManyToMany;
import java.time.LocalDate;

/**
 * The article's enrollment edge, written once: {@code PK="STU#a91", SK="ENROLL#CRS#math204"} and, inverted,
 * {@code GSI1PK="CRS#math204", GSI1SK="STU#a91"}: the article's index sort key, without Partitura's default edge prefix
 * ({@code ENROLL#STU#a91}). The edge's data, {@code grade} and {@code enrolledOn}, lives on the edge.
 */
@ManyToMany(from = Student.class, to = Course.class, prefix = "ENROLL", verb = "enroll",
    sortKeyTemplate = "ENROLL#CRS#{courseId}",
    indexPartitionKeyTemplate = "CRS#{courseId}", indexSortKeyTemplate = "STU#{studentId}")
public record Enrollment(String studentId, String courseId, String grade, LocalDate enrolledOn) {}
