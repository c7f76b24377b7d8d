package example.locking;

import io.partitura.annotations.Table;

@Table(name = "locking")
public interface Locking {}
