package io.partitura.sample.shop;

import io.partitura.annotations.Table;

/**
 * A web shop three levels deep: customers, their orders and each order's lines, in the customer's partition. Its
 * stream carries old and new images: the read-model story keeps orders per status and day from it.
 */
@Table(name = "shop", stream = Table.StreamView.NEW_AND_OLD_IMAGES)
public interface Shop {}
