package io.partitura.it.electro;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Marker;
import io.partitura.annotations.Parent;

/**
 * ElectroDB's {@code course} (service school, version 1): gsi1 roster (collection courseEnrollments, which the
 * enrollments' inverted index shares) and gsi2 byDepartment, its level padded to 4 digits.
 */
@Parent(table = Electro.class, prefix = "CRS", type = "course",
    partitionKeyTemplate = "$school#courseid_{courseId}", sortKeyTemplate = "$course_1")
@GlobalIndex(name = "gsi1pk-gsi1sk-index", indexPartitionKey = "gsi1pk", indexSortKey = "gsi1sk", query = "roster",
    partitionKeyTemplate = "$school#courseid_{courseId}", sortKeyTemplate = "$courseenrollments#course_1")
@GlobalIndex(name = "gsi2pk-gsi2sk-index", indexPartitionKey = "gsi2pk", indexSortKey = "gsi2sk",
    partitionKeyTemplate = "$school#department_{department}",
    sortKeyTemplate = "$course_1#level_{level:4}#courseid_{courseId}")
@Marker(attribute = "__edb_v__", value = "1")
public record Course(@Key String courseId, String title, String department, int level) {}
