package io.partitura.it.indexupdates;

import io.partitura.annotations.Table;

/** Index keys kept right through puts, partial updates and the Enhanced Client, one index of each kind. */
@Table(name = "tracker", partitionKey = "PK", sortKey = "SK")
public interface Tracker {}
