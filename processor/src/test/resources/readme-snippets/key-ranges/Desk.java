package desk;

import io.partitura.annotations.Table;

@Table(name = "desk")
public interface Desk {}
