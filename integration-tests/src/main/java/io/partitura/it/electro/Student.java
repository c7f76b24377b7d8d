package io.partitura.it.electro;

import io.partitura.annotations.Key;
import io.partitura.annotations.Marker;
import io.partitura.annotations.Parent;

@Parent(table = Electro.class, prefix = "STU", type = "student",
    partitionKeyTemplate = "$school#studentid_{studentId}", sortKeyTemplate = "$studentenrollments#student_1")
@Marker(attribute = "__edb_v__", value = "1")
public record Student(@Key String studentId, String name, String email) {}
