package example.directory;

import io.partitura.annotations.Table;

@Table(name = "directory")
public interface Directory {}
