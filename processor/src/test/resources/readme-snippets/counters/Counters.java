package counters;

import io.partitura.annotations.Table;

@Table(name = "counters")
public interface Counters {}
