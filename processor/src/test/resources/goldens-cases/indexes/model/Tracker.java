package example.tracker;

import io.partitura.annotations.Table;

@Table(name = "tracker")
public interface Tracker {}
