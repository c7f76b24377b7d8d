package io.partitura.it.ids.bare;

import io.partitura.annotations.Table;

/** The typed-id schema with bare key types: what typed ids must store identically. */
@Table(name = "ids-bare")
public interface Ids {}
