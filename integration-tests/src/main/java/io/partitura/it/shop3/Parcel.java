package io.partitura.it.shop3;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;

/** A parcel of a shipment: in its shipment's shard, sort key {@code SHIP#<shipmentId>#PARCEL#<parcelId>}. */
@ChildOf(parent = Shipment.class, prefix = "PARCEL")
@GlobalIndex(name = "GSI1", partitionKey = "merchantId", sortKey = {"weightGrams", "shipmentId"}, query = "byWeight")
public record Parcel(String merchantId, String shipmentId, @Key String parcelId, int weightGrams) {}
