package io.partitura.it.unique;

import io.partitura.annotations.Table;

/** Values no two items may share: uniqueness items written in the same transaction as the item. */
@Table(name = "unique")
public interface UniqueShop {}
