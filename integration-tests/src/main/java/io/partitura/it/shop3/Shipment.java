package io.partitura.it.shop3;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

/** A merchant's shipment, in the shard its own key hashes to. */
@ChildOf(parent = Merchant.class, prefix = "SHIP")
public record Shipment(String merchantId, @Key String shipmentId, String carrier) {}
