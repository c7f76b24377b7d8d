package io.partitura.it.electro;

import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.Marker;
import io.partitura.annotations.Parent;

/** ElectroDB's {@code student} (service school, version 1): collection studentEnrollments, gsi2 byEmail. */
@Parent(table = Electro.class, prefix = "STU", type = "student",
    partitionKeyTemplate = "$school#studentid_{studentId}", sortKeyTemplate = "$studentenrollments#student_1")
@GlobalIndex(name = "gsi2pk-gsi2sk-index", indexPartitionKey = "gsi2pk", indexSortKey = "gsi2sk",
    partitionKeyTemplate = "$school#email_{email}", sortKeyTemplate = "$student_1")
@Marker(attribute = "__edb_v__", value = "1")
public record Student(@Key String studentId, String name, String email) {}
