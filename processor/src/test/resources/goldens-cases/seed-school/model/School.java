package example.school;

import io.partitura.annotations.Table;

@Table(name = "school")
public interface School {}
