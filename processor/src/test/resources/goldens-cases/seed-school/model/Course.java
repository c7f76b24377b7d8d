package example.school;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = School.class, prefix = "CRS")
public record Course(@Key String courseId, String title) {}
