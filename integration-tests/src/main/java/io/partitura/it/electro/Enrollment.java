package io.partitura.it.electro;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.ManyToMany;
import io.partitura.annotations.Marker;

/**
 * ElectroDB's {@code enrollment} (service school, version 2): collection studentEnrollments on the table key,
 * courseEnrollments on gsi1 (the edge's inverted index), gsi2 byTerm.
 */
@ManyToMany(from = Student.class, to = Course.class, prefix = "ENROLL", type = "enrollment",
    sortKeyTemplate = "$studentenrollments#enrollment_2#courseid_{courseId}",
    index = "gsi1pk-gsi1sk-index", indexPartitionKey = "gsi1pk", indexSortKey = "gsi1sk",
    indexSortKeyTemplate = "$courseenrollments#enrollment_2#studentid_{studentId}")
@GlobalIndex(name = "gsi2pk-gsi2sk-index", indexPartitionKey = "gsi2pk", indexSortKey = "gsi2sk",
    partitionKeyTemplate = "$school#term_{term}",
    sortKeyTemplate = "$enrollment_2#enrolledon_{enrolledOn}#studentid_{studentId}")
@Marker(attribute = "__edb_v__", value = "2")
public record Enrollment(String studentId, String courseId, String grade, String enrolledOn, String term) {}
