package io.partitura.spring.boot.depot;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Key;

@ChildOf(parent = Warehouse.class, prefix = "BIN")
public record Bin(String warehouseId, @Key String binId, String label) {}
