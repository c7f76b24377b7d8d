package example.members;

import io.partitura.annotations.Table;

@Table(name = "members")
public interface Members {}
