package example.school;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;

@Parent(table = School.class, prefix = "STU")
public record Student(@Key String studentId, String name) {}
