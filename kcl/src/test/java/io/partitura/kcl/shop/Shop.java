package io.partitura.kcl.shop;

import io.partitura.annotations.Table;

/** The table a KCL application consumes the stream of. */
@Table(name = "shop", stream = Table.StreamView.NEW_AND_OLD_IMAGES)
public interface Shop {}
