package io.partitura.it.electro;

import io.partitura.annotations.Key;
import io.partitura.annotations.Marker;
import io.partitura.annotations.Parent;

@Parent(table = Electro.class, prefix = "CRS", type = "course",
    partitionKeyTemplate = "$school#courseid_{courseId}", sortKeyTemplate = "$course_1")
@Marker(attribute = "__edb_v__", value = "1")
public record Course(@Key String courseId, String title, String department, int level) {}
