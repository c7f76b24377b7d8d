package io.partitura.sample.articleschool;

import io.partitura.annotations.ManyToMany;
import java.time.LocalDate;

/**
 * The article's edge: PK=STU#a91, SK=ENROLL#CRS#math204, GSI1PK=CRS#math204 and GSI1SK=STU#a91, the article's index
 * sort key, without the default's edge prefix (ENROLL#STU#a91). Safe while it is the only edge into courses with this
 * template: a second one would be the compile error PARTITURA-TEMPLATE-008.
 */
@ManyToMany(from = Student.class, to = Course.class, prefix = "ENROLL", verb = "enroll",
    sortKeyTemplate = "ENROLL#CRS#{courseId}",
    indexPartitionKeyTemplate = "CRS#{courseId}", indexSortKeyTemplate = "STU#{studentId}")
public record Enrollment(String studentId, String courseId, String grade, LocalDate enrolledOn) {}
