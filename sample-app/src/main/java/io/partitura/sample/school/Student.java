package io.partitura.sample.school;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** PK=STU#<studentId>, SK=META; its enrollments share the partition. */
@Parent(table = School.class, prefix = "STU")
public record Student(@Key String studentId, String name) {}
