package example.electro;

import io.partitura.annotations.ManyToMany;
import io.partitura.annotations.Marker;

@ManyToMany(from = Student.class, to = Course.class, prefix = "ENROLL", type = "enrollment",
    sortKeyTemplate = "$studentenrollments#enrollment_2#courseid_{courseId}",
    index = "gsi1pk-gsi1sk-index", indexPartitionKey = "gsi1pk", indexSortKey = "gsi1sk",
    indexSortKeyTemplate = "$courseenrollments#enrollment_2#studentid_{studentId}")
@Marker(attribute = "__edb_v__", value = "2")
public record Enrollment(String studentId, String courseId, String grade, String enrolledOn, String term) {}
