package io.partitura.sample.school;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

/** PK=CRS#<courseId>, SK=META; also written into GSI1 at GSI1PK=CRS#<courseId>, next to its edges. */
@Parent(table = School.class, prefix = "CRS")
public record Course(@Key String courseId, String title) {}
